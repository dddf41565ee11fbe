import { aiRoutes } from './catalogue/ai';
import { analyticsRoutes } from './catalogue/analytics';
import { incidentsRoutes } from './catalogue/incidents';
import { outboxRoutes } from './catalogue/outbox';
import { peopleRoutes } from './catalogue/people';
import { platformRoutes } from './catalogue/platform';
import { restraintRoutes } from './catalogue/restraint';
import { searchRoutes } from './catalogue/search';
import { setupRoutes } from './catalogue/setup';
import { shareRoutes } from './catalogue/shares';
import { smartPlanRoutes } from './catalogue/smartplans';
import type { RouteCase, TenantIds } from './catalogue/types';

export type { RouteCase, TenantIds };

/**
 * Every route of the tenant API modules, as a valid request about the given tenant's rows. One
 * file per area under `catalogue/`: a new route goes there, and the tenant-isolation loops
 * (tenancy.test.ts) cover it at once.
 */
export function everyRoute(ids: TenantIds): RouteCase[] {
  return [
    ...platformRoutes(ids),
    ...incidentsRoutes(ids),
    ...searchRoutes(ids),
    ...peopleRoutes(ids),
    ...setupRoutes(ids),
    ...outboxRoutes(ids),
    ...smartPlanRoutes(ids),
    ...shareRoutes(ids),
    ...restraintRoutes(ids),
    ...aiRoutes(ids),
    ...analyticsRoutes(ids),
  ];
}
