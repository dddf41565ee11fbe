import type { RouteCase, TenantIds } from './types';

/** Incidents area (issue 3): submissions, responses, comments, files, techniques, CPOMS. */
export function incidentsRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
