import { sql } from 'drizzle-orm';
import type { Breakdown, InvolvementReport } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { and, byCount } from './buckets';
import { assertAnalyticsLead, matchingFacts, withLinearPlans } from './scope';

const LISTS = { staff: 'staffInvolved', students: 'studentsInvolved' } as const;

interface Row {
  d: string;
  k: string | null;
  l: string | null;
  n: number;
}

/**
 * `involvement`: per person named in the matching incidents' staffInvolved / studentsInvolved
 * lists, the incidents naming them. A person is every whole number in the answer, as the search's
 * `is <id>` on a list matches (criteria/compile.ts `idList`), so each bucket's criteria select
 * exactly its incidents; the facts (submission_facts `staff_ids` / `student_ids`, kept by the
 * triggers on form_responses) hold those numbers once per incident, read in one hashed GROUPING
 * SETS pass (per staff id, per service user id, and the incidents naming any: each incident's
 * first zipped element). `averageStaffPerIncident`:
 * staff named per incident naming any, averaged over those incidents and rounded up (the weighted
 * average of the staff chart); null when none.
 */
export async function involvement(ctx: ReportContext): Promise<InvolvementReport> {
  assertAnalyticsLead(ctx);
  const matches = await matchingFacts(ctx, 'incidentreport', 'involvement');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      g as materialized (
        select grouping(u.s) as gs, grouping(u.t) as gt, u.s, u.t, count(*)::int as n,
          count(*) filter (where u.o = 1 and f.staff_ids <> '{}')::int as ws,
          count(*) filter (where u.o = 1 and f.student_ids <> '{}')::int as wt
        from m f
        cross join lateral unnest(f.staff_ids, f.student_ids) with ordinality as u(s, t, o)
        where f.staff_ids <> '{}' or f.student_ids <> '{}'
        group by grouping sets ((u.s), (u.t), ())
      )
      select ${LISTS.staff}::text as d, g.s as k, null as l, g.n from g
        where g.gs = 0 and g.s is not null
      union all
      select ${LISTS.students}::text, g.t, null, g.n from g where g.gt = 0 and g.t is not null
      union all
      select ${`incidents:${LISTS.staff}`}::text, null, null, g.ws from g
        where g.gs = 1 and g.gt = 1
      union all
      select ${`incidents:${LISTS.students}`}::text, null, null, g.wt from g
        where g.gs = 1 and g.gt = 1
      union all
      select 'name', u.id::text, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), 0
        from users u where u.org_id = ${org}
          and u.id::text in (select g.s from g where g.s is not null
            union all select g.t from g where g.t is not null)`,
    ),
  );
  const names = new Map(
    rows.filter((row) => row.d === 'name').map((row) => [row.k ?? '', (row.l ?? '').trim()]),
  );
  const people = (list: string): Breakdown =>
    byCount(
      rows
        .filter((row): row is Row & { k: string } => row.d === list && row.k !== null)
        .map((row) => ({
          key: row.k,
          label: names.get(row.k) || row.k,
          count: Number(row.n),
          // A number with leading zeros or beyond an id is not one `is <id>` can name.
          criteria: /^[1-9]\d{0,8}$/.test(row.k) ? [and(list, 'is', row.k)] : null,
        })),
    );
  const staff = people(LISTS.staff);
  const withStaff = Number(rows.find((row) => row.d === `incidents:${LISTS.staff}`)?.n ?? 0);
  const named = staff.reduce((n, bucket) => n + bucket.count, 0);
  return {
    staff,
    otherServiceUsers: people(LISTS.students),
    averageStaffPerIncident: withStaff > 0 ? Math.ceil(named / withStaff) : null,
  };
}
