// Report answers shaped as shared-api/src/schemas/analytics.ts says, for the component tests.
import type { Bucket } from 'shared-api/schemas';
import type { IncidentRow, ReportResult } from '../src/data/analytics';

export function bucket(
  key: string,
  label: string,
  count: number,
  criteria: Bucket['criteria'] = null,
): Bucket {
  return { key, label, count, criteria };
}

export function incidentRow(overrides: Partial<IncidentRow> = {}): IncidentRow {
  return {
    id: 101,
    reference: 42,
    userId: 4,
    firstname: 'Beth',
    lastname: 'Adams',
    yearGroup: 'Year 7',
    dateOfIncident: '2026-11-03',
    subtype: 'lowlevel',
    type: 'incidentreport',
    flag: 'none',
    parentsInformed: 'yes',
    pdfUrl: null,
    cpomsId: null,
    userCpomsId: null,
    cpomsSyncFailed: 0,
    status: 'Published',
    createdAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

const BETH_CRITERIA = [
  { key: 'studentName', operator: 'is', response: '4', relation: 'AND' as const },
];

/** Every part of the Global Incident Report with data. */
export function globalReport(overrides: ReportResult = {}): ReportResult {
  return {
    incidentTotals: { total: 12, noPhysical: 7, physical: 5, restrictive: 2 },
    incidentsByStudent: [
      bucket('4', 'Beth Adams', 8, BETH_CRITERIA),
      bucket('5', 'Cal Brown', 4, []),
    ],
    incidentsByYearGroup: [bucket('Year 7', 'Year 7', 12, null)],
    incidentsByUserGroup: [],
    incidentsByMonth: [
      bucket('2026-10', 'Oct 2026', 5, null),
      bucket('2026-11', 'Nov 2026', 7, null),
    ],
    incidentsByHour: Array.from({ length: 24 }, (_, h) =>
      bucket(String(h).padStart(2, '0'), String(h).padStart(2, '0'), h === 10 ? 12 : 0, null),
    ),
    incidentsByLocation: [bucket('Hall', 'Hall', 12, null)],
    incidentsBySystemUser: [bucket('12', 'Lee Lead', 12, null)],
    incidentTrend: {
      from: '2026-09-01',
      to: '2026-11-30',
      previousFrom: '2026-06-03',
      previousTo: '2026-08-31',
      months: [
        { month: '2026-09', count: 0, previousCount: 2 },
        { month: '2026-10', count: 5, previousCount: 1 },
        { month: '2026-11', count: 7, previousCount: 1 },
      ],
      total: 12,
      previousTotal: 4,
    },
    incidentHeatmap: {
      cells: Array.from({ length: 168 }, (_, i) => ({
        weekday: Math.floor(i / 24) + 1,
        hour: i % 24,
        count: i === 10 ? 12 : 0,
      })),
    },
    disproportionality: {
      rows: [
        {
          dimension: 'gender' as never, // the schema's Static of this union is never (reported)
          group: 'female',
          roll: 10,
          incidents: 8,
          physical: 4,
          restrictive: 2,
          physicalPer100: 40,
          restrictivePer100: 20,
        },
        {
          dimension: 'gender' as never, // the schema's Static of this union is never (reported)
          group: 'male',
          roll: 20,
          incidents: 4,
          physical: 1,
          restrictive: 0,
          physicalPer100: 5,
          restrictivePer100: 0,
        },
      ],
    },
    globalIncidentSearch: {
      rows: [
        incidentRow(),
        incidentRow({ id: 102, reference: 43, firstname: '=HYPERLINK("x")', subtype: 'highlevel' }),
      ],
      total: 2,
    },
    ...overrides,
  };
}
