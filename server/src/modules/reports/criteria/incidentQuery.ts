import { sql, type SQL } from 'drizzle-orm';
import type { IncidentDraftRow, IncidentRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import type { Viewer } from '../../../platform/visibility';
import type { ReportContext } from '../registry';
import { asSet, compileCriteriaParts } from './compile';
import { techniqueKeysOfRequest } from './techniques';
import { visibleWhere } from './visibleSet';

/** Submission types the search reports read (spec 2 §9); others are a 400 naming the field. */
const SEARCHABLE_TYPES = ['incidentreport', 'concern', 'clicker'];

export interface SearchScope {
  /**
   * Extra condition on `s` (CPOMS-synced, own drafts...): a test of the row's own columns; none
   * for every current record of the scope.
   */
  where?: SQL;
  /** Whose visibility rule applies (platform/visibility.ts, composed by criteria/visibleSet.ts). */
  viewer?: Viewer;
  status: 'Published' | 'Draft';
}

/** One page of a search and the number of matches. */
interface Matches {
  /** The statement's `m`: id, reference, created_at of every match (not yet ordered). */
  matches: SQL;
  /**
   * Whether the matches must be computed once (criteria, or a visibility rule reading other tables)
   * or may be read twice from indexes (once for the count, once for the page).
   */
  materialize: boolean;
}

async function searchMatches(ctx: ReportContext, scope: SearchScope): Promise<Matches> {
  if (!SEARCHABLE_TYPES.includes(ctx.submissionType))
    throw badRequest(`submissionType must be one of ${SEARCHABLE_TYPES.join(', ')}`);
  const techniqueKeys = await techniqueKeysOfRequest(ctx);
  const inScope = (a: SQL) => sql`${a}.org_id = ${ctx.orgId} and ${a}.type = ${ctx.submissionType}
    and ${a}.status = ${scope.status} and ${a}.superseded = false`;
  const criteria = compileCriteriaParts(ctx.query, {
    orgId: ctx.orgId,
    techniqueKeys,
    scope: inScope,
  });
  const visible = scope.viewer
    ? visibleWhere(scope.viewer, ctx.submissionType)
    : { where: sql`true`, readsOtherTables: false };
  // Every criterion is an answer the facts hold: the facts row carries the scope, the order and
  // what the visibility rule reads (migrations 0018, 0020), so the matches are one scan of the
  // facts, named as the submission row `s` the scope and visibility test, with no join to
  // form_submissions. An extra test of the row (CPOMS-synced, own drafts) keeps the join.
  if (criteria && 'fact' in criteria && !scope.where)
    return {
      matches: sql`select s.id, s.reference, s.created_at from (
          select f.submission_id as id, f.org_id, f.type, f.status, f.superseded, f.subject_id,
            f.author_id, f.root_id, f.was_published, f.reference, f.created_at
          from submission_facts f where f.org_id = ${ctx.orgId} and (${criteria.fact})
        ) s
        where ${inScope(sql`s`)} and ${visible.where}`,
      materialize: true,
    };
  return {
    matches: sql`select s.id, s.reference, s.created_at from form_submissions s
      where ${inScope(sql`s`)} and ${scope.where ?? sql`true`} and ${visible.where}${
        criteria ? sql` and s.id in (${asSet(ctx.orgId, criteria)})` : sql``
      }`,
    materialize: criteria !== null || visible.readsOtherTables,
  };
}

/**
 * work_mem for a search statement: the planner hashes an `IN (subquery)` under OR (visibleSet.ts)
 * only when the subquery's estimated size fits in work_mem, and otherwise re-runs it per row. 64 MB
 * keeps a caller's own chains (about a million ids) hashed; a hash table that grows past it at run
 * time still works, it is the plan-time choice that matters.
 */
const SEARCH_WORK_MEM = '64MB';

/**
 * Runs one search statement: the count and the page's ids from the matches (ids first: a deep
 * offset skips index entries, not display rows), then `display` (a query on `pg.id`, in a lateral so
 * it reads only the page's rows by primary key).
 * - Matches computed once are counted by a window over them (`count(*) over ()`, evaluated before
 *   the page's order and limit): one pass, which PostgreSQL may run in parallel, where a
 *   materialised CTE read twice (count, then page) was a third slower and never parallel. A page
 *   past the last match has no row to carry the count, so then the count is its own statement.
 * - Matches read from indexes (no criteria, own-column visibility) are a CTE that is not
 *   materialised: the count and the page each read the search index.
 * Nested loops are switched off for this statement only: without planner statistics every
 * estimate is one row and the planner would otherwise loop one input per row of another (README
 * "Incident search", plans); the display lookups stay parameterised index reads because a lateral
 * subquery can only be joined that way. JIT goes off with it: the planner's penalty on the
 * remaining loops would otherwise make every search look expensive enough to compile (~1 s of LLVM
 * per statement on PostgreSQL). work_mem is raised with them (SEARCH_WORK_MEM).
 */
async function runSearch<R>(
  ctx: ReportContext,
  { matches, materialize }: Matches,
  order: (alias: SQL) => SQL,
  display: SQL,
): Promise<{ rows: R[]; total: number }> {
  const [was] = (await queryRows<{ nestloop: string; jit: string; workMem: string }>(
    ctx.tx,
    sql`select current_setting('enable_nestloop') as nestloop, current_setting('jit') as jit,
      current_setting('work_mem') as "workMem",
      set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true),
      set_config('work_mem', ${SEARCH_WORK_MEM}, true)`,
  )) as [{ nestloop: string; jit: string; workMem: string }];
  try {
    const page = sql`limit ${ctx.limit} offset ${ctx.offset}`;
    const rows = await queryRows<{ total: number; row: R | null }>(
      ctx.tx,
      materialize
        ? sql`select pg.total, to_jsonb(d) as row
          from (select m.id, m.reference, m.created_at, count(*) over ()::int as total
            from (${matches}) m order by ${order(sql`m`)} ${page}) pg
          cross join lateral (${display} offset 0) d
          order by ${order(sql`pg`)}`
        : sql`with m as not materialized (${matches})
          select t.total, p.row from (select count(*)::int as total from m) t
          left join lateral (
            select to_jsonb(d) as row
            from (select m.id, m.reference, m.created_at from m order by ${order(sql`m`)} ${page}) pg
            cross join lateral (${display} offset 0) d
            order by ${order(sql`pg`)}
          ) p on true`,
    );
    if (rows.length > 0 || ctx.offset === 0)
      return {
        total: Number(rows[0]?.total ?? 0),
        rows: rows.flatMap((row) => (row.row ? [row.row] : [])),
      };
    // A page past the last match: no row carries the window's count.
    const [counted] = await queryRows<{ total: number }>(
      ctx.tx,
      sql`select count(*)::int as total from (${matches}) m`,
    );
    return { total: Number(counted?.total ?? 0), rows: [] };
  } finally {
    await ctx.tx.execute(
      sql`select set_config('enable_nestloop', ${was.nestloop}, true), set_config('jit', ${was.jit}, true),
        set_config('work_mem', ${was.workMem}, true)`,
    );
  }
}

interface RawIncidentRow extends Omit<
  IncidentRow,
  'cpomsSyncFailed' | 'createdAt' | 'parentsInformed'
> {
  cpomsSyncFailed: boolean;
  parentsInformed: boolean | null;
  createdAt: string | Date;
}

const iso = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Current versions matching the criteria within `scope`, reference descending, one page. */
export async function searchIncidents(
  ctx: ReportContext,
  scope: SearchScope,
): Promise<{ rows: IncidentRow[]; total: number }> {
  const { rows, total } = await runSearch<RawIncidentRow>(
    ctx,
    await searchMatches(ctx, scope),
    (a) => sql`${a}.reference desc nulls last, ${a}.id desc`,
    sql`select s.id, s.reference, s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        (select us.value from user_settings us
          where us.org_id = s.org_id and us.user_id = s.subject_id and us.key = 'academicYear'
          order by us.id desc limit 1) as "yearGroup",
        (select r.response from form_responses r
          where r.submission_id = s.id and r.question_key = 'dateOfIncident'
          order by r.id desc limit 1) as "dateOfIncident",
        s.sub_type as subtype, s.type, s.flag, s.parents_informed as "parentsInformed",
        case when s.pdf_file_id is null then null else '/api/file/' || s.pdf_file_id end as "pdfUrl",
        s.cpoms_id as "cpomsId", u.cpoms_id as "userCpomsId",
        s.cpoms_sync_failed as "cpomsSyncFailed", s.status, s.created_at as "createdAt"
      from form_submissions s
      left join lateral (select u.first_name, u.last_name, u.cpoms_id from users u
        where u.id = s.subject_id and u.org_id = s.org_id offset 0) u on true
      where s.id = pg.id`,
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      reference: row.reference === null ? null : Number(row.reference),
      userId: row.userId === null ? null : Number(row.userId),
      parentsInformed: row.parentsInformed === null ? null : row.parentsInformed ? 'yes' : 'no',
      cpomsSyncFailed: row.cpomsSyncFailed ? 1 : 0,
      createdAt: iso(row.createdAt),
    })),
  };
}

/** The caller's own current Drafts matching the criteria, newest first, one page. */
export async function searchDrafts(
  ctx: ReportContext,
): Promise<{ rows: IncidentDraftRow[]; total: number }> {
  const matches = await searchMatches(ctx, {
    status: 'Draft',
    where: sql`s.author_id = ${ctx.userId}`,
  });
  const { rows, total } = await runSearch<
    Omit<IncidentDraftRow, 'createdAt'> & { createdAt: string | Date }
  >(
    ctx,
    matches,
    (a) => sql`${a}.created_at desc, ${a}.id desc`,
    sql`select s.id, s.created_at as "createdAt", s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        s.sub_type as subtype
      from form_submissions s
      left join lateral (select u.first_name, u.last_name from users u
        where u.id = s.subject_id and u.org_id = s.org_id offset 0) u on true
      where s.id = pg.id`,
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      userId: row.userId === null ? null : Number(row.userId),
      createdAt: iso(row.createdAt),
    })),
  };
}
