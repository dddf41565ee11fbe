import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportRowError,
  type ImportValidation,
} from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import type { FieldProblem } from './checks';
import { mapHeader, parseCsv, valuesOf, type CsvRecord, type HeaderMap } from './csv';

export const missingMessage = (fields: string[]) =>
  `Fields (${fields.join(', ')}) are missing required fields. The file will not be imported.`;
export const unknownMessage = (fields: string[]) =>
  `This CSV has fields (${fields.join(', ')}) that aren't recognised by the system, those fields will not be imported.`;
export const NO_ROWS_MESSAGE = 'This CSV has no rows to import. The file will not be imported.';
export const rowErrorsMessage = (n: number) =>
  n === 1
    ? '1 row has errors and will not be imported.'
    : `${n} rows have errors and will not be imported.`;

export interface CheckedRow<T> {
  row: number;
  value: T | null;
  problems: FieldProblem[];
}

export interface Validated<T> {
  validation: ImportValidation;
  /** Rows without problems, in file order. */
  good: { row: number; value: T }[];
}

/** The file's records with their values by column, after the file-level checks. */
export interface FileRecords<C extends string> {
  rows: { record: CsvRecord; values: Record<C, string> }[];
  messages: string[];
  fatal: boolean;
}

/** Size, readability, columns and row count: 400 above the limits, `fatal` for status error. */
export function readFile<C extends string>(
  csv: string,
  columns: readonly C[],
  required: readonly C[],
): FileRecords<C> {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) {
    throw badRequest('csv: the file is larger than the 5 MB limit');
  }
  const parsed = parseCsv(csv);
  if (parsed.records.length > IMPORT_MAX_ROWS) {
    throw badRequest(
      `csv: the file has ${parsed.records.length} rows; the limit is ${IMPORT_MAX_ROWS} rows`,
    );
  }
  if (parsed.problem) return { rows: [], messages: [parsed.problem], fatal: true };
  const map: HeaderMap<C> = mapHeader(parsed.header, columns, required);
  const messages: string[] = [];
  if (map.missing.length > 0) messages.push(missingMessage(map.missing));
  if (map.unknown.length > 0) messages.push(unknownMessage(map.unknown));
  const fatal = map.missing.length > 0 || parsed.records.length === 0;
  if (map.missing.length === 0 && parsed.records.length === 0) messages.push(NO_ROWS_MESSAGE);
  return {
    rows: fatal
      ? []
      : parsed.records.map((record) => ({ record, values: valuesOf(record, map, columns) })),
    messages,
    fatal,
  };
}

/** Combines the file-level outcome and the per-row checks into the answer of /validate. */
export function summarise<T>(file: FileRecords<string>, checked: CheckedRow<T>[]): Validated<T> {
  const rowErrors: ImportRowError[] = [];
  const good: { row: number; value: T }[] = [];
  let badRows = 0;
  for (const c of checked) {
    if (c.problems.length > 0 || c.value === null) {
      badRows += 1;
      for (const p of c.problems) rowErrors.push({ row: c.row, ...p });
    } else good.push({ row: c.row, value: c.value });
  }
  const messages = [...file.messages];
  if (badRows > 0) messages.push(rowErrorsMessage(badRows));
  const status = file.fatal ? 'error' : messages.length > 0 ? 'warning' : 'valid';
  return {
    validation: { status, messages, rows: file.rows.length, rowErrors },
    good: file.fatal ? [] : good,
  };
}
