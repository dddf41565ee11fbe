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
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { viewerFor } from '../../platform/visibility';
import { planAdherence } from './adherence';
import { planNow } from './clock';
import { planDetail } from './detail';
import { planDiff } from './diff';
import { requireArea, requireBuilder } from './gate';
import { latestPlanPdf, listDrafts, listPlans, listVersions } from './lists';
import { planPrefill } from './prefill';

/** Smart Plans (README): pre-fill, lists, one plan, versions, diff, adherence, latest PDF. */
export async function smartPlanRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };
  const tags = ['smartplans'];

  r.get(
    '/api/smartplan/prefill/:userId',
    {
      ...guards,
      schema: {
        tags,
        summary: 'What the Smart Plan wizard opens with for a service user (spec 1 §4)',
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanPrefillResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        return planPrefill(tx, await viewerFor(tx, request), request.params.userId, planNow());
      });
      return { data };
    },
  );

  r.get(
    '/api/smartplan',
    {
      ...guards,
      schema: {
        tags,
        summary: 'My Smart Plans: the latest Published plan of each person the caller may see',
        querystring: OrgIdQuery,
        response: { 200: PlanListResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireArea(tx, request.orgId);
        return listPlans(tx, await viewerFor(tx, request), planNow());
      });
      return { data, page: { total: data.length } };
    },
  );

  r.get(
    '/api/smartplan/drafts',
    {
      ...guards,
      schema: {
        tags,
        summary: "Incomplete Smart Plans: the caller's own drafts",
        querystring: OrgIdQuery,
        response: { 200: PlanDraftListResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireArea(tx, request.orgId);
        return listDrafts(tx, await viewerFor(tx, request));
      });
      return { data, page: { total: data.length } };
    },
  );

  r.get(
    '/api/smartplan/latest/:userId',
    {
      ...guards,
      schema: {
        tags,
        summary: "Download Smart Plan: the person's latest Published plan PDF (404 if none)",
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanLatestResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        return latestPlanPdf(tx, await viewerFor(tx, request), request.params.userId);
      });
      return { data };
    },
  );

  r.get(
    '/api/smartplan/versions/:userId',
    {
      ...guards,
      schema: {
        tags,
        summary: "Every Published version of the person's Smart Plans, newest first",
        params: PlanUserParams,
        querystring: OrgIdQuery,
        response: { 200: PlanVersionListResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        return listVersions(tx, await viewerFor(tx, request), request.params.userId);
      });
      return { data, page: { total: data.length } };
    },
  );

  r.get(
    '/api/smartplan/diff',
    {
      ...guards,
      schema: {
        tags,
        summary: 'What changed between two versions of a Smart Plan',
        querystring: PlanDiffQuery,
        response: { 200: PlanDiffResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        const { from, to } = request.query;
        return planDiff(tx, await viewerFor(tx, request), from, to);
      });
      return { data };
    },
  );

  r.get(
    '/api/smartplan/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'One Smart Plan the caller may see, with its answers, version and review state',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: PlanDetailResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        return planDetail(tx, request, await viewerFor(tx, request), request.params.id, planNow());
      });
      return { data };
    },
  );

  r.get(
    '/api/smartplan/:id/adherence',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Incidents since a Published plan: plan not followed, techniques to avoid used',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: PlanAdherenceResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) => {
        await requireBuilder(tx, request.orgId);
        return planAdherence(tx, await viewerFor(tx, request), request.params.id);
      });
      return { data };
    },
  );
}
