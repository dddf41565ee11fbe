import { api, type QueryItem } from 'shared-api';

export type { QueryItem, Relation } from 'shared-api';

export interface IncidentRow {
  id: number;
  reference: string | null;
  userId: number;
  firstname: string | null;
  lastname: string | null;
  yearGroup: string | null;
  dateOfIncident: string | null;
  subtype: string | null;
  type: string | null;
  flag: 'none' | 'green' | 'yellow' | 'red' | null;
  parentsInformed: 'yes' | 'no' | null;
  pdfUrl: string | null;
  cpomsId: string | null;
  userCpomsId: string | null;
  cpomsSyncFailed: 0 | 1 | null;
  status: string | null;
  createdAt: string | null;
}

export interface DraftRow {
  id: number;
  createdAt: string;
  userId: number;
  firstname: string | null;
  lastname: string | null;
  subtype: string | null;
}

export interface ReportPage<T> {
  rows: T[];
  total: number;
}

export type IncidentReportName = 'incidentSearch' | 'globalIncidentSearch' | 'cpomsIncidentSearch';

export const RESULTS_STEP = 250;

/** Runs one incident search report; `offset` pages in steps of `limit`. */
export async function runIncidentSearch(
  report: IncidentReportName,
  query: QueryItem[],
  offset = 0,
  limit = RESULTS_STEP,
): Promise<ReportPage<IncidentRow>> {
  const answer = await api.post('/api/report/generate', {
    body: { data: { submissionType: 'incidentreport', query, reports: [report], limit, offset } },
  });
  // The screens' row type reads reference as text (it is only shown and compared as text).
  const page = answer.data[report] as ReportPage<IncidentRow> | undefined;
  return page ?? { rows: [], total: 0 };
}

/** The caller's own incident drafts. */
export async function fetchDrafts(): Promise<ReportPage<DraftRow>> {
  const answer = await api.post('/api/report/generate', {
    body: { data: { submissionType: 'incidentreport', query: [], reports: ['incidentDrafts'] } },
  });
  return (answer.data.incidentDrafts as ReportPage<DraftRow> | undefined) ?? { rows: [], total: 0 };
}
