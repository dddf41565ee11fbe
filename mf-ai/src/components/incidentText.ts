import type { IncidentRow } from '../data/incidents';

export const incidentNumber = (reference: number | string | null | undefined) =>
  `besmart-${reference ?? ''}`;

export const childName = (row: Pick<IncidentRow, 'firstname' | 'lastname'>) =>
  `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim();

/** The AI support page of one incident (spec 2 §2.9's robot action). */
export const aiSupportPath = (row: Pick<IncidentRow, 'id' | 'userId'>) =>
  `/incident/${row.userId}/ai/${row.id}`;
