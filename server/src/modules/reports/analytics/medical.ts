import { sql } from 'drizzle-orm';
import type { Breakdown, CriteriaRow, MedicalInterventionReport } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { and } from './buckets';
import { computeIncidentAggregate } from './incidentAggregate';
import { assertAnalyticsLead, matchingRecords, withLinearPlans } from './scope';

/** "Was anybody injured?" answered Yes: the incidents the Injuries Report's charts count. */
const INJURED: CriteriaRow = and('medicalInterventionRequired', 'is', 'Yes');

/**
 * `medicalIntervention` (Injuries Report): over the matching incidents, those with an injury
 * suffered by the service user, a staff member or someone else (`injurySufferedBy` answered
 * directly or on an entry of the `interventions` list: 'Staff', 'Other', anything else is the
 * service user term); the charts by month, hour, group and location count the injured incidents
 * (the request's criteria AND medicalInterventionRequired is Yes, through the same aggregate as
 * the Global Incident Report, so each bucket's criteria start with that row), and the average of
 * their numberStaffInvolved answers, rounded up (null when none records one).
 */
export async function medicalIntervention(ctx: ReportContext): Promise<MedicalInterventionReport> {
  assertAnalyticsLead(ctx);
  // The Injuries Report's screen sends submissionType 'medicalinterventionreport'.
  const matches = await matchingRecords(ctx, 'incidentreport', 'medicalIntervention', [
    'medicalinterventionreport',
  ]);
  const injured = await computeIncidentAggregate({
    ...ctx,
    submissionType: 'incidentreport',
    query: [...ctx.query, INJURED],
  });
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<{ d: string; n: number; x: string | null }>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      v as (
        select x.submission_id as id, lower(trim(x.response)) as val
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = 'injurySufferedBy'
        union all
        select x.submission_id, lower(trim(e ->> 'injurySufferedBy'))
        from m join form_responses x on x.submission_id = m.id
        cross join lateral jsonb_array_elements(besmart_jsonb_array(x.response)) e
        where x.org_id = ${org} and x.question_key = 'interventions'
          and left(ltrim(x.response), 1) = '[' and jsonb_typeof(e) = 'object'
      ),
      c as (
        select distinct v.id, case v.val when 'staff' then 'staff' when 'other' then 'other'
          else 'serviceUser' end as d
        from v where coalesce(v.val, '') <> ''
      ),
      i as (
        select distinct x.submission_id as id from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = 'medicalInterventionRequired'
          and lower(trim(x.response)) in ('yes', 'true')
      ),
      s as (
        select x.submission_id as id, max(trim(x.response)::int) as staff
        from i join form_responses x on x.submission_id = i.id
        where x.org_id = ${org} and x.question_key = 'numberStaffInvolved'
          and x.response ~ '^\\s*\\d{1,6}\\s*$'
        group by x.submission_id
      )
      select c.d, count(*)::int as n, null as x from c group by c.d
      union all
      select 'staff:', count(*)::int, sum(s.staff)::text from s`,
    ),
  );
  const count = (d: string) => Number(rows.find((row) => row.d === d)?.n ?? 0);
  const staff = rows.find((row) => row.d === 'staff:');
  const withStaff = Number(staff?.n ?? 0);
  const drill = (buckets: Breakdown): Breakdown =>
    buckets.map((bucket) => ({
      ...bucket,
      criteria: bucket.criteria ? [INJURED, ...bucket.criteria] : null,
    }));
  return {
    injuredServiceUser: count('serviceUser'),
    injuredStaff: count('staff'),
    injuredOther: count('other'),
    byMonth: drill(injured.byMonth),
    byHour: drill(injured.byHour),
    byUserGroup: drill(injured.byUserGroup),
    byLocation: drill(injured.byLocation),
    averageStaffPerIncident: withStaff > 0 ? Math.ceil(Number(staff?.x ?? 0) / withStaff) : null,
  };
}
