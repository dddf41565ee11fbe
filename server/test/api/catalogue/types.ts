import type { Call } from '../client';

/** Ids of one tenant's rows that the routes point at (made in tenancy.test.ts `tenant()`). */
export interface TenantIds {
  orgId: number;
  studentId: number;
  staffId: number;
  incidentId: number;
}

/** A valid request about the given tenant's rows; `writes` when it changes data. */
export type RouteCase = Call & { name: string; writes: boolean };
