import type { RouteCase, TenantIds } from './types';

/**
 * The senders' side of document links (issue 13 item 4). The public routes (`/api/share/open`,
 * `/verify`, `/document`) take no session or organisation and are covered by shares-links.test.ts.
 * The tenant has no link of its own here: revoking "link {incidentId}" answers 404 in the caller's
 * own organisation and 403 in another's, which is what the loops check.
 */
export function shareRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'document links',
      method: 'GET',
      url: '/api/share',
      query: { submissionId: ids.incidentId },
      writes: false,
    },
    {
      name: 'revoke document link',
      method: 'POST',
      url: `/api/share/${ids.incidentId}/revoke`,
      writes: true,
    },
  ];
}
