import type { CollaboratorReportRow } from 'shared-api';

/** Spec 1 §2: high-level (physical intervention) reports open in their own wizard. */
export function incidentLink(row: CollaboratorReportRow): string {
  const prefix = row.subType === 'highlevel' ? '/incident/high-level' : '/incident';
  return `${prefix}/${row.subject}/edit/${row.latestSubmission}`;
}

export function incidentNumber(row: CollaboratorReportRow): string {
  return `besmart-${row.reference}`;
}

/**
 * Rows still waiting for this user: an incident leaves the list once the user's id is among its
 * finished collaborators (spec 1 §4) or it was acknowledged here. Sorted by reference, newest first.
 */
export function pendingRows(
  rows: readonly CollaboratorReportRow[],
  userId: number | undefined,
  acknowledged: ReadonlySet<number>,
): CollaboratorReportRow[] {
  return rows
    .filter((row) => !acknowledged.has(row.id))
    .filter((row) => userId === undefined || !row.collaboratorsFinished.includes(userId))
    .sort((a, b) => Number(b.reference) - Number(a.reference));
}
