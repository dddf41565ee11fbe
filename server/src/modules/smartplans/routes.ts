import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OrgIdQuery,
  PlanAdherenceResponse,
  PlanDiffQuery,
  PlanDetailResponse,
  PlanDiffResponse,
  PlanDraftListResponse,
  PlanLatestResponse,
  PlanListResponse,
  PlanPrefillResponse,
  PlanUserParams,
  PlanVersionListResponse,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { planAdherence } from './adherence';
import { planDetail } from './detail';
import { planDiff } from './diff';
import { listDrafts } from './plan-drafts';
import { latestPlanPdf } from './plan-latest';
import { listPlans } from './plan-list';
import { listVersions } from './plan-versions';
import { planPrefill } from './prefill';

/**
 * Smart Plans (README): pre-fill, lists, one plan, versions, diff, adherence, latest PDF. Saving
 * and deleting go through /api/formsubmission. Guarded once for the scope; each service checks
 * the organisation's plan (gate.ts) itself.
 */
export async function smartPlanRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['smartplans'];

  r.get(
    '/api/smartplan/prefill/:userId',
    {
      schema: {
        tags,
        summary: 'What the Smart Plan wizard opens with for a service user (spec 1 §4)',
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanPrefillResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => planPrefill(ctx, request.params.userId));
      return { data };
    },
  );

  r.get(
    '/api/smartplan',
    {
      schema: {
        tags,
        summary: 'My Smart Plans: the latest Published plan of each person the caller may see',
        querystring: OrgIdQuery,
        response: { 200: PlanListResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => listPlans(ctx));
      return listAnswer(data, data.length);
    },
  );

  r.get(
    '/api/smartplan/drafts',
    {
      schema: {
        tags,
        summary: "Incomplete Smart Plans: the caller's own drafts",
        querystring: OrgIdQuery,
        response: { 200: PlanDraftListResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => listDrafts(ctx));
      return listAnswer(data, data.length);
    },
  );

  r.get(
    '/api/smartplan/latest/:userId',
    {
      schema: {
        tags,
        summary: "Download Smart Plan: the person's latest Published plan PDF (404 if none)",
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanLatestResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => latestPlanPdf(ctx, request.params.userId));
      return { data };
    },
  );

  r.get(
    '/api/smartplan/versions/:userId',
    {
      schema: {
        tags,
        summary: "Every Published version of the person's Smart Plans, newest first",
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanVersionListResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => listVersions(ctx, request.params.userId));
      return listAnswer(data, data.length);
    },
  );

  r.get(
    '/api/smartplan/diff',
    {
      schema: {
        tags,
        summary: 'What changed between two versions of a Smart Plan',
        querystring: PlanDiffQuery,
        response: { 200: PlanDiffResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => planDiff(ctx, request.query));
      return { data };
    },
  );

  r.get(
    '/api/smartplan/:id',
    {
      schema: {
        tags,
        summary: 'One Smart Plan the caller may see, with its answers, version and review state',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: PlanDetailResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => planDetail(ctx, request.params.id));
      return { data };
    },
  );

  r.get(
    '/api/smartplan/:id/adherence',
    {
      schema: {
        tags,
        summary: 'Incidents since a Published plan: plan not followed, techniques to avoid used',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: PlanAdherenceResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => planAdherence(ctx, request.params.id));
      return { data };
    },
  );
}
