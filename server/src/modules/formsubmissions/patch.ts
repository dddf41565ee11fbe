import { and, eq } from 'drizzle-orm';
import type { SubmissionPatchBody, SubmissionRow } from 'shared-api/schemas';
import { formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { chainIds, currentVersion, loadVisible } from './access';
import { archiveVersions, rowAsWritten } from './archive';
import { archivePlan } from '../smartplans/archive';
import { refuseDerivedParentsInformed } from '../restraint/answers';

export const NO_DELETE_PERMISSION = 'You do not have permission to delete this record';

/**
 * PATCH /api/formsubmission/{id}. Flag and parents informed are set on the current version of the
 * record (anyone who sees it). Archiving archives every version of the record, so no query
 * (current version or latest Published) can bring an older version back: permission
 * incidentDelete, or the author of a Draft. Smart Plans have their own rule (smartplans/archive.ts);
 * both archive through archive.ts.
 */
export async function patchSubmission(
  ctx: RequestContext,
  input: { id: number; body: SubmissionPatchBody },
): Promise<SubmissionRow> {
  const { tx, orgId } = ctx;
  const { id, body } = input;
  const viewer = await viewerFor(ctx);
  const found = await loadVisible(tx, viewer, id, true);
  if (found.type === 'behaviourplan' && body.status === 'Archived') {
    return archivePlan(ctx, viewer, found);
  }
  const target = await currentVersion(tx, orgId, found);
  if (body.status === 'Archived') {
    const ownDraft = target.status === 'Draft' && target.authorId === ctx.userId;
    if (!ownDraft && !hasPermission(ctx, 'incidentDelete')) throw forbidden(NO_DELETE_PERMISSION);
  }
  const changes: Partial<typeof formSubmissions.$inferInsert> = {};
  if (body.flag !== undefined) changes.flag = body.flag;
  if (body.parentsInformed !== undefined) {
    await refuseDerivedParentsInformed(tx, orgId, target.id);
    changes.parentsInformed = body.parentsInformed === null ? null : body.parentsInformed === 'yes';
  }
  if (Object.keys(changes).length > 0) {
    const [after] = await tx
      .update(formSubmissions)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(formSubmissions.id, target.id), eq(formSubmissions.orgId, orgId)))
      .returning();
    await audit(tx, ctx, {
      action: 'update',
      entity: 'formsubmission',
      entityId: target.id,
      before: target,
      after,
    });
  }
  if (body.status === 'Archived') await archiveVersions(ctx, await chainIds(tx, orgId, target));
  return rowAsWritten(ctx, viewer, target.id);
}
