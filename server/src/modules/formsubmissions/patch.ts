import { and, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionPatchBody, SubmissionRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { forbidden } from '../../platform/errors';
import { chainIds, currentVersion, hasPermission, loadVisible, viewerOf } from './access';
import { submissionRow } from './list';
import { archivePlan } from '../smartplans/archive';

export const NO_DELETE_PERMISSION = 'You do not have permission to delete this record';

/**
 * PATCH /api/formsubmission/{id}. Flag and parents informed are set on the current version of the
 * record (anyone who sees it). Archiving archives every version of the record, so no query
 * (current version or latest Published) can bring an older version back: permission
 * incidentDelete, or the author of a Draft.
 */
export async function patchSubmission(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  body: SubmissionPatchBody,
): Promise<SubmissionRow> {
  const viewer = await viewerOf(tx, request);
  const found = await loadVisible(tx, viewer, id, true);
  if (found.type === 'behaviourplan' && body.status === 'Archived') {
    return archivePlan(tx, request, viewer, found);
  }
  const target = await currentVersion(tx, viewer.orgId, found);
  if (body.status === 'Archived') {
    const ownDraft = target.status === 'Draft' && target.authorId === viewer.userId;
    if (!ownDraft && !hasPermission(request, 'incidentDelete'))
      throw forbidden(NO_DELETE_PERMISSION);
  }
  const changes: Partial<typeof formSubmissions.$inferInsert> = {};
  if (body.flag !== undefined) changes.flag = body.flag;
  if (body.parentsInformed !== undefined) {
    changes.parentsInformed = body.parentsInformed === null ? null : body.parentsInformed === 'yes';
  }
  if (Object.keys(changes).length > 0) {
    const [after] = await tx
      .update(formSubmissions)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(formSubmissions.id, target.id), eq(formSubmissions.orgId, viewer.orgId)))
      .returning();
    await audit(tx, request, {
      action: 'update',
      entity: 'formsubmission',
      entityId: target.id,
      before: target,
      after,
    });
  }
  if (body.status === 'Archived') {
    const ids = await chainIds(tx, viewer.orgId, target);
    const before = await tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.orgId, viewer.orgId),
          inArray(formSubmissions.id, ids),
          ne(formSubmissions.status, 'Archived'),
        ),
      );
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
  }
  // The author of an archived draft no longer sees it (drafts are private, archived ones hidden):
  // answer with the row as written rather than through the visibility filter.
  const row = await submissionRow(
    tx,
    { ...viewer, seesAllIncidents: true, sharedSmartPlans: true },
    target.id,
  );
  return row!;
}
