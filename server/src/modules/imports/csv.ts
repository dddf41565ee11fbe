import Papa from 'papaparse';

/** One data record of the file: `row` is its spreadsheet row number (the header is row 1). */
export interface CsvRecord {
  row: number;
  cells: string[];
}

export interface ParsedCsv {
  header: string[];
  records: CsvRecord[];
  /** A quoting problem that makes the file unreadable, or null. */
  problem: string | null;
}

/**
 * Splits the file into header and records (quoted fields may hold commas and line breaks, so a
 * record is not a line). Cells are trimmed. Rows whose first four values are all empty are
 * dropped (spec 3 §5), which also drops blank lines.
 */
export function parseCsv(text: string): ParsedCsv {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, { skipEmptyLines: false });
  const quoting = result.errors.find((e) => e.type === 'Quotes');
  const all = result.data.map((cells) => cells.map((c) => (c ?? '').trim()));
  const header = all[0] ?? [];
  const records: CsvRecord[] = [];
  for (let i = 1; i < all.length; i += 1) {
    const cells = all[i]!;
    if (cells.slice(0, 4).every((c) => c === '')) continue;
    records.push({ row: i + 1, cells });
  }
  return {
    header,
    records,
    problem: quoting
      ? `The CSV could not be read: ${quoting.message} (row ${(quoting.row ?? 0) + 1}). The file will not be imported.`
      : null,
  };
}

export interface HeaderMap<C extends string> {
  /** Cell index of each recognised column (first occurrence). */
  index: Partial<Record<C, number>>;
  missing: C[];
  unknown: string[];
}

/** Maps header cells onto the known columns (case-insensitive); lists missing and unknown ones. */
export function mapHeader<C extends string>(
  header: string[],
  columns: readonly C[],
  required: readonly C[],
): HeaderMap<C> {
  const byLower = new Map(columns.map((c) => [c.toLowerCase(), c]));
  const index: Partial<Record<C, number>> = {};
  const unknown: string[] = [];
  header.forEach((name, i) => {
    const column = byLower.get(name.toLowerCase());
    if (column && index[column] === undefined) index[column] = i;
    else if (name !== '') unknown.push(name);
  });
  return { index, missing: required.filter((c) => index[c] === undefined), unknown };
}

/** The record's values by column name ('' for absent columns or short rows). */
export function valuesOf<C extends string>(
  record: CsvRecord,
  map: HeaderMap<C>,
  columns: readonly C[],
): Record<C, string> {
  const out = {} as Record<C, string>;
  for (const c of columns) {
    const i = map.index[c];
    out[c] = i === undefined ? '' : (record.cells[i] ?? '');
  }
  return out;
}

/** The template file: the header row only. */
export function templateCsv(columns: readonly string[]): string {
  return `${columns.join(',')}\r\n`;
}
