import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerAsk } from './ask';
import { incidentContext } from './context';

/** POST /ai/ask/incident/{id}: a canned Incident prompt over one incident report (id = submission). */
export function askIncident(
  request: FastifyRequest,
  reply: FastifyReply,
  submissionId: number,
  promptId: number,
  userId?: number,
): Promise<unknown> {
  return answerAsk(request, reply, 'Incident', { id: promptId }, (ctx) =>
    incidentContext(ctx, submissionId, userId),
  );
}
