import { api } from 'shared-api';

export type Relation = 'AND' | 'OR';

/** One criterion as the report endpoint and the saved quick searches hold it. */
export interface QueryItem {
  key: string;
  operator: string;
  response: string;
  relation: Relation;
}

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
  const answer = await api.post<Partial<Record<IncidentReportName, ReportPage<IncidentRow>>>>(
    '/api/report/generate',
    { data: { submissionType: 'incidentreport', query, reports: [report], limit, offset } },
  );
  return answer.data[report] ?? { rows: [], total: 0 };
}

/** The caller's own incident drafts. */
export async function fetchDrafts(): Promise<ReportPage<DraftRow>> {
  const answer = await api.post<{ incidentDrafts?: ReportPage<DraftRow> }>('/api/report/generate', {
    data: { submissionType: 'incidentreport', query: [], reports: ['incidentDrafts'] },
  });
  return answer.data.incidentDrafts ?? { rows: [], total: 0 };
}
