import { api, type FormResponseRow, type SubmissionRow } from 'shared-api';
import { useApiList } from './useApiList';

export type PersonSubmissionType = 'concern' | 'clicker' | 'incidentreport' | 'behaviourplan';

const RESPONSE_FIELDS = 'id,questionKey,response,responseType,submission';

/** A submission row narrowed by `fields`: id and createdAt are always asked for. */
export type PersonSubmissionRow = Partial<SubmissionRow> & Pick<SubmissionRow, 'id' | 'createdAt'>;
export type ResponseRow = Pick<
  FormResponseRow,
  'id' | 'questionKey' | 'response' | 'responseType' | 'submission'
>;

/**
 * Published submissions of one type about one person, current versions only (an edited incident
 * keeps its older Published versions, superseded), newest first (limit 300, spec 3 §9).
 */
export function usePersonSubmissions(
  userId: number | null,
  type: PersonSubmissionType,
  fields = 'id,subType,createdAt',
) {
  const list = useApiList(userId === null ? null : '/api/formsubmission', {
    where: { subject: userId, type, status: 'Published', current: true },
    fields,
    limit: 300,
    sort: 'id DESC',
  });
  return { ...list, rows: list.rows as PersonSubmissionRow[] };
}

/** Responses of the given submissions (limit 4000); nothing is fetched for no ids. */
export function useResponses(submissionIds: number[]) {
  return useApiList(submissionIds.length > 0 ? '/api/formresponse' : null, {
    where: { submission: submissionIds },
    fields: RESPONSE_FIELDS,
    limit: 4000,
  });
}

/** Soft delete of an incident, log or clicker. */
export async function archiveSubmission(id: number): Promise<void> {
  await api.patch(`/api/formsubmission/${id}`, { body: { status: 'Archived' } });
}

/** 'besmart-{reference}' as incidents are numbered on screen. */
export function besmartReference(reference: SubmissionRow['reference'] | undefined): string {
  return `besmart-${reference ?? ''}`;
}

/** The shell's PDF viewer for a stored file ('/api/file/{id}'). */
export function pdfViewerHref(pdfUrl: string): string {
  return `/pdfviewer?url=${encodeURIComponent(pdfUrl)}`;
}
