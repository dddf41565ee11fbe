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
 * exactly its incidents; the facts (submission_facts `staff_ids` / `student_ids`, kept by the
 * triggers on form_responses) hold those numbers once per incident. `averageStaffPerIncident`:
 * staff named per incident naming any, averaged over those incidents and rounded up (the weighted
 * average of the staff chart); null when none.
 */
export async function involvement(ctx: ReportContext): Promise<InvolvementReport> {
  assertAnalyticsLead(ctx);
  const matches = await matchingRecords(ctx, 'incidentreport', 'involvement');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      f as materialized (
        select f.staff_ids, f.student_ids
        from m join submission_facts f on f.submission_id = m.id and f.org_id = ${org}
        where f.staff_ids <> '{}' or f.student_ids <> '{}'
      ),
      p as materialized (
        select ${LISTS.staff}::text as q, k from f cross join lateral unnest(f.staff_ids) k
        union all
        select ${LISTS.students}::text, k from f cross join lateral unnest(f.student_ids) k
      )
      select p.q as d, p.k, null as l, count(*)::int as n from p group by p.q, p.k
      union all
      select ${`incidents:${LISTS.staff}`}::text, null, null,
        count(*) filter (where f.staff_ids <> '{}')::int from f
      union all
      select ${`incidents:${LISTS.students}`}::text, null, null,
        count(*) filter (where f.student_ids <> '{}')::int from f
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
