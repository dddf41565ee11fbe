import { sql } from 'drizzle-orm';
import type { Breakdown, Bucket, IncidentTotals } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { NOT_RECORDED, and, byCount, hours, locationBreakdown, months } from './buckets';
import { assertAnalyticsLead, matchingFacts, memoisePerRequest, withLinearPlans } from './scope';

/** Everything the Global Incident Report's tiles and seven charts show, from one statement. */
export interface IncidentAggregate {
  totals: IncidentTotals;
  byStudent: Breakdown;
  byYearGroup: Breakdown;
  byUserGroup: Breakdown;
  byMonth: Breakdown;
  byHour: Breakdown;
  byLocation: Breakdown;
  bySystemUser: Breakdown;
}

/** Answers the aggregate reads (search field keys of shared-api's catalogue). */
const KEYS = {
  date: 'dateOfIncident',
  time: 'timeOfIncident',
  location: 'location',
  completedBy: 'completedBy',
  physical: 'physicalInterventionUsed',
  restrictive: 'restrictedPhysicalInterventionUsed',
} as const;

interface Row {
  d: string;
  k: string | null;
  l: string | null;
  n: number;
}

/**
 * One SQL statement over the matching incidents (analytics/scope.ts `matchingFacts`, the set
 * `globalIncidentSearch` counts): `m` (the incidents) is computed once and left-joined to their
 * facts (submission_facts, kept by the triggers on form_responses, each bucket value derived
 * exactly as the criteria compiler tests it: yes/true answers, dates and times by their leading
 * YYYY-MM-DD / HH:mm, lists lowercased and trimmed), so a bucket's `criteria` appended to the
 * request's select exactly its incidents. The join is counted once per combination of the values
 * the charts read (`x`: one hash table, one count per incident; labels are grouped, not compared),
 * then one GROUPING SETS pass over those combinations gives the total, the physical / restrictive
 * counts, the answered counts and the month, hour, location and system user buckets; the
 * subject-side breakdowns group per-subject counts (one row per service user, not per incident).
 * Only (dimension, key, label, count) rows reach Node.
 */
export async function computeIncidentAggregate(ctx: ReportContext): Promise<IncidentAggregate> {
  const matches = await matchingFacts(ctx, 'incidentreport', 'the incident Analytics');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      x as (
        select f.location_key, f.location_label, f.completed_by_key, f.completed_by_label, f.day,
          f.hour, f.physical, f.restrictive, count(*)::int as n
        from m f
        group by f.location_key, f.location_label, f.completed_by_key, f.completed_by_label,
          f.day, f.hour, f.physical, f.restrictive
      ),
      a as materialized (
        select grouping(x.location_key, x.completed_by_key, left(x.day, 7), x.hour) as gs,
          coalesce(x.location_key, x.completed_by_key, left(x.day, 7),
            lpad(x.hour::text, 2, '0')) as k,
          case when grouping(x.location_key) = 0 then min(x.location_label)
            when grouping(x.completed_by_key) = 0 then min(x.completed_by_label) end as l,
          coalesce(sum(x.n), 0)::int as n,
          coalesce(sum(x.n) filter (where x.physical), 0)::int as physical,
          coalesce(sum(x.n) filter (where x.restrictive), 0)::int as restrictive,
          coalesce(sum(x.n) filter (where x.location_key is not null), 0)::int as located,
          coalesce(sum(x.n) filter (where x.completed_by_key is not null), 0)::int as completed
        from x
        group by grouping sets ((), (x.location_key), (x.completed_by_key), (left(x.day, 7)),
          (x.hour))
      ),
      c as materialized (
        select m.subject_id, count(*)::int as n from m group by m.subject_id
      ),
      y as (
        select distinct us.user_id, lower(trim(us.value)) as k, trim(us.value) as l
        from user_settings us
        where us.org_id = ${org} and us.key = 'academicYear' and trim(us.value) <> ''
      ),
      g as (
        select distinct gm.user_id, gr.id, gr.name from user_group_members gm
        join user_groups gr on gr.id = gm.user_group_id
        where gm.org_id = ${org} and gm.deleted = false and gr.deleted = false
      )
      select v.d, v.k, v.l, v.n from a cross join lateral (values
        ('total', null, null, a.n),
        (${KEYS.physical}, 'yes', null, a.physical),
        (${KEYS.restrictive}, 'yes', null, a.restrictive),
        ('answered:' || ${KEYS.location}, null, null, a.located),
        ('answered:' || ${KEYS.completedBy}, null, null, a.completed)
      ) as v(d, k, l, n) where a.gs = 15
      union all
      select case a.gs when 7 then ${KEYS.location} when 11 then ${KEYS.completedBy}
          when 13 then ${KEYS.date} else ${KEYS.time} end, a.k,
        a.l, a.n
        from a where a.gs <> 15 and a.k is not null
      union all
      select 'student', c.subject_id::text,
        min(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), sum(c.n)::int
        from c left join users u on u.id = c.subject_id and u.org_id = ${org}
        group by c.subject_id
      union all
      select 'yearGroup', y.k, min(y.l), sum(c.n)::int
        from c left join y on y.user_id = c.subject_id group by y.k
      union all
      select 'userGroup', g.id::text, min(g.name), sum(c.n)::int
        from c left join g on g.user_id = c.subject_id group by g.id
      union all
      select 'staff', u.id::text, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), 0
        from users u
        where u.org_id = ${org} and u.id::text in (select a.k from a where a.gs = 11)`,
    ),
  );
  return shape(rows);
}

function shape(rows: Row[]): IncidentAggregate {
  const of = (d: string) => rows.filter((row) => row.d === d);
  const count = (d: string) => Number(of(d)[0]?.n ?? 0);
  const total = count('total');
  const bucketsOf = (d: string) =>
    of(d).filter((row): row is Row & { k: string } => row.k !== null);
  const missing = (d: string): Bucket[] => {
    const n = total - count(`answered:${d}`);
    return n > 0 ? [{ key: '', label: NOT_RECORDED, count: n, criteria: null }] : [];
  };
  const countsOf = (d: string) => new Map(bucketsOf(d).map((row) => [row.k, Number(row.n)]));

  const locations = bucketsOf(KEYS.location).map((row) => ({
    key: row.k,
    label: row.l,
    count: Number(row.n),
  }));
  const staffNames = new Map(of('staff').map((row) => [row.k ?? '', row.l ?? '']));
  const systemUsers = bucketsOf(KEYS.completedBy).map((row) => ({
    key: row.k,
    label: staffNames.get(row.k)?.trim() || (row.l ?? row.k),
    count: Number(row.n),
    criteria: row.l && row.l.length <= 1000 ? [and(KEYS.completedBy, 'is', row.l)] : null,
  }));
  // Subject-side breakdowns: a row with a null key holds the incidents without a value.
  const subjectSide = (
    d: string,
    criteriaKey: string,
    none: string,
    response: (row: Row & { k: string }) => string,
  ) =>
    byCount(
      of(d).map((row) =>
        row.k === null
          ? { key: '', label: none, count: Number(row.n), criteria: null }
          : {
              key: row.k,
              label: (row.l ?? '').trim() || row.k,
              count: Number(row.n),
              criteria: [and(criteriaKey, 'is', response(row as Row & { k: string }))],
            },
      ),
    );
  const yes = (q: string) => Number(of(q).find((row) => row.k === 'yes')?.n ?? 0);
  const physical = yes(KEYS.physical);
  return {
    totals: {
      total,
      noPhysical: total - physical,
      physical,
      restrictive: yes(KEYS.restrictive),
    },
    byStudent: subjectSide('student', 'studentName', NOT_RECORDED, (row) => row.k),
    byYearGroup: subjectSide('yearGroup', 'serviceuser_academicyear', NOT_RECORDED, (row) =>
      (row.l ?? row.k).trim(),
    ),
    byUserGroup: subjectSide('userGroup', 'serviceuser_usergroup', 'No group', (row) => row.k),
    byMonth: months(countsOf(KEYS.date), KEYS.date),
    byHour: hours(countsOf(KEYS.time), KEYS.time),
    byLocation: locationBreakdown(locations, total),
    bySystemUser: byCount([...systemUsers, ...missing(KEYS.completedBy)]),
  };
}

/** Memoised per request: the tiles and the seven charts in one generate call run one statement. */
const aggregateOf = memoisePerRequest(computeIncidentAggregate);

/** The aggregate for a lead (403 for anyone else, before any query). */
export function incidentAggregate(ctx: ReportContext): Promise<IncidentAggregate> {
  assertAnalyticsLead(ctx);
  return aggregateOf(ctx);
}
