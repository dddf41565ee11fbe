import { toCsv } from 'shared-api/csv';
import type { DirectoryRow } from './filterPeople';

export const DIRECTORY_CSV_COLUMNS = ['Name', 'Learner Number', 'Year Group'] as const;

const two = (n: number) => String(n).padStart(2, '0');

/** 'BeSmart - <Service Users> - DD-MM-YYYY.csv' (the organisation's term, as the page title). */
export function directoryFileName(title: string, today: Date = new Date()): string {
  const date = `${two(today.getDate())}-${two(today.getMonth() + 1)}-${today.getFullYear()}`;
  return `BeSmart - ${title} - ${date}.csv`;
}

/**
 * The rows as shown (the search and Active/Former choice applied), by name, every cell neutralised against
 * spreadsheet formulas by shared-api's one CSV writer.
 */
export function directoryCsv(rows: readonly DirectoryRow[]): string {
  const byName = [...rows].sort((a, b) => a.name.localeCompare(b.name));
  return toCsv(
    DIRECTORY_CSV_COLUMNS,
    byName.map((row) => [row.name, row.reference, row.yearGroup]),
  );
}
