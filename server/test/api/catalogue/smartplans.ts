import { planAnswers } from '../smartplans-fixtures';
import type { RouteCase, TenantIds } from './types';

/**
 * Smart Plans (issue 10). The tenant's plan is not in TenantIds: routes taking a plan id name the
 * tenant's incident, which must answer alike (not visible as a plan / not found) from elsewhere.
 */
export function smartPlanRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'plan pre-fill',
      method: 'GET',
      url: `/api/smartplan/prefill/${ids.studentId}`,
      writes: false,
    },
    { name: 'my smart plans', method: 'GET', url: '/api/smartplan', writes: false },
    { name: 'incomplete smart plans', method: 'GET', url: '/api/smartplan/drafts', writes: false },
    {
      name: 'latest plan pdf',
      method: 'GET',
      url: `/api/smartplan/latest/${ids.studentId}`,
      writes: false,
    },
    {
      name: 'plan versions',
      method: 'GET',
      url: `/api/smartplan/versions/${ids.studentId}`,
      writes: false,
    },
    {
      name: 'plan diff',
      method: 'GET',
      url: '/api/smartplan/diff',
      query: { from: ids.incidentId, to: ids.incidentId },
      writes: false,
    },
    { name: 'one plan', method: 'GET', url: `/api/smartplan/${ids.incidentId}`, writes: false },
    {
      name: 'plan adherence',
      method: 'GET',
      url: `/api/smartplan/${ids.incidentId}/adherence`,
      writes: false,
    },
    {
      name: 'save a plan draft',
      method: 'POST',
      url: '/api/formsubmission',
      body: {
        data: {
          type: 'behaviourplan',
          status: 'Draft',
          subject: ids.studentId,
          responses: planAnswers(ids.studentId, ids.staffId),
        },
      },
      writes: true,
    },
  ];
}
