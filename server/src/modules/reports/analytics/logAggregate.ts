import { sql } from 'drizzle-orm';
import type { Breakdown, Bucket, CriteriaRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { NOT_RECORDED, and, byCount } from './buckets';
import { assertAnalyticsLead, matchingFacts, memoisePerRequest, withLinearPlans } from './scope';

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
 * criteria): `m` the records left-joined to their facts (submission_facts, kept by the triggers on
 * form_responses: the type answer lowercased and trimmed as the key, as a list field is matched,
 * trimmed as the label, NULL when blank or missing), counted in one hashed GROUPING SETS pass (all,
 * per type, per service user, per both); the service users' names are joined to the groups only.
 */
async function compute(ctx: ReportContext, kind: LogKind): Promise<LogAggregate> {
  const matches = await matchingFacts(
    ctx,
    kind,
    kind === 'concern' ? 'the Log Report' : 'the Clicker Report',
  );
  const org = ctx.orgId;
  const typeKey = TYPE_KEY[kind];
  const [key, label] =
    kind === 'concern'
      ? [sql`f.positive_negative_key`, sql`f.positive_negative_label`]
      : [sql`f.quick_behaviour_key`, sql`f.quick_behaviour_label`];
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<Row>(
      ctx.tx,
      sql`with ${matches},
      g as materialized (
        select grouping(f.subject_id) as gs, grouping(${key}) as gk, f.subject_id,
          ${key} as k, min(${label}) as l, count(*)::int as n
        from m f
        group by grouping sets ((), (${key}), (f.subject_id), (f.subject_id, ${key}))
      ),
      p as (
        select g.*, coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '') as name
        from g left join users u on u.id = g.subject_id and u.org_id = ${org}
        where g.gs = 0
      )
      select 'total' as d, null as k, null as l, null as t, null as tl, g.n from g
        where g.gs = 1 and g.gk = 1
      union all
      select 'students', null, null, null, null, count(*)::int
        from g where g.gs = 0 and g.gk = 1 and g.subject_id is not null
      union all
      select 'answered', null, null, null, null, coalesce(sum(g.n), 0)::int
        from g where g.gs = 1 and g.gk = 0 and g.k is not null
      union all
      select 'type', g.k, g.l, null, null, g.n from g
        where g.gs = 1 and g.gk = 0 and g.k is not null
      union all
      select 'student', p.subject_id::text, p.name, null, null, p.n from p where p.gk = 1
      union all
      select 'studentType', p.subject_id::text, p.name, p.k, p.l, p.n from p
        where p.gk = 0 and p.k is not null`,
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
