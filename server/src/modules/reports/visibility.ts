import { sql, type SQL } from 'drizzle-orm';
import type { ReportContext } from './registry';

/**
 * Who sees which submissions (README "Visibility"):
 * - incidents: everyone in the organisation when it has sharedIncidentReports, or when the caller is a
 *   safeguarding lead; otherwise the incidents the caller wrote or collaborates on (any version);
 * - Smart Plans: their author; every published plan too when the organisation has sharedSmartPlans.
 * An incident edit publishes a new submission whose form_id names the previous version; only the
 * latest published version counts, and authorship/collaboration on any version carries over.
 */
export function seesAllIncidents(ctx: ReportContext): boolean {
  return ctx.organisation.sharedIncidentReports || ctx.isSafeguardingLead;
}

export { isSafeguardingLead } from '../../platform/visibility';

/**
 * CTEs `latest` (latest published incident reports of the organisation) and `chain` (latest_id,
 * member_id, depth: every version of each, the latest at depth 0). Depth is capped so that a
 * corrupted cycle of form_id links cannot loop.
 */
export function incidentChainCtes(orgId: number): SQL {
  return sql`
    with recursive latest as (
      select fs.id, fs.reference, fs.sub_type, fs.subject_id, fs.author_id
      from form_submissions fs
      where fs.org_id = ${orgId} and fs.type = 'incidentreport' and fs.status = 'Published'
        and not exists (
          select 1 from form_submissions n
          where n.org_id = fs.org_id and n.form_id = fs.id and n.status = 'Published'
        )
    ),
    chain as (
      select l.id as latest_id, fs.id as member_id, fs.form_id, 0 as depth
      from latest l join form_submissions fs on fs.id = l.id
      union all
      select c.latest_id, p.id, p.form_id, c.depth + 1
      from chain c join form_submissions p on p.id = c.form_id and p.org_id = ${orgId}
      where c.depth < 100
    )`;
}

/** Condition on `latest l`: the caller wrote or collaborates on some version of it. */
export function authorOrCollaborator(userId: number): SQL {
  return sql`exists (
    select 1 from chain c join form_submissions m on m.id = c.member_id
    where c.latest_id = l.id and (
      m.author_id = ${userId}
      or exists (select 1 from collaborators co where co.submission_id = m.id and co.user_id = ${userId})
    )
  )`;
}

export function incidentVisibleTo(ctx: ReportContext): SQL {
  return seesAllIncidents(ctx) ? sql`true` : authorOrCollaborator(ctx.userId);
}
