import { sql } from 'drizzle-orm';
import type { CriteriaRow, IncidentTrend } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { assertAnalyticsLead, matchingFacts, withLinearPlans } from './scope';

const DATE_KEY = 'dateOfIncident';
const DAY = 86_400_000;

const dayOf = (text: string) => Date.parse(`${text}T00:00:00Z`);
/** A calendar day YYYY-MM-DD (the criteria's date rule). */
const validDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(dayOf(text)) && iso(dayOf(text)) === text;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Months ('YYYY-MM') from the month of `from` to the month of `to`, in order. */
function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (let guard = 0; guard < 1200; guard += 1) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/**
 * The period of the criteria: from the dateOfIncident rows (`on` d: d..d, `after` d: from d+1,
 * `before` d: to d-1; the narrowest of each bound), else the twelve calendar months up to today.
 * A lower bound alone runs to today; an upper bound alone starts twelve months before it.
 */
export function trendPeriod(
  query: readonly CriteriaRow[],
  today: string,
): { from: string; to: string; rest: CriteriaRow[] } {
  let from: number | null = null;
  let to: number | null = null;
  const rest: CriteriaRow[] = [];
  for (const row of query) {
    const text = typeof row.response === 'string' ? row.response.trim() : '';
    if (
      row.key !== DATE_KEY ||
      !validDate(text) ||
      !['on', 'after', 'before'].includes(row.operator)
    ) {
      rest.push(row);
      continue;
    }
    const day = dayOf(text);
    const low = row.operator === 'on' ? day : row.operator === 'after' ? day + DAY : null;
    const high = row.operator === 'on' ? day : row.operator === 'before' ? day - DAY : null;
    if (low !== null) from = from === null ? low : Math.max(from, low);
    if (high !== null) to = to === null ? high : Math.min(to, high);
  }
  if (from === null && to === null) {
    const end = dayOf(today);
    const start = new Date(end);
    start.setUTCDate(1);
    start.setUTCMonth(start.getUTCMonth() - 11);
    return { from: iso(start.getTime()), to: today, rest };
  }
  to ??= Math.max(dayOf(today), from!);
  if (from === null) {
    const start = new Date(to);
    start.setUTCFullYear(start.getUTCFullYear() - 1);
    from = start.getTime() + DAY;
  }
  if (to < from) to = from;
  return { from: iso(from), to: iso(to), rest };
}

/**
 * `incidentTrend`: incidents per month of dateOfIncident in the period and in the previous period
 * of the same length just before it. Both periods count the records of the request's criteria
 * without its dateOfIncident rows (those set the period), so `total` is what the search finds with
 * the full criteria when the date rows are joined with AND. A previous month is aligned with the
 * current month at the same position from the period's start.
 */
export async function incidentTrend(ctx: ReportContext): Promise<IncidentTrend> {
  assertAnalyticsLead(ctx);
  const { from, to, rest } = trendPeriod(ctx.query, iso(Date.now()));
  const length = (dayOf(to) - dayOf(from)) / DAY + 1;
  const previousTo = iso(dayOf(from) - DAY);
  const previousFrom = iso(dayOf(from) - length * DAY);
  const matches = await matchingFacts({ ...ctx, query: rest }, 'incidentreport', 'incidentTrend');
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<{ month: string | null; cur: boolean; n: number }>(
      ctx.tx,
      sql`with ${matches}
      select v.month, v.cur, count(*)::int as n from (
        select left(f.day, 7) as month, f.day >= ${from} as cur
        from m f
        where f.day >= ${previousFrom} and f.day <= ${to}
      ) v
      group by grouping sets ((v.month, v.cur), (v.cur))`,
    ),
  );
  const count = (month: string | null, cur: boolean) =>
    Number(rows.find((row) => row.month === month && row.cur === cur)?.n ?? 0);
  const months = monthsBetween(from, to);
  const previous = monthsBetween(previousFrom, previousTo);
  return {
    from,
    to,
    previousFrom,
    previousTo,
    months: months.map((month, i) => ({
      month,
      count: count(month, true),
      previousCount: previous[i] ? count(previous[i]!, false) : 0,
    })),
    total: count(null, true),
    previousTotal: count(null, false),
  };
}
