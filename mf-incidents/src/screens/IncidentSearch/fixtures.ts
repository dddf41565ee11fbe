import type { IncidentRow } from '../../data/search';

export function incidentRow(overrides: Partial<IncidentRow> = {}): IncidentRow {
  return {
    id: 101,
    reference: '42',
    userId: 4,
    firstname: 'Beth',
    lastname: 'Adams',
    yearGroup: 'Year 7',
    dateOfIncident: '2026-11-03',
    subtype: 'lowlevel',
    type: 'incidentreport',
    flag: 'none',
    parentsInformed: null,
    pdfUrl: '/api/file/9',
    cpomsId: null,
    userCpomsId: null,
    cpomsSyncFailed: 0,
    status: 'Published',
    createdAt: '2026-11-03T10:00:00Z',
    ...overrides,
  };
}
