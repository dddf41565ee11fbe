import {
  IdParams,
  OrgIdQuery,
  PlanAdherenceResponse,
  PlanDetailResponse,
  PlanDiffQuery,
  PlanDiffResponse,
  PlanDraftListResponse,
  PlanLatestResponse,
  PlanListResponse,
  PlanPrefillResponse,
  PlanUserParams,
  PlanVersionListResponse,
} from '../schemas';
import { defineRoutes } from './define';

/** Smart Plans: pre-fill, lists, versions, diff, adherence and the latest PDF. */
export const SMART_PLAN_ROUTES = defineRoutes({
  'GET /api/smartplan/prefill/:userId': {
    params: PlanUserParams,
    querystring: OrgIdQuery,
    response: PlanPrefillResponse,
  },
  'GET /api/smartplan': { querystring: OrgIdQuery, response: PlanListResponse },
  'GET /api/smartplan/drafts': { querystring: OrgIdQuery, response: PlanDraftListResponse },
  'GET /api/smartplan/latest/:userId': {
    params: PlanUserParams,
    querystring: OrgIdQuery,
    response: PlanLatestResponse,
  },
  'GET /api/smartplan/versions/:userId': {
    params: PlanUserParams,
    querystring: OrgIdQuery,
    response: PlanVersionListResponse,
  },
  'GET /api/smartplan/diff': { querystring: PlanDiffQuery, response: PlanDiffResponse },
  'GET /api/smartplan/:id': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: PlanDetailResponse,
  },
  'GET /api/smartplan/:id/adherence': {
    params: IdParams,
    querystring: OrgIdQuery,
    response: PlanAdherenceResponse,
  },
});
