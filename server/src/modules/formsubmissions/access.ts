import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client';
import { formSubmissions } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import {
  submissionVisibleTo,
  writesOrCollaboratesOnChain,
  type Viewer,
} from '../../platform/visibility';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

export type SubmissionRecord = typeof formSubmissions.$inferSelect;

/** The submissions table under the alias the visibility rules name (`fs`). */
export const fs = alias(formSubmissions, 'fs');

/**
 * The submission `id` of the organisation when the viewer may see it, else 404 (a hidden record
 * and a missing one answer alike). `lock` takes a row lock for a write that depends on it.
 */
export async function loadVisible(
  tx: Tx,
  viewer: Viewer,
  id: number,
  lock = false,
): Promise<SubmissionRecord> {
  const query = tx
    .select()
    .from(fs)
    .where(and(eq(fs.id, id), eq(fs.orgId, viewer.orgId), submissionVisibleTo(viewer, 'fs')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(SUBMISSION_NOT_FOUND);
  return row;
}

/** The viewer wrote or collaborates on some version of the chain of submission `id`. */
export async function writesOrCollaborates(tx: Tx, viewer: Viewer, id: number): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    tx,
    sql`select ${writesOrCollaboratesOnChain(viewer, 'fs')} as ok
        from form_submissions fs where fs.id = ${id} and fs.org_id = ${viewer.orgId}`,
  );
  return Boolean(rows[0]?.ok);
}

/** Ids of every version of the chain the submission belongs to (root_id links). */
export async function chainIds(tx: Tx, orgId: number, row: SubmissionRecord): Promise<number[]> {
  const root = row.rootId ?? row.id;
  const rows = await tx
    .select({ id: formSubmissions.id })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, orgId),
        sql`(${formSubmissions.id} = ${root} or ${formSubmissions.rootId} = ${root})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The current (not superseded) version of the chain, locked for update. */
export async function currentVersion(
  tx: Tx,
  orgId: number,
  row: SubmissionRecord,
): Promise<SubmissionRecord> {
  if (!row.superseded) return row;
  const root = row.rootId ?? row.id;
  const [current] = await tx
    .select()
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, orgId),
        eq(formSubmissions.superseded, false),
        sql`(${formSubmissions.id} = ${root} or ${formSubmissions.rootId} = ${root})`,
      ),
    )
    .orderBy(sql`${formSubmissions.id} desc`)
    .limit(1)
    .for('update');
  return current ?? row;
}
