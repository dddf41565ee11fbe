import { sql } from 'drizzle-orm';
import type { Breakdown, InvolvementReport } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { and, byCount } from './buckets';
import { assertAnalyticsLead, matchingRecords, withLinearPlans } from './scope';

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
 * exactly its incidents. `averageStaffPerIncident`: staff named per incident naming any, averaged
 * over those incidents and rounded up (the weighted average of the staff chart); null when none.
 */
export async function involvement(ctx: ReportContext): Promise<InvolvementReport> {
  assertAnalyticsLead(ctx);
  const matches = await matchingRecords(ctx, 'incidentreport', 'involvement');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      p as materialized (
        select distinct x.submission_id as id, x.question_key as q, v.n[1] as k
        from m join form_responses x on x.submission_id = m.id
        cross join lateral regexp_matches(x.response, '\\d+', 'g') as v(n)
        where x.org_id = ${org} and x.question_key in (${LISTS.staff}, ${LISTS.students})
      )
      select p.q as d, p.k, null as l, count(*)::int as n from p group by p.q, p.k
      union all
      select 'incidents:' || i.q, null, null, count(*)::int
        from (select distinct p.q, p.id from p) i group by i.q
      union all
      select 'name', u.id::text, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), 0
        from users u where u.org_id = ${org} and u.id::text in (select p.k from p)`,
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
