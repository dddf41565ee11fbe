import type { RouteCase, TenantIds } from './types';

const generate = (reports: string[], query: unknown[] = []): RouteCase['body'] => ({
  data: { submissionType: 'incidentreport', query, reports },
});

/** Incidents area (issue 3): incident search reports and the CPOMS push. */
export function searchRoutes(ids: TenantIds): RouteCase[] {
  const aboutTheStudent = [{ key: 'studentName', operator: 'is', response: ids.studentId }];
  return [
    {
      name: 'incident search',
      method: 'POST',
      url: '/api/report/generate',
      body: generate(['incidentSearch', 'incidentDrafts'], aboutTheStudent),
      writes: false,
    },
    {
      name: 'global incident search',
      method: 'POST',
      url: '/api/report/generate',
      body: generate(['globalIncidentSearch'], aboutTheStudent),
      writes: false,
    },
    {
      name: 'cpoms incident search',
      method: 'POST',
      url: '/api/report/generate',
      body: generate(['cpomsIncidentSearch']),
      writes: false,
    },
    {
      name: 'cpoms push',
      method: 'POST',
      url: `/api/formsubmission/${ids.incidentId}/cpoms/push`,
      writes: true,
    },
  ];
}
