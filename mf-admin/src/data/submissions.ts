import { api } from 'shared-api';
import { useApiList } from './useApiList';

export type PersonSubmissionType = 'concern' | 'clicker' | 'incidentreport' | 'behaviourplan';

export interface SubmissionRow {
  id: number;
  reference?: string | number | null;
  type?: string;
  subType?: string | null;
  flag?: string | null;
  pdfUrl?: string | null;
  createdAt: string;
}

export interface ResponseRow {
  id: number;
  submission: number;
  questionKey: string;
  response: string | null;
  responseType?: string | null;
}

/**
 * Published submissions of one type about one person, current versions only (an edited incident
 * keeps its older Published versions, superseded), newest first (limit 300, spec 3 §9).
 */
export function usePersonSubmissions(
  userId: number | null,
  type: PersonSubmissionType,
  fields = 'id,subType,createdAt',
) {
  return useApiList<SubmissionRow>(userId === null ? null : '/api/formsubmission', {
    where: { subject: userId, type, status: 'Published', current: true },
    fields,
    limit: 300,
    sort: 'id DESC',
  });
}

/** Responses of the given submissions (limit 4000); nothing is fetched for no ids. */
export function useResponses(submissionIds: number[]) {
  return useApiList<ResponseRow>(submissionIds.length > 0 ? '/api/formresponse' : null, {
    where: { submission: submissionIds },
    fields: 'id,questionKey,response,responseType,submission',
    limit: 4000,
  });
}

/** Soft delete of an incident, log or clicker. */
export async function archiveSubmission(id: number): Promise<void> {
  await api.patch(`/api/formsubmission/${id}`, { status: 'Archived' });
}

/** 'besmart-{reference}' as incidents are numbered on screen. */
export function besmartReference(reference: SubmissionRow['reference']): string {
  return `besmart-${reference ?? ''}`;
}

/** The shell's PDF viewer for a stored file ('/api/file/{id}'). */
export function pdfViewerHref(pdfUrl: string): string {
  return `/pdfviewer?url=${encodeURIComponent(pdfUrl)}`;
}
