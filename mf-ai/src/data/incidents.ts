// Incidents for the AI screens: the incident search (spec 2 §2.9, the same report the incident
// search screens use), and one incident's row and key answers for the AI support page.
import { api, type IncidentRow, type QueryItem, type SubmissionRow } from 'shared-api';

export type { IncidentRow };

export interface IncidentPage {
  rows: IncidentRow[];
  total: number;
}

/** The report refuses more than 1000 rows a call: longer pages are read in calls of this size. */
const SERVER_PAGE = 1000;

/**
 * `count` incidents from `offset` of the caller's visible incidents matching `query` (the
 * incidentSearch report). A step of 2000 (spec 2 §9) is read as two calls of 1000.
 */
export async function searchIncidents(
  query: QueryItem[],
  offset: number,
  count: number,
): Promise<IncidentPage> {
  const rows: IncidentRow[] = [];
  let total = 0;
  for (let start = offset; start < offset + count; start += SERVER_PAGE) {
    const limit = Math.min(SERVER_PAGE, offset + count - start);
    const answer = await api.post('/api/report/generate', {
      body: {
        data: {
          submissionType: 'incidentreport',
          query,
          reports: ['incidentSearch'],
          limit,
          offset: start,
        },
      },
    });
    const page = answer.data.incidentSearch ?? { rows: [], total: 0 };
    rows.push(...(page.rows as IncidentRow[]));
    total = page.total;
    if (page.rows.length < limit) break;
  }
  return { rows, total };
}

export type IncidentSummary = Pick<SubmissionRow, 'id'> &
  Partial<
    Pick<
      SubmissionRow,
      | 'reference'
      | 'subType'
      | 'status'
      | 'subject'
      | 'createdAt'
      | 'subjectFirstName'
      | 'subjectLastName'
    >
  >;

const SUMMARY_FIELDS =
  'id,reference,subType,status,subject,createdAt,subjectFirstName,subjectLastName';

/**
 * The incident the AI support page is about: `formId` itself, or with 'latest' the person's newest
 * current incident report (any status but Archived: the Send Report step's AI Support button comes
 * from a report that may not be submitted yet). Null when there is none the caller may see.
 */
export async function fetchIncident(
  userId: number,
  formId: number | 'latest',
): Promise<IncidentSummary | null> {
  const newest = async (where: Record<string, unknown>) => {
    const answer = await api.get('/api/formsubmission', {
      query: { fields: SUMMARY_FIELDS, where, sort: 'id DESC', limit: 1 },
    });
    return (answer.data as IncidentSummary[])[0] ?? null;
  };
  if (formId !== 'latest') return newest({ type: 'incidentreport', id: formId, subject: userId });
  const base = { type: 'incidentreport', subject: userId, current: true };
  const [published, draft] = await Promise.all([
    newest({ ...base, status: 'Published' }),
    newest({ ...base, status: 'Draft' }),
  ]);
  if (!published || !draft) return published ?? draft;
  return published.id > draft.id ? published : draft;
}

export interface KeyAnswer {
  questionKey: string;
  response: string;
}

/** The incident's answers (read 2000 at a time, spec 2 §9). */
export async function fetchAnswers(submissionId: number): Promise<KeyAnswer[]> {
  const answer = await api.get('/api/formresponse', {
    query: {
      where: { submission: [submissionId] },
      fields: 'questionKey,response',
      limit: 2000,
    },
  });
  return (answer.data as Partial<KeyAnswer>[]).flatMap((row) =>
    row.questionKey ? [{ questionKey: row.questionKey, response: row.response ?? '' }] : [],
  );
}
