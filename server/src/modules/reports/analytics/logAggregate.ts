import { sql } from 'drizzle-orm';
import type { Breakdown, Bucket, CriteriaRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { NOT_RECORDED, and, byCount } from './buckets';
import { assertAnalyticsLead, matchingRecords, memoisePerRequest, withLinearPlans } from './scope';

/** The answer a Log Report / Clicker Report groups by (a searchable list field). */
const TYPE_KEY = { concern: 'positiveNegative', clicker: 'quickBehaviour' } as const;
type LogKind = keyof typeof TYPE_KEY;

export interface TypeCount {
  key: string;
  label: string;
  count: number;
}

export interface StudentTypes {
  userId: number;
  name: string;
  total: number;
  /** Type key -> count. */
  byType: Map<string, TypeCount>;
}

/** Everything the Log / Clicker Report's tiles and charts show, from one statement. */
export interface LogAggregate {
  kind: LogKind;
  count: number;
  studentCount: number;
  byType: Breakdown;
  byStudent: Breakdown;
  students: StudentTypes[];
  /** Criteria selecting the records of a type key (null when it has none: 'Not recorded'). */
  typeCriteria(key: string): CriteriaRow[] | null;
}

interface Row {
  d: string;
  k: string | null;
  l: string | null;
  t: string | null;
  tl: string | null;
  n: number;
}

/**
 * One SQL statement over the matching logs or clickers (the set the search counts with the same
 * criteria): `m` the records, `a` their type answers one row per record and type (lowercased and
 * trimmed, as a list field is matched), and grouped counts per type, per service user and per both
 * (hash aggregates; no count(distinct), which sorts).
 */
async function compute(ctx: ReportContext, kind: LogKind): Promise<LogAggregate> {
  const matches = await matchingRecords(
    ctx,
    kind,
    kind === 'concern' ? 'the Log Report' : 'the Clicker Report',
  );
  const org = ctx.orgId;
  const typeKey = TYPE_KEY[kind];
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      a as materialized (
        select x.submission_id as id, lower(trim(x.response)) as k, min(trim(x.response)) as l
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = ${typeKey} and trim(x.response) <> ''
        group by 1, 2
      ),
      p as (
        select m.id, m.subject_id,
          coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') as name
        from m left join users u on u.id = m.subject_id and u.org_id = ${org}
      )
      select 'total' as d, null as k, null as l, null as t, null as tl, count(*)::int as n from m
      union all
      select 'students', null, null, null, null, count(*)::int
        from (select distinct m.subject_id from m where m.subject_id is not null) su
      union all
      select 'answered', null, null, null, null, count(*)::int from (select distinct a.id from a) an
      union all
      select 'type', a.k, min(a.l), null, null, count(*)::int from a group by a.k
      union all
      select 'student', p.subject_id::text, min(p.name), null, null, count(*)::int
        from p group by p.subject_id
      union all
      select 'studentType', p.subject_id::text, min(p.name), a.k, min(a.l), count(*)::int
        from p join a on a.id = p.id group by p.subject_id, a.k`,
    ),
  );
  const of = (d: string) => rows.filter((row) => row.d === d);
  const single = (d: string) => Number(of(d)[0]?.n ?? 0);
  const count = single('total');
  const typeLabels = new Map(of('type').map((row) => [row.k ?? '', row.l ?? '']));
  const typeCriteria = (key: string): CriteriaRow[] | null => {
    const label = typeLabels.get(key);
    return label ? [and(typeKey, 'is', label)] : null;
  };
  const unanswered = count - single('answered');
  const byType: Bucket[] = of('type').map((row) => ({
    key: row.k ?? '',
    label: row.l ?? '',
    count: Number(row.n),
    criteria: typeCriteria(row.k ?? ''),
  }));
  if (unanswered > 0)
    byType.push({ key: '', label: NOT_RECORDED, count: unanswered, criteria: null });
  const studentBucket = (row: Row, extra: CriteriaRow[] | null): Bucket =>
    row.k === null
      ? { key: '', label: NOT_RECORDED, count: Number(row.n), criteria: null }
      : {
          key: row.k,
          label: (row.l ?? '').trim() || row.k,
          count: Number(row.n),
          criteria: extra ? [...extra, and('studentName', 'is', row.k)] : null,
        };
  const students = new Map<string, StudentTypes>();
  for (const row of of('student')) {
    if (row.k === null) continue;
    students.set(row.k, {
      userId: Number(row.k),
      name: (row.l ?? '').trim(),
      total: Number(row.n),
      byType: new Map(),
    });
  }
  for (const row of of('studentType')) {
    const student = row.k === null ? undefined : students.get(row.k);
    if (student && row.t !== null)
      student.byType.set(row.t, { key: row.t, label: row.tl ?? row.t, count: Number(row.n) });
  }
  return {
    kind,
    count,
    studentCount: single('students'),
    byType: byCount(byType),
    byStudent: byCount(of('student').map((row) => studentBucket(row, []))),
    students: [...students.values()].sort(
      (x, y) => y.total - x.total || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0),
    ),
    typeCriteria,
  };
}

const concern = memoisePerRequest((ctx) => compute(ctx, 'concern'));
const clicker = memoisePerRequest((ctx) => compute(ctx, 'clicker'));

/** The aggregate for a lead (403 for anyone else, before any query). */
export function logAggregate(ctx: ReportContext, kind: LogKind): Promise<LogAggregate> {
  assertAnalyticsLead(ctx);
  return kind === 'concern' ? concern(ctx) : clicker(ctx);
}

/**
 * Service users' counts of one type (`typeKey` lowercased, e.g. 'positive'), as buckets whose
 * criteria select that type and that service user.
 */
export function studentsOfType(aggregate: LogAggregate, typeKey: string): Breakdown {
  const criteria = aggregate.typeCriteria(typeKey);
  return byCount(
    aggregate.students.flatMap((student) => {
      const n = student.byType.get(typeKey)?.count ?? 0;
      return n > 0
        ? [
            {
              key: String(student.userId),
              label: student.name || String(student.userId),
              count: n,
              criteria: criteria
                ? [...criteria, and('studentName', 'is', String(student.userId))]
                : null,
            },
          ]
        : [];
    }),
  );
}
