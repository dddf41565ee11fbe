import {
  IdParams,
  OrgIdQuery,
  OutboxItemResponse,
  OutboxListResponse,
  OutboxQuery,
} from '../schemas';
import { defineRoutes } from './define';

/** The outbox of jobs and mail (global administrators only). */
export const OUTBOX_ROUTES = defineRoutes({
  'GET /api/admin/outbox': { querystring: OutboxQuery, response: OutboxListResponse },
  'POST /api/admin/outbox/:id/retry': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: OutboxItemResponse,
  },
});
