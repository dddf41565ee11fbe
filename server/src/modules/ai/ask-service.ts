import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerAsk } from './ask';
import { serviceContext } from './context';

/**
 * POST /ai/ask/service/{id} (id = the organisation): a canned Service prompt over the digest of
 * the last sync. Only for callers who see every incident report of the organisation (403).
 */
export function askService(
  request: FastifyRequest,
  reply: FastifyReply,
  orgId: number,
  promptId: number,
): Promise<unknown> {
  return answerAsk(request, reply, 'Service', { id: promptId }, (ctx) =>
    serviceContext(ctx, orgId),
  );
}
