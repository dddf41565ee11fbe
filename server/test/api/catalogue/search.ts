import type { RouteCase, TenantIds } from './types';

/** Incidents area (issue 3): incident search reports and the CPOMS push. */
export function searchRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
