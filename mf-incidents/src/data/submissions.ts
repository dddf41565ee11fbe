import {
  api,
  ApiError,
  type FormResponseRow,
  type ParentsInformed,
  type ResponseInput,
  type SubmissionCreateBody,
  type SubmissionFlag,
  type SubmissionRow as SubmissionRecord,
  type SubmissionSaved,
} from 'shared-api';

export type SubmissionType = 'incidentreport' | 'concern' | 'clicker';
export type Flag = SubmissionFlag;
export type YesNo = ParentsInformed;
export type { ResponseInput };

/** A submission row of GET /api/formsubmission: `fields=` narrows it, id is always asked for. */
export type SubmissionRow = Partial<SubmissionRecord> & Pick<SubmissionRecord, 'id'>;

/** An answer row of GET /api/formresponse (the screens ask for these columns). */
export type ResponseRow = Pick<FormResponseRow, 'id' | 'submission' | 'questionKey' | 'response'> &
  Partial<FormResponseRow>;

export type NewSubmission = SubmissionCreateBody['data'];
export type SavedSubmission = SubmissionSaved;

const LOG_FIELDS = 'id,reference,type,status,subject,author,createdAt';
const RESPONSE_FIELDS = 'id,submission,questionKey,response,responseType';

export const LOG_LIST_LIMIT = 300;
export const LOG_RESPONSE_LIMIT = 4000;

/** POST /api/formsubmission. */
export async function createSubmission(data: NewSubmission): Promise<SavedSubmission> {
  const answer = await api.post('/api/formsubmission', { body: { data } });
  return answer.data;
}

/** PATCH /api/formsubmission/{id}: archive, flag or parents informed. */
export async function updateSubmission(
  id: number,
  change: { status?: 'Archived'; flag?: Flag; parentsInformed?: YesNo | null },
): Promise<SubmissionRow> {
  const answer = await api.patch(`/api/formsubmission/${id}`, { body: change });
  return answer.data;
}

/** The person's current Published logs, newest first (spec 2 §9: 300). */
export async function fetchLogs(subject: number): Promise<SubmissionRow[]> {
  const answer = await api.get('/api/formsubmission', {
    query: {
      fields: LOG_FIELDS,
      where: { type: 'concern', status: 'Published', subject, current: true },
      sort: 'id DESC',
      limit: LOG_LIST_LIMIT,
    },
  });
  return answer.data as SubmissionRow[];
}

/** Answers of the given submissions. */
export async function fetchResponses(submissionIds: number[]): Promise<ResponseRow[]> {
  if (submissionIds.length === 0) return [];
  const answer = await api.get('/api/formresponse', {
    query: {
      where: { submission: submissionIds },
      fields: RESPONSE_FIELDS,
      limit: LOG_RESPONSE_LIMIT,
    },
  });
  return answer.data as ResponseRow[];
}

/** The latest Published incident report of a person (confirmation page), or null. */
export async function fetchLatestIncident(subject: number): Promise<SubmissionRow | null> {
  const answer = await api.get('/api/formsubmission', {
    query: {
      fields: 'id,pdfUrl',
      where: { type: 'incidentreport', status: 'Published', subject, current: true },
      sort: 'id DESC',
      limit: 1,
    },
  });
  return (answer.data as SubmissionRow[])[0] ?? null;
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
  const answer = await api.post(`/api/formsubmission/${id}/cpoms/push`);
  return answer.data;
}

/** The latest Published Smart Plan of a person and its PDF (Download Smart Plan), or null. */
export async function fetchLatestPlan(
  subject: number,
): Promise<{ id: number; fileId: number; pdfUrl: string } | null> {
  try {
    const answer = await api.get(`/api/smartplan/latest/${subject}`);
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
