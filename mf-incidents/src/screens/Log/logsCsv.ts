// The person's logs as CSV (issue 14 §9), through the portal's one CSV writer (shared-api/csv:
// every cell quoted, formula cells neutralised).
import { format } from 'date-fns';
import { formatDate } from 'shared-api/dates';
import { toCsv } from 'shared-api/csv';
import type { ResponseRow, SubmissionRow } from '../../data/submissions';

export const LOG_CSV_COLUMNS = [
  'Date',
  'Time',
  'Type',
  'Concern',
  'Action',
  'Action Date',
  'Action Time',
];

/** 'BeSmart - Logs - {name} - DD-MM-YYYY.csv' for `today`. */
export function logsFileName(name: string, today: Date = new Date()): string {
  const safe = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'New';
  return `BeSmart - Logs - ${safe} - ${format(today, 'dd-MM-yyyy')}.csv`;
}

/** One line per log, in list order; dates dd/mm/yyyy as the screen shows them. */
export function logsCsv(logs: SubmissionRow[], responses: Map<number, ResponseRow[]>): string {
  const rows = logs.map((log) => {
    const answers = responses.get(log.id) ?? [];
    const answer = (key: string) => answers.find((r) => r.questionKey === key)?.response ?? '';
    const actionDate = answer('actionDate');
    return [
      formatDate(answer('concernDate') || log.createdAt),
      answer('concernTime'),
      answer('positiveNegative'),
      answer('concern'),
      answer('action'),
      actionDate ? formatDate(actionDate) : '',
      answer('actionTime'),
    ];
  });
  return toCsv(LOG_CSV_COLUMNS, rows);
}
