import { sql, type SQL } from 'drizzle-orm';
import type { Breakdown, InterventionReport } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { DEESCALATION_LISTS, PHYSICAL_LISTS } from '../criteria/fields';
import type { ReportContext } from '../registry';
import { and, byCount } from './buckets';
import { incidentAggregate } from './incidentAggregate';
import { assertAnalyticsLead, matchingRecords, withLinearPlans } from './scope';

/** The five damage categories of spec 3 §2.5: the incident page's yes/no conduct questions. */
export const DAMAGE_CATEGORIES = [
  { key: 'hurtingSelf', label: 'Hurting self' },
  { key: 'hurtingOthers', label: 'Hurting others' },
  { key: 'propertyDamage', label: 'Damage to property' },
  { key: 'commitOffence', label: 'Committing an offence' },
  { key: 'behaviour', label: 'Behaviour we are trying to support' },
] as const;

const DURATION = 'physicalInterventionDuration';

interface Row {
  d: string;
  k: string | null;
  l: string | null;
  n: number;
  x: string | null;
}

const list = (keys: readonly string[]) =>
  sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );

/**
 * A technique list's entries as the criteria compiler reads them (criteria/compile.ts
 * `techniqueUsed`): the name of a string or of an object's key / technique / name, without white
 * space and lowercased, and only entries rated as used (not 'n/a', '' or 'null').
 */
const techniqueEntries = (lists: readonly string[], tag: string, org: number): SQL => sql`
  select distinct x.submission_id as id, ${tag} as q,
    lower(regexp_replace(case jsonb_typeof(e) when 'string' then e #>> '{}'
      when 'object' then coalesce(e ->> 'key', e ->> 'technique', e ->> 'name', '') else '' end,
      '\\s', '', 'g')) as k,
    case jsonb_typeof(e) when 'string' then e #>> '{}'
      when 'object' then coalesce(e ->> 'key', e ->> 'technique', e ->> 'name', '') else '' end as l
  from m join form_responses x on x.submission_id = m.id
  cross join lateral jsonb_array_elements(besmart_jsonb_array(x.response)) e
  where x.org_id = ${org} and x.question_key in (${list(lists)})
    and left(ltrim(x.response), 1) = '['
    and (jsonb_typeof(e) <> 'object' or e -> 'value' is null
      or lower(trim(e ->> 'value')) not in ('n/a', '', 'null'))`;

/**
 * `intervention`: the Global Incident Report's locations (same memoised aggregate) and restrictive
 * count, plus one statement for the techniques used (per technique, incidents rating it as used;
 * drill-down `physicalTechnique` / `deescalationTechniques` is <name>), the durations of
 * physical intervention (minutes answered as a number; average over the incidents recording one)
 * and the five damage categories answered Yes (all present; no search field names them, so no
 * drill-down criteria).
 */
export async function intervention(ctx: ReportContext): Promise<InterventionReport> {
  assertAnalyticsLead(ctx);
  const base = await incidentAggregate(ctx);
  const matches = await matchingRecords(ctx, 'incidentreport', 'intervention');
  const org = ctx.orgId;
  const damageKeys = DAMAGE_CATEGORIES.map((c) => c.key);
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      t as (
        ${techniqueEntries(PHYSICAL_LISTS, 'physical', org)}
        union
        ${techniqueEntries(DEESCALATION_LISTS, 'deescalation', org)}
      ),
      dur as (
        select x.submission_id as id, max(trim(x.response)::numeric) as minutes
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = ${DURATION}
          and x.response ~ '^\\s*\\d{1,6}(\\.\\d{1,3})?\\s*$'
        group by x.submission_id
      ),
      dmg as (
        select distinct x.submission_id as id, x.question_key as q
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key in (${list(damageKeys)})
          and lower(trim(x.response)) in ('yes', 'true')
      )
      select t.q as d, t.k, min(t.l) as l, count(*)::int as n, null as x
        from t where t.k <> '' group by t.q, t.k
      union all
      select 'duration', null, null, count(*)::int, sum(dur.minutes)::text from dur
      union all
      select 'damage', dmg.q, null, count(*)::int, null from dmg group by dmg.q`,
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
  const duration = rows.find((row) => row.d === 'duration');
  const recorded = Number(duration?.n ?? 0);
  const totalSeconds = Math.round(Number(duration?.x ?? 0) * 60);
  const damage = new Map(
    rows.filter((row) => row.d === 'damage').map((row) => [row.k ?? '', Number(row.n)]),
  );
  return {
    locations: base.byLocation,
    physicalTechniques: techniques('physical', 'physicalTechnique'),
    deescalationTechniques: techniques('deescalation', 'deescalationTechniques'),
    restrictiveCount: base.totals.restrictive,
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
