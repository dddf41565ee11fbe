import type { RouteCase, TenantIds } from './types';

/**
 * Restraint records (issue 13). The tenant's incident (reference 1) is not a restraint record,
 * so the record routes answer 404 there; the loops check tenancy, roles and bad input.
 */
export function restraintRoutes(_ids: TenantIds): RouteCase[] {
  const ref = 1;
  return [
    {
      name: 'restraint oversight',
      method: 'GET',
      url: '/api/restraint/oversight',
      query: { state: 'all' },
      writes: false,
    },
    {
      name: 'restraint overdue count',
      method: 'GET',
      url: '/api/restraint/overdue-count',
      writes: false,
    },
    {
      name: 'restraint export csv',
      method: 'GET',
      url: '/api/restraint/export.csv',
      query: { from: '2026-01-01', to: '2026-12-31' },
      writes: false,
    },
    {
      name: 'restraint export pdf',
      method: 'POST',
      url: '/api/restraint/export-pdf',
      body: { from: '2026-01-01', to: '2026-12-31' },
      writes: true,
    },
    { name: 'restraint record', method: 'GET', url: `/api/restraint/${ref}`, writes: false },
    {
      name: 'restraint parent report',
      method: 'POST',
      url: `/api/restraint/${ref}/parent-report`,
      body: {
        data: {
          outcome: 'told',
          toldAt: '2026-03-01T15:00:00Z',
          method: 'phone',
          toldBy: _ids.staffId,
          toldTo: 'Pat Parent',
        },
      },
      writes: true,
    },
    {
      name: 'restraint sign-off',
      method: 'POST',
      url: `/api/restraint/${ref}/sign-off`,
      body: {
        data: {
          spokeWithStaffAt: '2026-03-02T09:00:00Z',
          conversationNote: 'Spoke with both staff',
          accurate: true,
        },
      },
      writes: true,
    },
    {
      name: 'restraint debrief',
      method: 'POST',
      url: `/api/restraint/${ref}/debrief`,
      body: {
        data: {
          debriefAt: '2026-03-02T10:00:00Z',
          debriefBy: _ids.staffId,
          childView: 'Felt upset',
        },
      },
      writes: true,
    },
    {
      name: 'restraint parent letter',
      method: 'GET',
      url: `/api/restraint/${ref}/parent-letter`,
      writes: false,
    },
    {
      name: 'send restraint parent letter',
      method: 'POST',
      url: `/api/restraint/${ref}/parent-letter`,
      body: { text: 'Dear parent', recipients: [], print: true },
      writes: true,
    },
  ];
}
