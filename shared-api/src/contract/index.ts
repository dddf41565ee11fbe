// The API contract: one map from '<METHOD> <path>' to the TypeBox schemas the server registers
// for that route. The server imports the values (shared-api/contract); browser code imports only
// the types (through 'shared-api'), so the map costs the bundle nothing.
import { AUTH_ROUTES } from './auth';
import { INCIDENT_ROUTES } from './incidents';
import { OUTBOX_ROUTES } from './outbox';
import { PEOPLE_ROUTES } from './people';
import { RESTRAINT_ROUTES } from './restraint';
import { SETUP_ROUTES } from './setup';
import { SHARE_ROUTES } from './shares';
import { SMART_PLAN_ROUTES } from './smartplans';

export const API_CONTRACT = {
  ...AUTH_ROUTES,
  ...PEOPLE_ROUTES,
  ...SETUP_ROUTES,
  ...INCIDENT_ROUTES,
  ...OUTBOX_ROUTES,
  ...SMART_PLAN_ROUTES,
  ...RESTRAINT_ROUTES,
  ...SHARE_ROUTES,
};

export type { HttpMethod, RouteSchemas } from './define';
export { defineRoutes } from './define';
export type * from './types';
