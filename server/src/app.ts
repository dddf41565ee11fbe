import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import type { Config } from './config';
import { createRedis, redisReady } from './platform/redis';
import type { Db } from './db/client';
import { registerErrorHandler } from './platform/error-handler';
import { validatorCompiler } from './platform/validator';
import { configureMail } from './platform/mail';
import { registerPdfBackfill } from './modules/formsubmissions/pdf-backfill';
import { registerJobWorker } from './platform/jobs/worker';
import './platform/request-context';
import { authModule } from './modules/auth/index';
import { registerModules } from './modules/index.js';
import { registerStatic } from './static/index.js';
import { loggerOptions } from './platform/log-redaction';
import { registerSecurityHeaders } from './platform/security-headers';
import {
  overloadFromEnv,
  registerOverloadShedding,
  type OverloadOptions,
} from './platform/overload';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Where outbox mail is printed without SMTP (stdout by default). */
  mailPrint?: (line: string) => void;
  /** Where the request log is written when `config.logger` is on (stdout by default). */
  logStream?: { write(line: string): void };
  /** Load shedding (platform/overload.ts); default from the OVERLOAD_* environment variables. */
  overload?: OverloadOptions;
}

// TypeBox formats (email, date-time, ...) for the TypeBox validator.
registerAjvFormats();

export function buildApp({
  db,
  config,
  mailPrint,
  logStream,
  overload,
}: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    // Tokens, codes and passwords are scrubbed from every log line (platform/log-redaction.ts).
    logger: config.logger ? loggerOptions('info', logStream) : false,
    // The client address (rate limits, sessions, audit) is the socket's unless TRUST_PROXY names
    // the proxies whose X-Forwarded-For is believed.
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
  });
  // Bodies are checked as sent (no coercion); query strings and params are converted first.
  app.setValidatorCompiler(validatorCompiler);

  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('auth', null as never);
  app.decorateRequest('orgId', null as never);
  app.decorateRequest('membership', null as never);
  configureMail({ smtpUrl: config.smtpUrl, from: config.mailFrom, print: mailPrint });

  registerErrorHandler(app);
  // Overloaded: 503 with Retry-After at once rather than a queue that grows without bound.
  registerOverloadShedding(app, overload ?? overloadFromEnv());
  registerSecurityHeaders(app, config);
  app.register(cookie);
  // Limits are applied per route by the auth module (createRateLimit), not globally. With
  // REDIS_URL every replica counts in one store (if Redis fails, sign-in stays up unlimited rather
  // than down); otherwise counters live in this process.
  const redis = config.redisUrl ? createRedis(config.redisUrl) : undefined;
  if (redis) {
    app.addHook('onReady', () => redisReady(redis));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: config.rateLimitNamespace, skipOnError: true } : {}),
  });
  app.register(swagger, {
    openapi: {
      info: { title: 'BeSmart API', version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
  });
  // No validator badge: it would load an image from validator.swagger.io (outside the page policy).
  app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  app.register(authModule);
  app.register(async (scope) => {
    await registerModules(scope);
  });
  registerStatic(app, config);
  // Missing incident report PDFs (e.g. the demo's), made in the background once listening.
  if (config.pdfBackfill) registerPdfBackfill(app);
  // Runs the queued jobs (mail, PDFs) after their transactions commit (README "Jobs").
  registerJobWorker(app);
  return app;
}
