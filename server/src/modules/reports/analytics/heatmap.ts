import { sql } from 'drizzle-orm';
import type { IncidentHeatmap } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import type { ReportContext } from '../registry';
import { assertAnalyticsLead, matchingFacts, withLinearPlans } from './scope';

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
 * hour) from their facts (submission_facts `day` / `hour`, derived as the criteria compiler reads
 * dates and times), at most one row per calendar day and hour; the weekday of each day is taken here, where
 * an impossible day ('2026-02-30') is left out rather than failing a date cast.
 */
export async function incidentHeatmap(ctx: ReportContext): Promise<IncidentHeatmap> {
  assertAnalyticsLead(ctx);
  const matches = await matchingFacts(ctx, 'incidentreport', 'incidentHeatmap');
  const rows = await withLinearPlans(ctx, { hashed: true }, () =>
    queryRows<{ day: string; hour: number; n: number }>(
      ctx.tx,
      sql`with ${matches}
      select f.day, f.hour, count(*)::int as n
      from m f
      where f.day is not null and f.hour is not null
      group by f.day, f.hour`,
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
