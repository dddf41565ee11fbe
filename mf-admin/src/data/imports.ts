import Papa from 'papaparse';
import {
  api,
  type ImportKind,
  type ImportResult,
  type ImportRowResult,
  type ImportValidation,
} from 'shared-api';

export type { ImportKind };
export type ValidationResult = ImportValidation;
export type RowResult = ImportRowResult;
export type ImportAnswer = ImportResult;

export async function validateCsv(kind: ImportKind, csv: string): Promise<ValidationResult> {
  const { data } = await api.post(`/api/import/${kind}/validate`, { body: { csv } });
  return data;
}

export async function importCsv(kind: ImportKind, csv: string): Promise<ImportAnswer> {
  const { data } = await api.post(`/api/import/${kind}`, { body: { csv } });
  return data;
}

export interface CsvBatch {
  /** The header line plus this batch's rows, as CSV text. */
  csv: string;
  /** Records of the file before this batch (added to the server's row numbers). */
  offset: number;
  size: number;
}

const isBlank = (cells: string[]) => cells.every((cell) => (cell ?? '').trim() === '');

/**
 * Splits a CSV file into batches of `size` records, each with the file's header, so the import
 * runs row group after row group with a real progress bar. Quoted fields (commas, line breaks)
 * survive the round trip through papaparse. Blank records stay in place (the server skips them)
 * so that its spreadsheet row numbers, plus the batch offset, are those of the whole file;
 * only blank records at the end are left out.
 */
export function splitCsv(text: string, size: number): CsvBatch[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header, ...rows] = parsed.data;
  if (!header) return [];
  while (rows.length > 0 && isBlank(rows[rows.length - 1]!)) rows.pop();
  const batches: CsvBatch[] = [];
  for (let start = 0; start < rows.length; start += size) {
    const chunk = rows.slice(start, start + size);
    batches.push({
      csv: Papa.unparse([header, ...chunk], { newline: '\n' }),
      offset: start,
      size: chunk.length,
    });
  }
  return batches;
}
