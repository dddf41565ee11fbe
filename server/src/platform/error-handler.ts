import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './errors';
import { validationMessage, type ValidationIssue } from './validation-messages';

const INVALID_JSON_CODES = new Set([
  'FST_ERR_CTP_INVALID_JSON_BODY',
  'FST_ERR_CTP_EMPTY_JSON_BODY',
]);

/** Every error leaves as `{ error }` with a 4xx/5xx status; client input never yields a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ error: error.message });
    }
    if (error.validation) {
      const part = error.validationContext ?? 'body';
      const issues = Array.from(error.validation as Iterable<ValidationIssue>);
      return reply.code(400).send({ error: validationMessage(issues, part) });
    }
    if (
      INVALID_JSON_CODES.has(error.code) ||
      (error instanceof SyntaxError && error.statusCode === 400)
    ) {
      return reply.code(400).send({ error: MESSAGES.invalidJson });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ error: MESSAGES.tooManyAttempts });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ error: error.message || 'Bad request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: MESSAGES.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send({ error: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
