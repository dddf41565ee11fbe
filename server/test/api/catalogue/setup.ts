import type { RouteCase, TenantIds } from './types';

/** Administration area (issue 4): bulk imports and content. */
export function setupRoutes(ids: TenantIds): RouteCase[] {
  void ids;
  return [];
}
