// The related lists' CSV files (spec 3 §9, spec 2 §2.7-2.8), written by the portal's one CSV
// writer (shared-api/csv: every cell quoted, cells starting = + - @ made text).
import { format } from 'date-fns';
import { formatDate } from 'shared-api/dates';
import { toCsv } from 'shared-api/csv';
import type { ClickerRow, ConcernRow } from 'shared-api/schemas';
import type { IncidentRow } from '../../data/analytics';

export const INCIDENT_CSV_COLUMNS = [
  'Reference',
  'first name',
  'last name',
  'Incident Date',
  'Incident Link',
] as const;
export const CLICKER_CSV_COLUMNS = ['Date', 'Child', 'Type', 'Year Group'] as const;
export const LOG_CSV_COLUMNS = [
  'Date',
  'Child',
  'group',
  'Concern',
  'Type',
  'Action',
  'Action Date',
] as const;

const day = (today: Date) => format(today, 'dd-MM-yyyy');

/** 'BeSmart - Related Incidents - DD-MM-YYYY.csv' (spec 3 §9). */
export const relatedIncidentsFileName = (today: Date = new Date()) =>
  `BeSmart - Related Incidents - ${day(today)}.csv`;
/** 'Related Clickers' plus the date DD-MM-YYYY (spec 3 §9). */
export const relatedClickersFileName = (today: Date = new Date()) =>
  `Related Clickers ${day(today)}.csv`;
/** 'Related Logs' plus the date DD-MM-YYYY (spec 3 §9). */
export const relatedLogsFileName = (today: Date = new Date()) => `Related Logs ${day(today)}.csv`;

export const incidentNumber = (reference: number | string | null | undefined) =>
  `besmart-${reference ?? ''}`;

/** The incident's form in the portal (high-level incidents have their own). */
export function incidentPath(row: Pick<IncidentRow, 'id' | 'userId' | 'subtype'>): string {
  return row.subtype === 'highlevel'
    ? `/incident/high-level/${row.userId ?? ''}/edit/${row.id}`
    : `/incident/${row.userId ?? ''}/edit/${row.id}`;
}

const fullName = (row: { firstname: string | null; lastname: string | null }) =>
  `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();

export function relatedIncidentsCsv(rows: readonly IncidentRow[], origin: string): string {
  return toCsv(
    INCIDENT_CSV_COLUMNS,
    rows.map((row) => [
      incidentNumber(row.reference),
      row.firstname,
      row.lastname,
      formatDate(row.dateOfIncident),
      `${origin}${incidentPath(row)}`,
    ]),
  );
}

/** Clicker dates as the list shows them: DD/MM/YYYY - HH:mm. */
export const clickerDate = (createdAt: string) => formatDate(createdAt, 'dd/MM/yyyy - HH:mm');

export function relatedClickersCsv(rows: readonly ClickerRow[]): string {
  return toCsv(
    CLICKER_CSV_COLUMNS,
    rows.map((row) => [clickerDate(row.createdAt), fullName(row), row.type, row.yearGroup]),
  );
}

/** A log's date: the concern date and time. */
export function concernDate(row: Pick<ConcernRow, 'concernDate' | 'concernTime'>): string {
  if (!row.concernDate) return '';
  return `${formatDate(row.concernDate)}${row.concernTime ? ` ${row.concernTime}` : ''}`;
}

export function relatedLogsCsv(rows: readonly ConcernRow[]): string {
  return toCsv(
    LOG_CSV_COLUMNS,
    rows.map((row) => [
      concernDate(row),
      fullName(row),
      row.group,
      row.concern,
      row.type,
      row.action,
      row.actionDate ? formatDate(row.actionDate) : '',
    ]),
  );
}
