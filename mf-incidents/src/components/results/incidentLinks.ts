import type { IncidentRow } from '../../data/search';

/** The wizard route of an incident (high-level incidents have their own form). */
export function incidentEditPath(row: Pick<IncidentRow, 'id' | 'userId' | 'subtype'>): string {
  return row.subtype === 'highlevel'
    ? `/incident/high-level/${row.userId}/edit/${row.id}`
    : `/incident/${row.userId}/edit/${row.id}`;
}

export function pdfViewerPath(pdfUrl: string): string {
  return `/pdfviewer?url=${encodeURIComponent(pdfUrl)}`;
}

export const incidentNumber = (reference: string | null | undefined) =>
  `besmart-${reference ?? ''}`;
