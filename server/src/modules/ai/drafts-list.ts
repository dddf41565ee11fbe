import { and, asc, eq } from 'drizzle-orm';
import type { AiDraft } from 'shared-api/schemas';
import { aiDrafts, users } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { loadVisible, SUBMISSION_NOT_FOUND } from '../formsubmissions/access';
import { requireAiTerms } from './governance';

type DraftRow = typeof aiDrafts.$inferSelect;

export async function draftDto(ctx: RequestContext, row: DraftRow): Promise<AiDraft> {
  const [author] = row.createdBy
    ? await ctx.tx
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, row.createdBy))
        .limit(1)
    : [];
  return {
    id: row.id,
    title: row.title,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    createdBy: author ?? null,
  };
}

/** GET /ai/incident/{submissionId}/drafts: the drafts saved on an incident the caller may see. */
export async function listDrafts(ctx: RequestContext, submissionId: number): Promise<AiDraft[]> {
  await requireAiTerms(ctx);
  const viewer = await viewerFor(ctx);
  const record = await loadVisible(ctx.tx, viewer, submissionId);
  if (record.type !== 'incidentreport') throw notFound(SUBMISSION_NOT_FOUND);
  const rows = await ctx.tx
    .select({ d: aiDrafts, firstName: users.firstName, lastName: users.lastName, uid: users.id })
    .from(aiDrafts)
    .leftJoin(users, eq(users.id, aiDrafts.createdBy))
    .where(and(eq(aiDrafts.orgId, ctx.orgId), eq(aiDrafts.submissionId, submissionId)))
    .orderBy(asc(aiDrafts.id));
  return rows.map((r) => ({
    id: r.d.id,
    title: r.d.title,
    text: r.d.text,
    createdAt: r.d.createdAt.toISOString(),
    createdBy: r.uid
      ? { id: r.uid, firstName: r.firstName ?? '', lastName: r.lastName ?? '' }
      : null,
  }));
}
