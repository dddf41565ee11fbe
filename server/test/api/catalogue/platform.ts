import type { RouteCase, TenantIds } from './types';

/** Routes of the platform foundation (users, organisations, tags, reports, acknowledge). */
export function platformRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'list users',
      method: 'GET',
      url: '/api/user',
      query: { type: 'student' },
      writes: false,
    },
    {
      name: 'search users',
      method: 'GET',
      url: '/api/user',
      query: { q: 'a', limit: 20, sort: 'lastName,firstName' },
      writes: false,
    },
    {
      name: 'users by id',
      method: 'GET',
      url: '/api/user',
      query: { ids: `${ids.studentId},${ids.staffId}` },
      writes: false,
    },
    { name: 'one user', method: 'GET', url: `/api/user/${ids.studentId}`, writes: false },
    { name: 'organisation', method: 'GET', url: `/api/organisation/${ids.orgId}`, writes: false },
    {
      name: 'organisation users',
      method: 'GET',
      url: `/api/organisation/${ids.orgId}/user`,
      query: { type: 'user' },
      writes: false,
    },
    {
      name: 'user tags',
      method: 'GET',
      url: '/api/usertag',
      query: { where: JSON.stringify({ user: ids.studentId }) },
      writes: false,
    },
    {
      name: 'save user tags',
      method: 'PUT',
      url: '/api/usertag',
      body: {
        data: [
          {
            user: ids.studentId,
            type: 'keycontacts',
            key: 'keycontacts',
            value: '[{"firstName":"X"}]',
          },
        ],
      },
      writes: true,
    },
    {
      name: 'organisation tags',
      method: 'GET',
      url: '/api/organisationtag',
      query: { where: JSON.stringify({ type: 'besmart' }) },
      writes: false,
    },
    {
      name: 'save organisation tags',
      method: 'PUT',
      url: '/api/organisationtag',
      body: { data: [{ type: 'besmart', key: 'serviceUserTerm', value: 'intruder' }] },
      writes: true,
    },
    {
      name: 'generate reports',
      method: 'POST',
      url: '/api/report/generate',
      body: {
        data: {
          submissionType: 'incidentreport',
          query: [],
          reports: [
            'numActiveStudents',
            'totalNumberOfIncidents',
            'behaviourDrafts',
            'incidentsAsCollaborator',
          ],
        },
      },
      writes: false,
    },
    {
      name: 'acknowledge',
      method: 'POST',
      url: `/api/formsubmission/${ids.incidentId}/acknowledge`,
      body: { status: true },
      writes: true,
    },
  ];
}
