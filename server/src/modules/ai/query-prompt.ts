import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerAsk } from './ask';
import { incidentContext } from './context';

/** POST /ai/query/{promptKey}: the AI Summary panel's canned Incident prompt over one incident. */
export function queryPrompt(
  request: FastifyRequest,
  reply: FastifyReply,
  promptKey: string,
  submissionId: number,
  userId?: number,
): Promise<unknown> {
  return answerAsk(request, reply, 'Incident', { key: promptKey }, (ctx) =>
    incidentContext(ctx, submissionId, userId),
  );
}
