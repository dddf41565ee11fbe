import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import type { Viewer } from '../../platform/visibility';
import { chainIds, type SubmissionRecord } from '../formsubmissions/access';
import { submissionRow } from '../formsubmissions/list';
import { mayDeletePlan } from './deleteRule';
import { requireBuilder } from './gate';
import { currentOfChain } from './queries';

export const NO_PLAN_DELETE =
  'Only the author of this Smart Plan or an administrator can delete it';

/**
 * PATCH /api/formsubmission/{id} { status: 'Archived' } on a Smart Plan (spec 1 §4 "Deleting a
 * draft sets status Archived"). A draft: only that draft (the Published plan it was started from
 * stays the person's plan). A Published plan: every version of it, including drafts started from
 * it, so no older version resurfaces as "the latest plan". Who may: deleteRule.ts.
 */
export async function archivePlan(
  tx: Tx,
  request: FastifyRequest,
  viewer: Viewer,
  found: SubmissionRecord,
): Promise<SubmissionRow> {
  await requireBuilder(tx, viewer.orgId);
  let ids: number[];
  let target = found;
  if (found.status === 'Draft' || (!found.wasPublished && found.status === 'Archived')) {
    ids = [found.id];
  } else {
    const root = found.rootId ?? found.id;
    const [current] = await currentOfChain(tx, viewer.orgId, root, 'Published');
    target = current ?? found;
    if (!mayDeletePlan(request, target)) throw forbidden(NO_PLAN_DELETE);
    ids = await chainIds(tx, viewer.orgId, target);
  }
  const before = await tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, viewer.orgId),
        inArray(formSubmissions.id, ids),
        ne(formSubmissions.status, 'Archived'),
      ),
    )
    .for('update');
  for (const row of before) {
    const [after] = await tx
      .update(formSubmissions)
      .set({ status: 'Archived', updatedAt: new Date() })
      .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.orgId, viewer.orgId)))
      .returning();
    await audit(tx, request, {
      action: 'archive',
      entity: 'formsubmission',
      entityId: row.id,
      before: row,
      after,
    });
  }
  const row = await submissionRow(
    tx,
    { ...viewer, seesAllIncidents: true, sharedSmartPlans: true },
    target.id,
  );
  return row!;
}
