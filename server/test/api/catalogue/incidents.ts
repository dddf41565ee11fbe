import type { RouteCase, TenantIds } from './types';

/** Incidents area (issue 3): submissions, responses, comments, files, technique ranking. */
export function incidentsRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
