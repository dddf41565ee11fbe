import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerAsk } from './ask';
import { studentContext } from './context';

/**
 * POST /ai/ask/student/{id}: a canned Student prompt over one service user's current Published
 * incident reports, logs and clicker records, only those the caller may see.
 */
export function askStudent(
  request: FastifyRequest,
  reply: FastifyReply,
  personId: number,
  promptId: number,
): Promise<unknown> {
  return answerAsk(request, reply, 'Student', { id: promptId }, (ctx) =>
    studentContext(ctx, personId),
  );
}
