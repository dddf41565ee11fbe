import { and, eq, inArray, ne } from 'drizzle-orm';
import type { SubmissionRow } from 'shared-api/schemas';
import { formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';
import type { Viewer } from '../../platform/visibility';
import { submissionRow } from './list';

/**
 * The one archive path of every record type (PATCH /api/formsubmission/{id} `status: 'Archived'`;
 * nothing is deleted): each listed version that is not Archived yet is set Archived, one audit
 * entry each. Who may archive which versions is the caller's rule (patch.ts for incidents, logs
 * and clickers, smartplans/archive.ts for plans).
 */
export async function archiveVersions(ctx: RequestContext, ids: readonly number[]): Promise<void> {
  const { tx, orgId } = ctx;
  const before = await tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, orgId),
        inArray(formSubmissions.id, [...ids]),
        ne(formSubmissions.status, 'Archived'),
      ),
    )
    .for('update');
  for (const row of before) {
    const [after] = await tx
      .update(formSubmissions)
      .set({ status: 'Archived', updatedAt: new Date() })
      .where(and(eq(formSubmissions.id, row.id), eq(formSubmissions.orgId, orgId)))
      .returning();
    await audit(tx, ctx, {
      action: 'archive',
      entity: 'formsubmission',
      entityId: row.id,
      before: row,
      after,
    });
  }
}

/**
 * A row as written, for the answer of a write. The author of an archived draft no longer sees it
 * (drafts are private, archived ones hidden), so it is read past the visibility filter.
 */
export async function rowAsWritten(
  ctx: RequestContext,
  viewer: Viewer,
  id: number,
): Promise<SubmissionRow> {
  const row = await submissionRow(
    ctx.tx,
    { ...viewer, seesAllIncidents: true, sharedSmartPlans: true },
    id,
  );
  return row!;
}
