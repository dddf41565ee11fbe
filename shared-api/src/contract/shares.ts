import {
  IdParams,
  OrgIdQuery,
  ShareItemResponse,
  ShareListQuery,
  ShareListResponse,
  ShareOpenBody,
  ShareOpenResponse,
  ShareVerifyBody,
  ShareVerifyResponse,
} from '../schemas';
import { defineRoutes } from './define';

/**
 * Document links for people without an account. `open` and `verify` are public (no session);
 * `GET /api/share/document` (the PDF itself, not JSON) takes the access token from `verify`.
 */
export const SHARE_ROUTES = defineRoutes({
  'POST /api/share/open': { body: ShareOpenBody, response: ShareOpenResponse },
  'POST /api/share/verify': { body: ShareVerifyBody, response: ShareVerifyResponse },
  'GET /api/share': { querystring: ShareListQuery, response: ShareListResponse },
  'POST /api/share/:id/revoke': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: ShareItemResponse,
  },
});
