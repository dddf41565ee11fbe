import { GLOBAL_INCIDENT_REPORT_CHARTS } from 'shared-api/search';
import type { RouteCase, TenantIds } from './types';

const generate = (
  submissionType: string,
  reports: string[],
  query: unknown[] = [],
): RouteCase['body'] => ({ data: { submissionType, query, reports } });

/** Analytics (issue 11): the report parts of the Analytics screens (safeguarding leads only). */
export function analyticsRoutes(ids: TenantIds): RouteCase[] {
  const aboutTheStudent = [{ key: 'studentName', operator: 'is', response: ids.studentId }];
  const url = '/api/report/generate';
  return [
    {
      name: 'global incident report analytics',
      method: 'POST',
      url,
      body: generate('incidentreport', [...GLOBAL_INCIDENT_REPORT_CHARTS], aboutTheStudent),
      writes: false,
    },
    {
      name: 'incident analytics extras',
      method: 'POST',
      url,
      body: generate('incidentreport', [
        'pilExtrasReport',
        'pilExtrasReportExclusions',
        'incidentHeatmap',
        'involvement',
        'disproportionality',
        'incidentTrend',
        'intervention',
      ]),
      writes: false,
    },
    {
      name: 'injuries report analytics',
      method: 'POST',
      url,
      body: generate('medicalinterventionreport', ['medicalIntervention'], aboutTheStudent),
      writes: false,
    },
    {
      name: 'log report analytics',
      method: 'POST',
      url,
      body: generate('concern', [
        'concernCount',
        'concernStudentCount',
        'concernByType',
        'concernByStudentPositive',
        'concernByStudentNegative',
        'concernByStudentNA',
        'concernStudentOverview',
        'concernSearch',
      ]),
      writes: false,
    },
    {
      name: 'clicker report analytics',
      method: 'POST',
      url,
      body: generate(
        'clicker',
        [
          'clickerCount',
          'clickerStudentCount',
          'clickerByType',
          'clickerByStudent',
          'clickerStudentOverview',
          'clickerSearch',
        ],
        aboutTheStudent,
      ),
      writes: false,
    },
  ];
}
