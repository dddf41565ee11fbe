import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { collaborators, formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';

export const NOT_A_COLLABORATOR = 'You are not a collaborator on this incident';

/**
 * Ids of every version of the submission's form: its ancestors through form_id and all their
 * descendants (an edit publishes a new submission naming the previous one in form_id).
 */
export async function versionIds(tx: Tx, orgId: number, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive up as (
        select id, form_id, 0 as depth from form_submissions where id = ${id} and org_id = ${orgId}
        union all
        select p.id, p.form_id, u.depth + 1 from up u
        join form_submissions p on p.id = u.form_id and p.org_id = ${orgId}
        where u.depth < 100
      ),
      down as (
        select id, 0 as depth from (select id from up order by depth desc limit 1) root
        union all
        select n.id, d.depth + 1 from down d
        join form_submissions n on n.form_id = d.id and n.org_id = ${orgId}
        where d.depth < 100
      )
      select id from up union select id from down`,
  );
  return [...new Set(rows.map((r) => Number(r.id)))];
}

/**
 * Marks the caller's collaboration on the submission (every version of it) as finished, or not
 * finished again when status is false. 404 when the id is not a submission of this organisation.
 */
export async function acknowledge(
  ctx: RequestContext,
  input: { submissionId: number; status: boolean },
): Promise<void> {
  const { tx, orgId, userId } = ctx;
  const { submissionId, status } = input;
  const [submission] = await tx
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.id, submissionId), eq(formSubmissions.orgId, orgId)))
    .limit(1);
  if (!submission) throw notFound('Submission not found');
  const ids = await versionIds(tx, orgId, submissionId);
  const mine = await tx
    .select()
    .from(collaborators)
    .where(
      and(
        eq(collaborators.orgId, orgId),
        eq(collaborators.userId, userId),
        inArray(collaborators.submissionId, ids),
      ),
    );
  if (mine.length === 0) throw forbidden(NOT_A_COLLABORATOR);
  for (const row of mine) {
    if (row.finished === status) continue;
    const [after] = await tx
      .update(collaborators)
      .set({ finished: status })
      .where(eq(collaborators.id, row.id))
      .returning();
    await audit(tx, ctx, {
      action: status ? 'acknowledge' : 'unacknowledge',
      entity: 'collaborator',
      entityId: row.id,
      before: row,
      after,
    });
  }
}
