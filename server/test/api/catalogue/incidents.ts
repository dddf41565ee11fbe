import type { RouteCase, TenantIds } from './types';

/** Incidents area (issue 3): submissions, responses, comments, files, technique ranking. */
export function incidentsRoutes(ids: TenantIds): RouteCase[] {
  const submission = `/api/formsubmission/${ids.incidentId}`;
  return [
    {
      name: 'list submissions',
      method: 'GET',
      url: '/api/formsubmission',
      query: { where: JSON.stringify({ subject: ids.studentId }) },
      writes: false,
    },
    {
      name: 'list responses',
      method: 'GET',
      url: '/api/formresponse',
      query: { where: JSON.stringify({ submission: [ids.incidentId] }) },
      writes: false,
    },
    {
      name: 'record a log',
      method: 'POST',
      url: '/api/formsubmission',
      body: {
        data: {
          type: 'concern',
          status: 'Published',
          subject: ids.studentId,
          responses: [
            { questionKey: 'positiveNegative', questionText: 'Type', response: 'Positive' },
          ],
        },
      },
      writes: true,
    },
    {
      name: 'edit an incident',
      method: 'POST',
      url: '/api/formsubmission',
      body: {
        data: {
          type: 'incidentreport',
          subType: 'lowlevel',
          status: 'Draft',
          subject: ids.studentId,
          formId: ids.incidentId,
          responses: [{ questionKey: 'location', questionText: 'Location', response: 'Hall' }],
        },
      },
      writes: true,
    },
    {
      name: 'flag an incident',
      method: 'PATCH',
      url: submission,
      body: { flag: 'red' },
      writes: true,
    },
    {
      name: 'archive an incident',
      method: 'PATCH',
      url: submission,
      body: { status: 'Archived' },
      writes: true,
    },
    { name: 'list comments', method: 'GET', url: `${submission}/comment`, writes: false },
    {
      name: 'add a comment',
      method: 'POST',
      url: `${submission}/comment`,
      query: { section: 'general' },
      body: { content: 'Intruder comment' },
      writes: true,
    },
    {
      name: 'delete a comment',
      method: 'DELETE',
      url: `${submission}/comment/${ids.commentId}`,
      writes: true,
    },
    { name: 'read a file', method: 'GET', url: `/api/file/${ids.fileId}`, writes: false },
    {
      name: 'technique ranking',
      method: 'GET',
      url: `/api/besmart/user/${ids.studentId}/technique-ranking`,
      writes: false,
    },
  ];
}
