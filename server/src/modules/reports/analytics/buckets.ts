import type { Breakdown, Bucket, CriteriaRow } from 'shared-api/schemas';

/** Label of the bucket of records that have no value for a breakdown (no drill-down criteria). */
export const NOT_RECORDED = 'Not recorded';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A criteria row appended (AND) to the request's criteria. */
export const and = (key: string, operator: string, response: string): CriteriaRow => ({
  key,
  operator,
  response,
  relation: 'AND',
});

/** Count desc, then label (the contract's order of category breakdowns). */
export function byCount(buckets: Bucket[]): Breakdown {
  return [...buckets].sort(
    (a, b) => b.count - a.count || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0),
  );
}

/** 'Jan 2026' for '2026-01'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Criteria selecting the dates of `month` ('YYYY-MM'): after its eve, before the first day of the
 * next month (the date operators are on/after/before). Null outside years 1..9999 or a month that
 * is not 01..12 (no valid date can bound it).
 */
export function monthCriteria(key: string, month: string): CriteriaRow[] | null {
  const [y, m] = month.split('-').map(Number) as [number, number];
  if (!(y >= 1 && y <= 9998 && m >= 1 && m <= 12)) return null;
  const first = new Date(Date.UTC(2000, m - 1, 1));
  first.setUTCFullYear(y);
  const eve = new Date(first.getTime() - 86_400_000);
  const next = new Date(first);
  next.setUTCMonth(m);
  if (eve.getUTCFullYear() < 1) return null;
  const pad = (d: Date) => `${String(d.getUTCFullYear()).padStart(4, '0')}${isoDay(d).slice(4)}`;
  return [and(key, 'after', pad(eve)), and(key, 'before', pad(next))];
}

/** Criteria selecting the times of hour `hh` ('00'..'23'): after hh-1:59, before hh+1:00. */
export function hourCriteria(key: string, hour: number): CriteriaRow[] {
  const hh = (n: number) => String(n).padStart(2, '0');
  const rows: CriteriaRow[] = [];
  if (hour > 0) rows.push(and(key, 'after', `${hh(hour - 1)}:59`));
  rows.push(and(key, 'before', `${hh(hour + 1)}:00`));
  return rows;
}

/** All 24 hours in order, 0 where nothing was counted. */
export function hours(counts: ReadonlyMap<string, number>, key: string): Breakdown {
  return Array.from({ length: 24 }, (_, h) => {
    const k = String(h).padStart(2, '0');
    return { key: k, label: `${k}:00`, count: counts.get(k) ?? 0, criteria: hourCriteria(key, h) };
  });
}

/** Months present, in time order. */
export function months(counts: ReadonlyMap<string, number>, key: string): Breakdown {
  return [...counts.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([k, count]) => ({
      key: k,
      label: monthLabel(k),
      count,
      criteria: monthCriteria(key, k),
    }));
}

/**
 * Free-text fields match a part of the answer (criteria/compile.ts), so `location is X` also
 * selects answers containing X: a bucket keeps its criteria only when no other bucket's value
 * contains its own (then the search selects exactly its records).
 */
export function substringSafe(buckets: Bucket[]): Bucket[] {
  return buckets.map((bucket) =>
    bucket.criteria &&
    buckets.some((other) => other !== bucket && other.criteria && other.key.includes(bucket.key))
      ? { ...bucket, criteria: null }
      : bucket,
  );
}

/** A location as counted: lower(trim(answer)) key, one label as written, incidents. */
export interface LocationCount {
  key: string;
  label: string | null;
  count: number;
}

/**
 * The locations breakdown (Global Incident Report, Intervention Report): each location with
 * drill-down `location is <label>` unless another location contains it (substringSafe), and the
 * incidents without a location as 'Not recorded'.
 */
export function locationBreakdown(located: readonly LocationCount[], total: number): Breakdown {
  const buckets = substringSafe(
    located.map((row) => ({
      key: row.key,
      label: row.label ?? row.key,
      count: row.count,
      criteria: row.label && row.label.length <= 1000 ? [and('location', 'is', row.label)] : null,
    })),
  );
  const unanswered = total - located.reduce((n, row) => n + row.count, 0);
  if (unanswered > 0)
    buckets.push({ key: '', label: NOT_RECORDED, count: unanswered, criteria: null });
  return byCount(buckets);
}
