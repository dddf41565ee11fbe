// CSV downloads for every list (issue 14 §9: directory, logs, clickers, related incidents): one
// writer (papaparse), one rule against spreadsheet formula injection, one download helper.
import Papa from 'papaparse';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheet programs run a cell that starts with = + - @ (or tab / carriage return) as a
 * formula: such cells get a leading apostrophe so they stay text. A child's name or a note typed
 * as "=HYPERLINK(...)" must never become a live link or command in a lead's spreadsheet.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  return neutraliseCell(String(value));
}

/**
 * CSV text: a header row of `columns`, then one line per row, every cell quoted and neutralised.
 * Numbers are written as text too (a negative number would otherwise read as a formula).
 */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const data = rows.map((row) => row.map(cellText));
  return Papa.unparse({ fields: columns.map(cellText), data }, { quotes: true });
}

/**
 * Saves CSV text as a file in the browser. A UTF-8 byte-order mark lets Excel read accented names
 * (Zoë, Łukasz) correctly.
 */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\ufeff', csv], { type: 'text/csv;charset=utf-8' });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
