import { sql, type SQL } from 'drizzle-orm';
import { submissionVisibleTo, type Viewer } from '../../../platform/visibility';

/**
 * The incident search's form of platform/visibility.ts `submissionVisibleTo` (same rule, same
 * rows; the property test in test/api/search-plans.test.ts compares both), as a test of the search
 * row `s`. For a caller who sees every incident, or a type other than incident reports, the rule
 * only tests the row's own columns and is used as it is. For anyone else it needs other tables
 * (the chains the caller wrote or collaborates on, their direct-access grants): as correlated
 * EXISTS that is one index probe per incident of the organisation (quadratic without statistics),
 * and as a UNION ALL of sets it is three scans of the scope. Here each is an uncorrelated
 * `IN (subquery)`, which the planner runs once into a hash table ("hashed SubPlan"): one scan of
 * the scope, linear with or without statistics, as long as the subquery's estimated size fits in
 * work_mem at plan time (incidentQuery.ts runSearch raises work_mem for the statement so that it
 * does for any caller's own chains).
 */
export function visibleWhere(
  viewer: Viewer,
  type: string,
): { where: SQL; readsOtherTables: boolean } {
  if (viewer.seesAllIncidents || type !== 'incidentreport')
    return { where: submissionVisibleTo(viewer, 's'), readsOtherTables: false };
  const { orgId, userId } = viewer;
  // submissionVisibleTo: exists v with (v.id = chain or v.root_id = chain) and (v.author_id = me
  // or a collaborator row of v is me). A chain is named by its first version's id, and every later
  // version's root_id is that id (platform/visibility.ts, Versions), so the chains of those v are
  // exactly {coalesce(v.root_id, v.id)}: one value per row the caller wrote or collaborates on.
  const mine = sql`select coalesce(v.root_id, v.id) from form_submissions v
      where v.org_id = ${orgId} and v.author_id = ${userId}
    union all
    select coalesce(v.root_id, v.id) from form_submissions v
      join collaborators co on co.submission_id = v.id
      where v.org_id = ${orgId} and co.user_id = ${userId}`;
  const granted = sql`select g.subject_id from direct_access_grants g
    where g.org_id = ${orgId} and g.user_id = ${userId} and g.revoked = false`;
  const where = sql`((not s.was_published and s.author_id = ${userId})
    or (s.was_published and (
      (case when s.root_id is null then s.id else s.root_id end) in (${mine})
      or s.subject_id in (${granted}))))`;
  return { where, readsOtherTables: true };
}
