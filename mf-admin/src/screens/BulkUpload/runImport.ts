import { ApiError } from 'shared-api';
import { errorText } from '../../data/errors';
import {
  importCsv,
  splitCsv,
  validateCsv,
  type ImportKind,
  type RowResult,
} from '../../data/imports';

/**
 * Rows sent per import call: the progress bar moves once per batch. The server imports about
 * 1000 rows a second, so 250 keeps each call short without hundreds of round trips per file.
 */
export const IMPORT_BATCH_ROWS = 250;

export interface ImportListener {
  error: (message: string) => void;
  warning: (message: string) => void;
  /** Validation passed: the upload starts with this many batches. */
  started: (batches: number) => void;
  /** One batch done (zero-based index) with its rows' results (file row numbers). */
  progress: (batch: number, results: RowResult[]) => void;
}

export type ImportOutcome =
  | { kind: 'invalid' }
  | { kind: 'stopped'; results: RowResult[] }
  | { kind: 'done'; results: RowResult[]; allAdded: boolean };

/** Errors after which further batches cannot succeed either. */
const fatal = (error: unknown) =>
  error instanceof ApiError && (error.status === 0 || error.status === 401 || error.status === 403);

/**
 * Spec 3 §4 and §8: validate the whole file (error: stop; warning: say so and continue), then
 * import it batch after batch; a row the server refuses is reported and the run goes on, but the
 * final success is then not claimed.
 */
export async function runImport(
  kind: ImportKind,
  csv: string,
  on: ImportListener,
): Promise<ImportOutcome> {
  let validation;
  try {
    validation = await validateCsv(kind, csv);
  } catch (error) {
    on.error(errorText(error));
    return { kind: 'invalid' };
  }
  if (validation.status === 'error') {
    const messages = validation.messages.length
      ? validation.messages
      : ['The file will not be imported.'];
    messages.forEach(on.error);
    return { kind: 'invalid' };
  }
  if (validation.status === 'warning') validation.messages.forEach(on.warning);

  const batches = splitCsv(csv, IMPORT_BATCH_ROWS);
  on.started(batches.length);
  const all: RowResult[] = [];
  for (const [index, batch] of batches.entries()) {
    let results: RowResult[];
    try {
      const answer = await importCsv(kind, batch.csv);
      results = answer.results.map((r) => ({ ...r, row: r.row + batch.offset }));
    } catch (error) {
      const message = errorText(error);
      // The server refused the whole batch: each of its rows is reported with that reason
      // (spreadsheet numbering: the header is row 1).
      results = Array.from({ length: batch.size }, (_, i) => ({
        row: batch.offset + i + 2,
        ok: false,
        error: message,
      }));
      all.push(...results);
      on.error(`Rows ${batch.offset + 2} to ${batch.offset + batch.size + 1}: ${message}`);
      on.progress(index, results);
      if (fatal(error)) return { kind: 'stopped', results: all };
      continue;
    }
    all.push(...results);
    for (const r of results) if (!r.ok) on.error(`Row ${r.row}: ${r.error ?? 'not added'}`);
    on.progress(index, results);
  }
  return { kind: 'done', results: all, allAdded: all.length > 0 && all.every((r) => r.ok) };
}
