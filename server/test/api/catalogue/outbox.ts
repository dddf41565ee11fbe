import type { RouteCase, TenantIds } from './types';

/** The outbox (issue 8 §7): global administrators only; everyone else gets 403. */
export function outboxRoutes(ids: TenantIds): RouteCase[] {
  return [
    {
      name: 'outbox',
      method: 'GET',
      url: '/api/admin/outbox',
      writes: false,
      globalAdminOnly: true,
    },
    {
      name: 'retry outbox job',
      method: 'POST',
      url: `/api/admin/outbox/${ids.incidentId}/retry`,
      writes: true,
      globalAdminOnly: true,
    },
  ];
}
