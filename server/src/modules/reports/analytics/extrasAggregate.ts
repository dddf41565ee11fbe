import { sql } from 'drizzle-orm';
import { EXCLUSION_KEYS, PIL_EXTRA_KEYS } from 'shared-api/incidents';
import type { Breakdown } from 'shared-api/schemas';
import { searchFieldDefinition } from 'shared-api/search';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { and, byCount } from './buckets';
import { assertAnalyticsLead, matchingFacts, memoisePerRequest, withLinearPlans } from './scope';

/** The yes/no questions of the Post Incident Learning extras and the exclusions, in page order. */
export const EXTRA_CATEGORIES = [...PIL_EXTRA_KEYS, ...EXCLUSION_KEYS] as const;

export const categoryLabel = (key: string) => searchFieldDefinition(key)?.label ?? key;

/** A category's drill-down: the incidents answering Yes (True) to it. */
const yes = (key: string) => [and(key, 'is', 'Yes')];

export interface ExtrasAggregate {
  /** Category key -> incidents answering Yes. */
  counts: Map<string, number>;
  /** Category key -> those incidents by service user. */
  byStudent: Map<string, Breakdown>;
}

interface Row {
  q: string;
  k: string | null;
  l: string | null;
  n: number;
}

/**
 * One statement over the matching incidents (the globalIncidentSearch set): per category, the
 * incidents with a yes/true answer (as the criteria compiler matches `is Yes`: submission_facts
 * `yes_keys`), and per category and service user.
 */
async function compute(ctx: ReportContext): Promise<ExtrasAggregate> {
  const matches = await matchingFacts(ctx, 'incidentreport', 'the incident Analytics');
  const org = ctx.orgId;
  const categories = sql.join(
    EXTRA_CATEGORIES.map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      s as materialized (
        select k.q, f.subject_id, count(*)::int as n
        from m f
        cross join lateral unnest(f.yes_keys) as k(q)
        where f.yes_keys && array[${categories}]::text[] and k.q in (${categories})
        group by k.q, f.subject_id
      )
      select s.q, null as k, null as l, sum(s.n)::int as n from s group by s.q
      union all
      select s.q, s.subject_id::text,
        coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), s.n
      from s left join users u on u.id = s.subject_id and u.org_id = ${org}`,
    ),
  );
  const counts = new Map<string, number>();
  const byStudent = new Map<string, Breakdown>();
  // Category totals have neither key nor label (a service-user row always has a label).
  for (const row of rows.filter((r) => r.l === null && r.k === null))
    counts.set(row.q, Number(row.n));
  for (const key of EXTRA_CATEGORIES) {
    byStudent.set(
      key,
      byCount(
        rows
          .filter((row) => row.q === key && row.l !== null)
          .map((row) =>
            row.k === null
              ? { key: '', label: 'Not recorded', count: Number(row.n), criteria: null }
              : {
                  key: row.k,
                  label: (row.l ?? '').trim() || row.k,
                  count: Number(row.n),
                  criteria: [...yes(key), and('studentName', 'is', row.k)],
                },
          ),
      ),
    );
  }
  return { counts, byStudent };
}

const aggregateOf = memoisePerRequest(compute);

export function extrasAggregate(ctx: ReportContext): Promise<ExtrasAggregate> {
  assertAnalyticsLead(ctx);
  return aggregateOf(ctx);
}

/** One bucket per category (all present, 0 when none), count desc then label. */
export function categoryBuckets(aggregate: ExtrasAggregate, keys: readonly string[]): Breakdown {
  return byCount(
    keys.map((key) => ({
      key,
      label: categoryLabel(key),
      count: aggregate.counts.get(key) ?? 0,
      criteria: yes(key),
    })),
  );
}
