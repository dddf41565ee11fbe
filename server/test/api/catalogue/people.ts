import type { RouteCase, TenantIds } from './types';

/** Administration area (issue 4): users, groups, direct access, roles, organisations, action log. */
export function peopleRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
