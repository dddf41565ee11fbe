import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { SubmissionRecord } from '../formsubmissions/access';

/**
 * Version number of a Published plan row `alias`: its place among the Published versions of its
 * own chain (drafts never count). Only the chain: another author's plan for the same person
 * (a separate chain, often invisible to the caller) or a deleted earlier plan is not a version
 * of this one. The CASE form of coalesce(root_id, id) lets PostgreSQL use the id/root_id indexes.
 */
export function versionSql(alias: string): SQL {
  const s = sql.raw(alias);
  const chain = sql`(case when ${s}.root_id is null then ${s}.id else ${s}.root_id end)`;
  return sql`(select count(*)::int from form_submissions v
    where v.org_id = ${s}.org_id and (v.id = ${chain} or v.root_id = ${chain})
      and v.type = 'behaviourplan' and v.was_published and v.id <= ${s}.id)`;
}

/** Version number of one Published plan (the PDF shows it). */
export async function versionOf(tx: Tx, plan: SubmissionRecord): Promise<number> {
  const rows = await queryRows<{ version: number }>(
    tx,
    sql`select ${versionSql('s')} as version from form_submissions s
      where s.id = ${plan.id} and s.org_id = ${plan.orgId}`,
  );
  return Math.max(1, Number(rows[0]?.version ?? 1));
}
