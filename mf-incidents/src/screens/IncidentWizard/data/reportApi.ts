// The calls the wizard makes for one report (spec 2 §7): the report row, its answers, the draft.
import { api, type SubmissionRow, type TechniqueAverage } from 'shared-api';
import type { StoredResponse } from '../answers';
import type { WizardKind } from '../steps';

/** Report answers are read 2000 at a time (spec 2 §9). */
export const REPORT_RESPONSE_LIMIT = 2000;

const FIELDS = 'id,reference,type,subType,status,author,subject,collaborators,mayEdit';

/** The report row as the wizard asks for it (FIELDS); a just-saved draft carries fewer. */
export type ReportRow = Pick<SubmissionRow, 'id'> &
  Partial<
    Pick<
      SubmissionRow,
      | 'reference'
      | 'type'
      | 'subType'
      | 'status'
      | 'author'
      | 'subject'
      | 'collaborators'
      | 'mayEdit'
    >
  >;

/** The submission named by formId (any status), or null when it is not visible. */
export async function fetchReport(formId: number): Promise<ReportRow | null> {
  const answer = await api.get('/api/formsubmission', {
    query: { fields: FIELDS, where: { id: formId, type: 'incidentreport' }, limit: 1 },
  });
  return (answer.data as ReportRow[])[0] ?? null;
}

/**
 * The caller's latest saved draft of this wizard for the person (spec 2 §4: subType and status
 * Draft); the author filter is dropped when the organisation shares incident reports (§6).
 */
export async function fetchDraft(
  subject: number,
  kind: WizardKind,
  author: number | undefined,
  shared: boolean,
): Promise<ReportRow | null> {
  const where: Record<string, unknown> = {
    type: 'incidentreport',
    subType: kind,
    status: 'Draft',
    subject,
    current: true,
  };
  if (!shared && author !== undefined) where.author = author;
  const answer = await api.get('/api/formsubmission', {
    query: { fields: FIELDS, where, sort: 'id DESC', limit: 1 },
  });
  return (answer.data as ReportRow[])[0] ?? null;
}

export async function fetchReportResponses(id: number): Promise<StoredResponse[]> {
  const answer = await api.get('/api/formresponse', {
    query: {
      where: { submission: [id] },
      fields: 'id,submission,questionKey,response,responseType',
      limit: REPORT_RESPONSE_LIMIT,
    },
  });
  return answer.data as StoredResponse[];
}

export type RankedTechnique = TechniqueAverage;

export interface TechniqueRanking {
  physical: RankedTechnique[];
  deescalation: RankedTechnique[];
}

export async function fetchTechniqueRanking(subject: number): Promise<TechniqueRanking> {
  const answer = await api.get(`/api/besmart/user/${subject}/technique-ranking`);
  return answer.data;
}
