import { sql, type SQL } from 'drizzle-orm';
import { ANALYTICS_FORBIDDEN } from 'shared-api/schemas';
import { badRequest, forbidden } from '../../../platform/errors';
import { asSet, compileCriteriaParts, type Compiled } from '../criteria/compile';
import { techniqueKeysOfRequest } from '../criteria/techniques';
import type { ReportContext } from '../registry';

export { ANALYTICS_FORBIDDEN };

/** Every Analytics part: safeguarding leads only, checked before any query runs. */
export function assertAnalyticsLead(ctx: ReportContext): void {
  if (!ctx.isSafeguardingLead) throw forbidden(ANALYTICS_FORBIDDEN);
}

interface Match {
  /** The search scope as a condition on a form_submissions row. */
  inScope: (alias: SQL) => SQL;
  /** The criteria, compiled; null without criteria. */
  criteria: Compiled | null;
}

/** The scope and criteria set of an Analytics part over records of `type` (400 for another type). */
async function match(
  ctx: ReportContext,
  type: 'incidentreport' | 'concern' | 'clicker',
  report: string,
  aliases: readonly string[],
): Promise<Match> {
  if (ctx.submissionType !== type && !aliases.includes(ctx.submissionType))
    throw badRequest(`submissionType must be ${[type, ...aliases].join(' or ')} for ${report}`);
  const techniqueKeys = await techniqueKeysOfRequest(ctx);
  const inScope = (a: SQL) => sql`${a}.org_id = ${ctx.orgId} and ${a}.type = ${type}
    and ${a}.status = 'Published' and ${a}.superseded = false`;
  return {
    inScope,
    criteria: compileCriteriaParts(ctx.query, { orgId: ctx.orgId, techniqueKeys, scope: inScope }),
  };
}

/**
 * The records an Analytics part counts: exactly what `globalIncidentSearch` counts for the same
 * request (criteria/incidentQuery.ts `searchMatches` with status Published and no viewer rule,
 * since only leads, who see every record, get here): the organisation's current (not superseded)
 * Published submissions of `type`, in the set of the same criteria compiler. Explicit org_id filter
 * (tenant), every value a bound parameter. A query of `id, subject_id`.
 */
export async function matchingRecords(
  ctx: ReportContext,
  type: 'incidentreport' | 'concern' | 'clicker',
  report: string,
  /** Other submissionType values the report's screen sends for these records. */
  aliases: readonly string[] = [],
): Promise<SQL> {
  const { inScope, criteria } = await match(ctx, type, report, aliases);
  return sql`select s.id, s.subject_id from form_submissions s
    where ${inScope(sql`s`)}${criteria ? sql` and s.id in (${asSet(ctx.orgId, criteria)})` : sql``}`;
}

/**
 * The same records as `matchingRecords`, as their facts rows, for an aggregate statement: a CTE
 * list (`with ${ctes}, ...`) defining `m`, one submission_facts row per record (every facts column,
 * and `id` = submission_id). The facts carry each submission's scope and subject (migration 0018,
 * kept by triggers in the writing transaction), so the aggregate reads the facts alone instead of
 * joining ~100k matching ids to them. `m` is not materialised (each pass scans the facts, which is
 * cheaper than writing and re-reading wide rows). Criteria the facts hold are a condition in that
 * scan; other criteria are a set of ids computed once as `criteria_ids`.
 */
export async function matchingFacts(
  ctx: ReportContext,
  type: 'incidentreport' | 'concern' | 'clicker',
  report: string,
  aliases: readonly string[] = [],
): Promise<SQL> {
  const { inScope, criteria } = await match(ctx, type, report, aliases);
  const rows = sql`select f.submission_id as id, f.* from submission_facts f where ${inScope(sql`f`)}`;
  if (!criteria) return sql`m as not materialized (${rows})`;
  if ('fact' in criteria) return sql`m as not materialized (${rows} and (${criteria.fact}))`;
  return sql`criteria_ids(id) as materialized (${criteria.set}),
    m as not materialized (${rows} and f.submission_id in (select criteria_ids.id from criteria_ids))`;
}

/**
 * Runs `fn` with nested loops and JIT off for this transaction's statements, then restores them
 * (same reason as criteria/incidentQuery.ts `runSearch`: without planner statistics every estimate
 * is one row, and a nested loop of one input per row of another is quadratic; hash joins stay
 * linear). `hashed` also switches sorting off, for aggregate statements without ORDER BY: without
 * statistics the planner groups hundreds of thousands of answers by sorting them on text keys
 * (collation compares) where a hash aggregate is several times faster.
 */
export async function withLinearPlans<T>(
  ctx: ReportContext,
  options: { hashed?: boolean },
  fn: () => Promise<T>,
): Promise<T> {
  const sort = options.hashed ? 'off' : 'on';
  const result = (await ctx.tx.execute(
    sql`select current_setting('enable_nestloop') as nestloop, current_setting('jit') as jit,
      current_setting('enable_sort') as sort,
      set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true),
      set_config('enable_sort', ${sort}, true)`,
  )) as unknown as { rows: { nestloop: string; jit: string; sort: string }[] };
  const was = result.rows[0]!;
  try {
    return await fn();
  } finally {
    await ctx.tx.execute(
      sql`select set_config('enable_nestloop', ${was.nestloop}, true), set_config('jit', ${was.jit}, true),
        set_config('enable_sort', ${was.sort}, true)`,
    );
  }
}

/** One value per request context (the context is built once per generate request). */
export function memoisePerRequest<T>(
  compute: (ctx: ReportContext) => Promise<T>,
): (ctx: ReportContext) => Promise<T> {
  const cache = new WeakMap<ReportContext, Promise<T>>();
  return (ctx) => {
    let pending = cache.get(ctx);
    if (!pending) {
      pending = compute(ctx);
      cache.set(ctx, pending);
    }
    return pending;
  };
}
