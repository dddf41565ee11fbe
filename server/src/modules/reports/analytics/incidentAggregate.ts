import { sql } from 'drizzle-orm';
import type { Breakdown, Bucket, IncidentTotals } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { NOT_RECORDED, and, byCount, hours, months, substringSafe } from './buckets';
import { assertAnalyticsLead, matchingRecords, memoisePerRequest, withLinearPlans } from './scope';

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
 * One SQL statement over the matching incidents (analytics/scope.ts `matchingRecords`, the set
 * `globalIncidentSearch` counts): `m` (the incidents) and `r` (their answers the charts read, one
 * row per incident, question and bucket) are computed once, and every count is a grouped count of
 * distinct incidents in a UNION ALL over them, so nothing but (dimension, key, label, count) rows
 * reaches Node. Each bucket value is derived exactly as the criteria compiler tests it (yes/true
 * answers, dates and times by their leading YYYY-MM-DD / HH:mm, lists lowercased and trimmed), so
 * a bucket's `criteria` appended to the request's select exactly its incidents. An incident with two
 * answers to one question is in both buckets, as the search finds it under either.
 */
export async function computeIncidentAggregate(ctx: ReportContext): Promise<IncidentAggregate> {
  const matches = await matchingRecords(ctx, 'incidentreport', 'the incident Analytics');
  const org = ctx.orgId;
  const keyList = sql.join(
    Object.values(KEYS).map((k) => sql`${k}`),
    sql`, `,
  );
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      r as materialized (
        select v.id, v.q, v.k, min(v.l) as l from (
          select x.submission_id as id, x.question_key as q,
            case x.question_key
              when ${KEYS.date} then case when x.response ~ '^\\d{4}-\\d{2}-\\d{2}' then left(x.response, 7) end
              when ${KEYS.time} then case when x.response ~ '^([01]\\d|2[0-3]):\\d{2}' then left(x.response, 2) end
              when ${KEYS.physical} then case when lower(trim(x.response)) in ('yes', 'true') then 'yes' end
              when ${KEYS.restrictive} then case when lower(trim(x.response)) in ('yes', 'true') then 'yes' end
              else nullif(lower(trim(x.response)), '')
            end as k,
            -- Labels are shown for locations and system users only (others are keys).
            case when x.question_key in (${KEYS.location}, ${KEYS.completedBy}) then trim(x.response) end as l
          from m join form_responses x on x.submission_id = m.id
          where x.org_id = ${org} and x.question_key in (${keyList})
        ) v
        where v.k is not null
        group by v.id, v.q, v.k
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
      ),
      b as materialized (
        select r.q, r.k, min(r.l) as l, count(*)::int as n from r group by r.q, r.k
      )
      select 'total' as d, null as k, null as l, count(*)::int as n from m
      union all
      select b.q, b.k, b.l, b.n from b
      union all
      select 'answered:' || a.q, null, null, count(*)::int
        from (select distinct r.q, r.id from r
          where r.q in (${KEYS.location}, ${KEYS.completedBy})) a group by a.q
      union all
      select 'student', m.subject_id::text,
        min(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), count(*)::int
        from m left join users u on u.id = m.subject_id and u.org_id = ${org}
        group by m.subject_id
      union all
      select 'yearGroup', y.k, min(y.l), count(*)::int
        from m left join y on y.user_id = m.subject_id group by y.k
      union all
      select 'userGroup', g.id::text, min(g.name), count(*)::int
        from m left join g on g.user_id = m.subject_id group by g.id
      union all
      select 'staff', u.id::text, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''), 0
        from users u
        where u.org_id = ${org} and u.id::text in (
          select b.k from b where b.q = ${KEYS.completedBy})`,
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

  const location = substringSafe(
    bucketsOf(KEYS.location).map((row) => ({
      key: row.k,
      label: row.l ?? row.k,
      count: Number(row.n),
      criteria: row.l && row.l.length <= 1000 ? [and(KEYS.location, 'is', row.l)] : null,
    })),
  );
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
    byLocation: byCount([...location, ...missing(KEYS.location)]),
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
