// The person's Clickers as CSV (issue 14 §9), through the portal's one CSV writer (shared-api/csv:
// every cell quoted, formula cells neutralised), as the directory and the logs lists export.
import { formatDate, formatTime } from 'shared-api/dates';
import { toCsv } from 'shared-api/csv';

export const CLICKER_CSV_COLUMNS = ['Date', 'Time', 'Behaviour'] as const;

export interface ClickerRow {
  /** When the clicker was recorded (ISO timestamp). */
  createdAt: string;
  /** The behaviour clicked. */
  behaviour: string;
}

const two = (n: number) => String(n).padStart(2, '0');

/** 'BeSmart - Clickers - {name} - DD-MM-YYYY.csv' for `today`; characters files refuse dropped. */
export function clickersFileName(name: string, today: Date = new Date()): string {
  const safe =
    name
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Service user';
  const date = `${two(today.getDate())}-${two(today.getMonth() + 1)}-${today.getFullYear()}`;
  return `BeSmart - Clickers - ${safe} - ${date}.csv`;
}

/** Newest first, dates dd/mm/yyyy and times hh:mm as the screens show them. */
export function clickersCsv(rows: readonly ClickerRow[]): string {
  const newestFirst = [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return toCsv(
    CLICKER_CSV_COLUMNS,
    newestFirst.map((row) => [formatDate(row.createdAt), formatTime(row.createdAt), row.behaviour]),
  );
}
