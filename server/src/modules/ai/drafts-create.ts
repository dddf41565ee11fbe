import { and, eq } from 'drizzle-orm';
import type { AiDraft, AiDraftBody } from 'shared-api/schemas';
import { aiDrafts, aiRequests } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { loadVisible, SUBMISSION_NOT_FOUND } from '../formsubmissions/access';
import { draftDto } from './drafts-list';
import { requireAiTerms } from './governance';

/**
 * POST /ai/incident/{submissionId}/drafts: a person saves an AI answer (a letter) as a draft on an
 * incident they may see. The request it came from must be one of this organisation's asks about
 * this incident. Nothing AI-written enters a record otherwise.
 */
export async function createDraft(
  ctx: RequestContext,
  submissionId: number,
  data: AiDraftBody['data'],
): Promise<AiDraft> {
  await requireAiTerms(ctx);
  const viewer = await viewerFor(ctx);
  const record = await loadVisible(ctx.tx, viewer, submissionId);
  if (record.type !== 'incidentreport') throw notFound(SUBMISSION_NOT_FOUND);
  const title = data.title.trim();
  const text = data.text.trim();
  if (!title) throw badRequest('title: must not be blank');
  if (!text) throw badRequest('text: must not be blank');
  const [req] = await ctx.tx
    .select({ id: aiRequests.id, recordIds: aiRequests.recordIds, section: aiRequests.section })
    .from(aiRequests)
    .where(and(eq(aiRequests.id, data.requestId), eq(aiRequests.orgId, ctx.orgId)))
    .limit(1);
  if (!req || req.section !== 'Incident' || !req.recordIds.includes(submissionId)) {
    throw badRequest('requestId: is not an AI request about this incident');
  }
  const [row] = await ctx.tx
    .insert(aiDrafts)
    .values({
      orgId: ctx.orgId,
      submissionId,
      requestId: req.id,
      title,
      text,
      createdBy: ctx.userId,
    })
    .returning();
  await audit(ctx.tx, ctx, {
    action: 'create',
    entity: 'ai_draft',
    entityId: row!.id,
    after: { submissionId, requestId: req.id, title, textChars: text.length },
  });
  return draftDto(ctx, row!);
}
