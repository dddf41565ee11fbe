import { sql, type SQL } from 'drizzle-orm';
import { submissionVisibleTo, type Viewer } from '../../../platform/visibility';

/**
 * The incident search's form of platform/visibility.ts `submissionVisibleTo` (same rule, same
 * rows; the property test in test/api/search-plans.test.ts compares both). For a caller who sees
 * every incident, or a type other than incident reports, the rule only tests the row's own columns
 * and is used as it is (`where`). For anyone else it needs other tables (the chains the caller
 * wrote or collaborates on, their direct-access grants), and as correlated EXISTS under OR that is
 * one index probe per incident of the organisation; here it is a set of ids (UNION ALL of
 * uncorrelated semi-joins) the search intersects with, linear with or without statistics.
 */
export function visibleScope(
  viewer: Viewer,
  type: string,
  inScope: (alias: SQL) => SQL,
): { where: SQL; ids?: SQL } {
  if (viewer.seesAllIncidents || type !== 'incidentreport')
    return { where: submissionVisibleTo(viewer, 's') };
  const { orgId, userId } = viewer;
  const chain = sql`(case when u.root_id is null then u.id else u.root_id end)`;
  // submissionVisibleTo: exists v with (v.id = chain or v.root_id = chain) and (v.author_id = me
  // or a collaborator row of v is me) <=> chain is in {v.id} + {v.root_id} of those v.
  const mine = sql`select c.chain from (
      select v.id, v.root_id from form_submissions v where v.org_id = ${orgId} and v.author_id = ${userId}
      union all
      select v.id, v.root_id from form_submissions v join collaborators co on co.submission_id = v.id
        where v.org_id = ${orgId} and co.user_id = ${userId}
    ) w cross join lateral (values (w.id), (w.root_id)) c(chain)`;
  const ids = sql`select u.id from form_submissions u
      where ${inScope(sql`u`)} and not u.was_published and u.author_id = ${userId}
    union all
    select u.id from form_submissions u
      where ${inScope(sql`u`)} and u.was_published and ${chain} in (${mine})
    union all
    select u.id from form_submissions u
      where ${inScope(sql`u`)} and u.was_published and u.subject_id in (
        select g.subject_id from direct_access_grants g
        where g.org_id = ${orgId} and g.user_id = ${userId} and g.revoked = false)`;
  return { where: sql`true`, ids };
}
