import { sql } from 'drizzle-orm';
import type { Breakdown, InterventionReport } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { and, byCount, locationBreakdown } from './buckets';
import { assertAnalyticsLead, matchingFacts, withLinearPlans } from './scope';

/** The five damage categories of spec 3 §2.5: the incident page's yes/no conduct questions. */
export const DAMAGE_CATEGORIES = [
  { key: 'hurtingSelf', label: 'Hurting self' },
  { key: 'hurtingOthers', label: 'Hurting others' },
  { key: 'propertyDamage', label: 'Damage to property' },
  { key: 'commitOffence', label: 'Committing an offence' },
  { key: 'behaviour', label: 'Behaviour we are trying to support' },
] as const;

interface Row {
  d: string;
  k: string | null;
  l: string | null;
  n: number;
  x: string | null;
}

/**
 * `intervention`, in one statement over the matching incidents' facts (the globalIncidentSearch
 * set, scope.ts `matchingFacts`), grouped once by location; the totals add up those groups: the locations
 * (as the Global Incident Report's, buckets.ts `locationBreakdown`) and restrictive count, the
 * techniques used (per technique, incidents rating it as used: the facts' `technique_keys`, which
 * the technique criteria read too, with their `technique_labels`; drill-down `physicalTechnique` /
 * `deescalationTechniques` is <name>), the durations of physical intervention (minutes answered as
 * a number; average over the incidents recording one) and the five damage categories answered Yes
 * (`yes_keys`; all present; no search field names them, so no drill-down criteria).
 */
export async function intervention(ctx: ReportContext): Promise<InterventionReport> {
  assertAnalyticsLead(ctx);
  const matches = await matchingFacts(ctx, 'incidentreport', 'intervention');
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      a as materialized (
        select m.location_key as k, min(m.location_label) as l, count(*)::int as n,
          (count(*) filter (where m.restrictive))::int as restrictive,
          count(m.duration)::int as durations, sum(m.duration) as minutes,
          ${sql.join(
            DAMAGE_CATEGORIES.map(
              (c, i) =>
                sql`(count(*) filter (where ${c.key} = any(m.yes_keys)))::int as ${sql.raw(`d${i}`)}`,
            ),
            sql`, `,
          )}
        from m group by m.location_key
      )
      select split_part(t.k, ':', 1) as d, substr(t.k, strpos(t.k, ':') + 1) as k, min(t.l) as l,
          count(*)::int as n, null as x
        from (select unnest(m.technique_keys) as k, unnest(m.technique_labels) as l from m
          where cardinality(m.technique_keys) > 0) t
        group by t.k
      union all
      select 'location', a.k, a.l, a.n, null from a where a.k is not null
      union all
      select 'duration', null, null, coalesce(sum(a.durations), 0)::int, sum(a.minutes)::text from a
      union all
      select 'restrictive', null, null, coalesce(sum(a.restrictive), 0)::int, null from a
      union all
      select 'damage', d.key, null, sum(d.n)::int, null
        from a cross join lateral (values ${sql.join(
          DAMAGE_CATEGORIES.map((c, i) => sql`(${c.key}::text, a.${sql.raw(`d${i}`)})`),
          sql`, `,
        )}) d(key, n) group by d.key
      union all
      select 'total', null, null, coalesce(sum(a.n), 0)::int, null from a`,
    ),
  );
  const techniques = (q: string, field: string): Breakdown =>
    byCount(
      rows
        .filter((row): row is Row & { k: string } => row.d === q && row.k !== null)
        .map((row) => {
          const label = (row.l ?? '').trim() || row.k;
          return {
            key: row.k,
            label,
            count: Number(row.n),
            criteria: label.length <= 1000 ? [and(field, 'is', label)] : null,
          };
        }),
    );
  const single = (d: string) => Number(rows.find((row) => row.d === d)?.n ?? 0);
  const duration = rows.find((row) => row.d === 'duration');
  const recorded = Number(duration?.n ?? 0);
  const totalSeconds = Math.round(Number(duration?.x ?? 0) * 60);
  const damage = new Map(
    rows.filter((row) => row.d === 'damage').map((row) => [row.k ?? '', Number(row.n)]),
  );
  return {
    locations: locationBreakdown(
      rows
        .filter((row): row is Row & { k: string } => row.d === 'location' && row.k !== null)
        .map((row) => ({ key: row.k, label: row.l, count: Number(row.n) })),
      single('total'),
    ),
    physicalTechniques: techniques('physical', 'physicalTechnique'),
    deescalationTechniques: techniques('deescalation', 'deescalationTechniques'),
    restrictiveCount: single('restrictive'),
    averageDurationSeconds: recorded > 0 ? Math.round(totalSeconds / recorded) : null,
    totalDurationSeconds: totalSeconds,
    damageCategories: byCount(
      DAMAGE_CATEGORIES.map((c) => ({
        key: c.key,
        label: c.label,
        count: damage.get(c.key) ?? 0,
        criteria: null,
      })),
    ),
  };
}
