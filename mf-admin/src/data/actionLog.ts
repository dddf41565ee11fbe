import { useMemo } from 'react';
import { useApiList } from './useApiList';

export interface ActionLogEntry {
  id: number;
  description: string;
  type?: string | null;
  key?: string | null;
  actionedBy?: number | null;
  createdAt: string;
  subject?: number | null;
  organisation?: number;
  additionalData?: unknown;
}

/** Descriptions whose entries link to the PDF of the submission named in additionalData. */
export const SUBMITTED_DESCRIPTIONS = [
  'Published incidentreport has been submitted',
  'Published behaviourplan has been submitted',
] as const;

/** additionalData arrives as JSON text or as an object; we need its submissionId. */
export function submissionIdOf(entry: ActionLogEntry): number | undefined {
  let data = entry.additionalData;
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data);
    } catch {
      return undefined;
    }
  }
  if (!data || typeof data !== 'object') return undefined;
  const id = Number((data as Record<string, unknown>).submissionId);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

export function linksToPdf(entry: ActionLogEntry): boolean {
  return (SUBMITTED_DESCRIPTIONS as readonly string[]).includes(entry.description);
}

/** Action log of one person (limit 1000, newest first) and the PDF of each 'submitted' entry. */
export function useActionLog(userId: number | null) {
  const log = useApiList<ActionLogEntry>(userId === null ? null : '/api/actionlog', {
    where: { subject: userId },
    fields: 'id,description,type,key,actionedBy,createdAt,subject,organisation,additionalData',
    limit: 1000,
    sort: 'id DESC',
  });
  const submissionIds = useMemo(() => {
    const ids = new Set<number>();
    for (const entry of log.rows) {
      const id = linksToPdf(entry) ? submissionIdOf(entry) : undefined;
      if (id !== undefined) ids.add(id);
    }
    return [...ids].sort((a, b) => a - b);
  }, [log.rows]);
  const pdfs = useApiList<{ id: number; pdfUrl: string | null }>(
    submissionIds.length > 0 ? '/api/formsubmission' : null,
    { where: { id: submissionIds }, fields: 'id,pdfUrl', limit: 1000 },
  );
  const pdfBySubmission = useMemo(
    () => new Map(pdfs.rows.filter((r) => r.pdfUrl).map((r) => [r.id, r.pdfUrl as string])),
    [pdfs.rows],
  );
  return { entries: log.rows, loading: log.loading, error: log.error, pdfBySubmission };
}
