import type { SubmissionRow } from 'shared-api/schemas';
import { forbidden } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import type { Viewer } from '../../platform/visibility';
import { chainIds, type SubmissionRecord } from '../formsubmissions/access';
import { archiveVersions, rowAsWritten } from '../formsubmissions/archive';
import { mayDeletePlan } from './deleteRule';
import { requireBuilder } from './gate';
import { currentOfChain } from './queries';

export const NO_PLAN_DELETE =
  'Only the author of this Smart Plan or an administrator can delete it';

/**
 * PATCH /api/formsubmission/{id} { status: 'Archived' } on a Smart Plan (spec 1 §4 "Deleting a
 * draft sets status Archived"). A draft: only that draft (the Published plan it was started from
 * stays the person's plan). A Published plan: every version of it, including drafts started from
 * it, so no older version resurfaces as "the latest plan". Who may: deleteRule.ts. The archiving
 * itself is the one archive path of every record (formsubmissions/archive.ts).
 */
export async function archivePlan(
  ctx: RequestContext,
  viewer: Viewer,
  found: SubmissionRecord,
): Promise<SubmissionRow> {
  const { tx, orgId } = ctx;
  await requireBuilder(ctx);
  let ids: number[];
  let target = found;
  if (found.status === 'Draft' || (!found.wasPublished && found.status === 'Archived')) {
    ids = [found.id];
  } else {
    const root = found.rootId ?? found.id;
    const [current] = await currentOfChain(tx, orgId, root, 'Published');
    target = current ?? found;
    if (!mayDeletePlan(ctx, target)) throw forbidden(NO_PLAN_DELETE);
    ids = await chainIds(tx, orgId, target);
  }
  await archiveVersions(ctx, ids);
  return rowAsWritten(ctx, viewer, target.id);
}
