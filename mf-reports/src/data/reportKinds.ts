// The seven Analytics reports (spec 3 §2.3-2.5): card, search route, result route, the report type
// that picks the search fields (spec 1 §9) and the parts of POST /api/report/generate each result
// screen shows (issue 11 contract). Paths match shared-api/src/remotes/registry.ts.
import { CLICKER_REPORT_PARTS, GLOBAL_INCIDENT_REPORT_CHARTS, LOG_REPORT_PARTS } from 'shared-api';
import type { AnalyticsPartName } from './analytics';

export type ReportKind =
  | 'incident'
  | 'intervention'
  | 'involvement'
  | 'medicalIntervention'
  | 'log'
  | 'clicker'
  | 'incidentreportExtras';

export interface ReportKindDefinition {
  kind: ReportKind;
  title: string;
  /** The card's second line on /reports. */
  summary: string;
  searchPath: string;
  resultPath: string;
  submissionType: string;
  /** The report type given to fieldsForReportType (shared-api/search). */
  fieldsType: string;
  parts: readonly AnalyticsPartName[];
  /** Only organisations with enablePILExtras see it. */
  pilExtras?: boolean;
}

export const REPORT_KINDS: readonly ReportKindDefinition[] = [
  {
    kind: 'incident',
    title: 'Global Incident Report',
    summary: 'Top individuals, groups, times, locations',
    searchPath: '/incident/report/search',
    resultPath: '/report/incidentreport',
    submissionType: 'incidentreport',
    fieldsType: 'incident',
    parts: [
      ...GLOBAL_INCIDENT_REPORT_CHARTS,
      'incidentTrend',
      'incidentHeatmap',
      'disproportionality',
      'globalIncidentSearch',
    ],
  },
  {
    kind: 'intervention',
    title: 'Intervention Report',
    summary: 'Locations, techniques, restrictive interventions and durations',
    searchPath: '/intervention/report/search',
    resultPath: '/report/interventionreport',
    submissionType: 'incidentreport',
    fieldsType: 'incident',
    parts: ['intervention'],
  },
  {
    kind: 'involvement',
    title: 'Involvement Report',
    summary: 'Key involvement in incidents',
    searchPath: '/involvement/report/search',
    resultPath: '/report/involvementreport',
    submissionType: 'incidentreport',
    fieldsType: 'incident',
    parts: ['involvement'],
  },
  {
    kind: 'medicalIntervention',
    title: 'Injuries Report',
    summary: 'Injuries to service users, staff and others',
    searchPath: '/medicalIntervention/report/search',
    resultPath: '/report/medicalinterventionreport',
    submissionType: 'medicalinterventionreport',
    fieldsType: 'incident',
    parts: ['medicalIntervention'],
  },
  {
    kind: 'log',
    title: 'Log Report',
    summary: 'Positive, negative and N/A logs',
    searchPath: '/log/report/search',
    resultPath: '/report/concernreport',
    submissionType: 'concern',
    fieldsType: 'log',
    parts: LOG_REPORT_PARTS,
  },
  {
    kind: 'clicker',
    title: 'Clicker Report',
    summary: 'Clicker counts by type and by service user',
    searchPath: '/clicker/report/search',
    resultPath: '/report/clickerreport',
    submissionType: 'clicker',
    fieldsType: 'clicker',
    parts: CLICKER_REPORT_PARTS,
  },
  {
    kind: 'incidentreportExtras',
    title: 'Discriminatory, Prejudiced and other Behaviour',
    summary: 'Suspensions & Permanent Exclusions',
    searchPath: '/incidentreportExtras/report/search',
    resultPath: '/report/incidentreportExtras',
    submissionType: 'incidentreport',
    fieldsType: 'incident',
    parts: ['pilExtrasReport', 'pilExtrasReportExclusions'],
    pilExtras: true,
  },
];

export function reportKind(kind: ReportKind): ReportKindDefinition {
  const found = REPORT_KINDS.find((k) => k.kind === kind);
  if (!found) throw new Error(`Unknown report kind ${kind}`);
  return found;
}

/** The reports the organisation offers (the seventh only with enablePILExtras). */
export function reportsFor(enablePILExtras: boolean): ReportKindDefinition[] {
  return REPORT_KINDS.filter((k) => !k.pilExtras || enablePILExtras);
}
