import type { RouteCase, TenantIds } from './types';

/** Administration area (issue 4): people, groups, access, roles, services, imports, content. */
export function adminRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
