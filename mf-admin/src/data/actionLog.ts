import { useMemo } from 'react';
import { useApiList, type ListRow } from './useApiList';

const LOG_FIELDS =
  'id,description,type,key,actionedBy,createdAt,subject,organisation,additionalData';

export type ActionLogEntry = ListRow<'/api/actionlog', { fields: typeof LOG_FIELDS }>;

/** Descriptions whose entries link to the PDF of the submission named in additionalData. */
export const SUBMITTED_DESCRIPTIONS = [
  'Published incidentreport has been submitted',
  'Published behaviourplan has been submitted',
] as const;

/** additionalData arrives as JSON text or as an object; we need its submissionId. */
export function submissionIdOf(entry: Pick<ActionLogEntry, 'additionalData'>): number | undefined {
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

export function linksToPdf(entry: Pick<ActionLogEntry, 'description'>): boolean {
  return (SUBMITTED_DESCRIPTIONS as readonly string[]).includes(entry.description);
}

/** Action log of one person (limit 1000, newest first) and the PDF of each 'submitted' entry. */
export function useActionLog(userId: number | null) {
  const log = useApiList(userId === null ? null : '/api/actionlog', {
    where: { subject: userId },
    fields: LOG_FIELDS,
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
  const pdfs = useApiList(submissionIds.length > 0 ? '/api/formsubmission' : null, {
    where: { id: submissionIds },
    fields: 'id,pdfUrl',
    limit: 1000,
  });
  const pdfBySubmission = useMemo(
    () => new Map(pdfs.rows.filter((r) => r.pdfUrl).map((r) => [r.id, r.pdfUrl as string])),
    [pdfs.rows],
  );
  return { entries: log.rows, loading: log.loading, error: log.error, pdfBySubmission };
}
