import { format } from 'date-fns';
import Papa from 'papaparse';
import { formatDate } from 'shared-api/dates';
import { neutraliseCell } from 'shared-api/csv';
import type { IncidentRow } from '../../data/search';
import { incidentEditPath, incidentNumber } from '../results/incidentLinks';

export const CSV_COLUMNS = [
  'Reference',
  'first name',
  'last name',
  'Incident Date',
  'Incident Link',
];

/** 'BeSmart - Related Incidents - DD-MM-YYYY.csv' for `today`. */
export function relatedIncidentsFileName(today: Date = new Date()): string {
  return `BeSmart - Related Incidents - ${format(today, 'dd-MM-yyyy')}.csv`;
}

// One rule for every CSV of the portal (shared-api/csv).
export { neutraliseCell };

/** CSV text of the rows; the link opens the incident in the portal at `origin`. */
export function relatedIncidentsCsv(rows: IncidentRow[], origin: string): string {
  const data = rows.map((row) =>
    [
      incidentNumber(row.reference),
      row.firstname ?? '',
      row.lastname ?? '',
      formatDate(row.dateOfIncident),
      `${origin}${incidentEditPath(row)}`,
    ].map(neutraliseCell),
  );
  return Papa.unparse({ fields: CSV_COLUMNS, data }, { quotes: true });
}
