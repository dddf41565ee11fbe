import { sql } from 'drizzle-orm';
import type { IncidentHeatmap } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { assertAnalyticsLead, matchingRecords, withLinearPlans } from './scope';

/** Monday = 1 .. Sunday = 7 of a YYYY-MM-DD day, or null when it is not a calendar day. */
export function isoWeekday(day: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(2000, mo - 1, d));
  date.setUTCFullYear(y);
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d)
    return null;
  return ((date.getUTCDay() + 6) % 7) + 1;
}

/**
 * `incidentHeatmap`: the matching incidents (globalIncidentSearch set) by weekday of their
 * dateOfIncident and hour of their timeOfIncident, all 168 cells. SQL counts incidents per (day,
 * hour), at most one row per calendar day and hour; the weekday of each day is taken here, where
 * an impossible day ('2026-02-30') is left out rather than failing a date cast.
 */
export async function incidentHeatmap(ctx: ReportContext): Promise<IncidentHeatmap> {
  assertAnalyticsLead(ctx);
  const matches = await matchingRecords(ctx, 'incidentreport', 'incidentHeatmap');
  const org = ctx.orgId;
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<{ day: string; hour: number; n: number }>(
      ctx.tx,
      sql`with m as materialized (${matches}),
      d as (select distinct x.submission_id as id, left(x.response, 10) as day
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = 'dateOfIncident'
          and x.response ~ '^\\d{4}-\\d{2}-\\d{2}'),
      t as (select distinct x.submission_id as id, left(x.response, 2)::int as hour
        from m join form_responses x on x.submission_id = m.id
        where x.org_id = ${org} and x.question_key = 'timeOfIncident'
          and x.response ~ '^([01]\\d|2[0-3]):\\d{2}')
      select d.day, t.hour, count(*)::int as n from d join t on t.id = d.id group by d.day, t.hour`,
    ),
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const weekday = isoWeekday(row.day);
    if (weekday === null) continue;
    const cell = `${weekday}:${Number(row.hour)}`;
    counts.set(cell, (counts.get(cell) ?? 0) + Number(row.n));
  }
  const cells: IncidentHeatmap['cells'] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1)
    for (let hour = 0; hour < 24; hour += 1)
      cells.push({ weekday, hour, count: counts.get(`${weekday}:${hour}`) ?? 0 });
  return { cells };
}
