import { sql } from 'drizzle-orm';
import {
  DISPROPORTIONALITY_DIMENSIONS,
  type Disproportionality,
  type DisproportionalityDimension,
} from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { NOT_RECORDED } from './buckets';
import { assertAnalyticsLead, matchingFacts, withLinearPlans } from './scope';

const SEN_LABELS: Record<string, string> = {
  none: 'None',
  senSupport: 'SEN support',
  ehcPlan: 'EHC plan',
};

interface Row {
  dimension: DisproportionalityDimension;
  grp: string;
  roll: number;
  incidents: number;
  physical: number;
  restrictive: number;
}

const per100 = (n: number, roll: number) => (roll > 0 ? Math.round((n * 1000) / roll) / 10 : null);

/**
 * `disproportionality`: for each group of each dimension (ethnicity, gender, year group, SEN
 * status of the service user as recorded now), the organisation's current service users in it
 * (not deleted, not former: the roll) and the matching incidents (globalIncidentSearch set) about
 * them, with physical and restrictive ones (Yes / true answers, submission_facts `physical` /
 * `restrictive`), and rates per 100 of the roll. One statement: each service user's four group
 * values once, joined to per-subject counts.
 */
export async function disproportionality(ctx: ReportContext): Promise<Disproportionality> {
  assertAnalyticsLead(ctx);
  const matches = await matchingFacts(ctx, 'incidentreport', 'disproportionality');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      c as (
        select f.subject_id, count(*)::int as incidents,
          count(*) filter (where f.physical)::int as physical,
          count(*) filter (where f.restrictive)::int as restrictive
        from m f
        group by f.subject_id
      ),
      y as (
        select us.user_id, max(trim(us.value)) filter (where us.value <> 'Former') as value,
          bool_or(us.value = 'Former') as former
        from user_settings us
        where us.org_id = ${org} and us.key = 'academicYear' group by us.user_id
      ),
      su as (
        select u.id, u.deleted = false and not coalesce(y.former, false) as current,
          coalesce(nullif(trim(u.ethnicity), ''), ${NOT_RECORDED}) as ethnicity,
          coalesce(nullif(trim(u.gender), ''), ${NOT_RECORDED}) as gender,
          coalesce(nullif(y.value, ''), ${NOT_RECORDED}) as year_group,
          coalesce(u.sen_status, 'none') as sen
        from users u left join y on y.user_id = u.id
        where u.org_id = ${org} and u.type = 'student'
      ),
      g as (
        select su.id, su.current, d.dimension, d.grp from su
        cross join lateral (values ('ethnicity', su.ethnicity), ('gender', su.gender),
          ('yearGroup', su.year_group), ('sen', su.sen)) as d(dimension, grp)
      )
      select g.dimension, g.grp, (count(*) filter (where g.current))::int as roll,
        coalesce(sum(c.incidents), 0)::int as incidents,
        coalesce(sum(c.physical), 0)::int as physical,
        coalesce(sum(c.restrictive), 0)::int as restrictive
      from g left join c on c.subject_id = g.id
      group by g.dimension, g.grp`,
    ),
  );
  const order = (d: DisproportionalityDimension) => DISPROPORTIONALITY_DIMENSIONS.indexOf(d);
  return {
    rows: rows
      .filter((row) => Number(row.roll) > 0 || Number(row.incidents) > 0)
      .map((row) => {
        const roll = Number(row.roll);
        const physical = Number(row.physical);
        const restrictive = Number(row.restrictive);
        return {
          dimension: row.dimension,
          group: row.dimension === 'sen' ? (SEN_LABELS[row.grp] ?? row.grp) : row.grp,
          roll,
          incidents: Number(row.incidents),
          physical,
          restrictive,
          physicalPer100: per100(physical, roll),
          restrictivePer100: per100(restrictive, roll),
        };
      })
      .sort(
        (a, b) =>
          order(a.dimension) - order(b.dimension) ||
          b.incidents - a.incidents ||
          (a.group < b.group ? -1 : a.group > b.group ? 1 : 0),
      ),
  };
}
