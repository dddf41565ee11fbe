import { api } from 'shared-api';

export type SubmissionType = 'incidentreport' | 'concern' | 'clicker';
export type Flag = 'none' | 'green' | 'yellow' | 'red';
export type YesNo = 'yes' | 'no';

/** A submission row of GET /api/formsubmission (fields may narrow it). */
export interface SubmissionRow {
  id: number;
  reference?: string | null;
  type?: string;
  subType?: string | null;
  status?: string;
  author?: number;
  subject?: number;
  formId?: number | null;
  flag?: Flag | null;
  parentsInformed?: YesNo | null;
  pdfUrl?: string | null;
  createdAt?: string;
  updatedAt?: string;
  subjectFirstName?: string;
  subjectLastName?: string;
}

export interface ResponseRow {
  id: number;
  submission: number;
  questionKey: string;
  questionText?: string | null;
  response: string;
  responseType?: string | null;
}

export interface ResponseInput {
  questionKey: string;
  questionText?: string;
  response: string;
  responseType?: 'string' | 'date' | 'time' | 'number' | 'boolean';
}

export interface NewSubmission {
  type: SubmissionType;
  subType?: string;
  status: 'Draft' | 'Published';
  subject: number;
  formId?: number;
  notify?: { firstName: string; lastName: string; email: string }[];
  responses: ResponseInput[];
}

export interface SavedSubmission {
  id: number;
  reference: string | null;
  pdfUrl: string | null;
}

export const LOG_LIST_LIMIT = 300;
export const LOG_RESPONSE_LIMIT = 4000;

/** POST /api/formsubmission. */
export async function createSubmission(data: NewSubmission): Promise<SavedSubmission> {
  const answer = await api.post<SavedSubmission>('/api/formsubmission', { data });
  return answer.data;
}

/** PATCH /api/formsubmission/{id}: archive, flag or parents informed. */
export async function updateSubmission(
  id: number,
  change: { status?: 'Archived'; flag?: Flag; parentsInformed?: YesNo },
): Promise<SubmissionRow> {
  const answer = await api.patch<SubmissionRow>(`/api/formsubmission/${id}`, change);
  return answer.data;
}

/** The person's current Published logs, newest first (spec 2 §9: 300). */
export async function fetchLogs(subject: number): Promise<SubmissionRow[]> {
  const answer = await api.get<SubmissionRow[]>('/api/formsubmission', {
    fields: 'id,reference,type,status,subject,author,createdAt',
    where: { type: 'concern', status: 'Published', subject, current: true },
    sort: 'id DESC',
    limit: LOG_LIST_LIMIT,
  });
  return answer.data;
}

/** Answers of the given submissions. */
export async function fetchResponses(submissionIds: number[]): Promise<ResponseRow[]> {
  if (submissionIds.length === 0) return [];
  const answer = await api.get<ResponseRow[]>('/api/formresponse', {
    where: { submission: submissionIds },
    fields: 'id,submission,questionKey,response,responseType',
    limit: LOG_RESPONSE_LIMIT,
  });
  return answer.data;
}

/** The latest Published incident report of a person (confirmation page), or null. */
export async function fetchLatestIncident(subject: number): Promise<SubmissionRow | null> {
  const answer = await api.get<SubmissionRow[]>('/api/formsubmission', {
    fields: 'id,pdfUrl',
    where: { type: 'incidentreport', status: 'Published', subject, current: true },
    sort: 'id DESC',
    limit: 1,
  });
  return answer.data[0] ?? null;
}

/** Records one clicker for the org's quick behaviour `behaviour`. */
export function recordClicker(subject: number, behaviour: string): Promise<SavedSubmission> {
  return createSubmission({
    type: 'clicker',
    subType: behaviour,
    status: 'Published',
    subject,
    responses: [
      {
        questionKey: 'quickBehaviour',
        questionText: 'n/a',
        response: behaviour,
        responseType: 'string',
      },
    ],
  });
}

/** POST /api/formsubmission/{id}/cpoms/push. */
export async function pushToCpoms(id: number): Promise<{ cpomsId: string }> {
  const answer = await api.post<{ cpomsId: string }>(`/api/formsubmission/${id}/cpoms/push`);
  return answer.data;
}

/** The latest Published Smart Plan of a person (Download Smart Plan), or null. */
export async function fetchLatestPlan(subject: number): Promise<SubmissionRow | null> {
  const answer = await api.get<SubmissionRow[]>('/api/formsubmission', {
    fields: 'id,reference,pdfUrl',
    where: { type: 'behaviourplan', status: 'Published', subject, current: true },
    sort: 'id DESC',
    limit: 1,
  });
  return answer.data[0] ?? null;
}
