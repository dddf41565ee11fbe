import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  AiAnswerResponse,
  AiAskBody,
  AiDraftBody,
  AiDraftListResponse,
  AiDraftParams,
  AiDraftResponse,
  AiPromptsQuery,
  AiPromptsResponse,
  AiQueryBody,
  AiQueryParams,
  AiSyncResponse,
  IdParams,
  OrgIdQuery,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { askIncident } from './ask-incident';
import { askService } from './ask-service';
import { askStudent } from './ask-student';
import { createDraft } from './drafts-create';
import { listDrafts } from './drafts-list';
import { listPrompts } from './prompts-list';
import { queryPrompt } from './query-prompt';
import { lastSync, syncService } from './sync-service';

const tags = ['ai'];
const asks =
  'JSON by default; `Accept: application/x-ndjson` streams meta, delta…, done | error lines';

/**
 * AI Insights (issue 12): `/ai/...` (not under /api), the same guard as the tenant API (Bearer +
 * `?orgId=`). Every route needs the organisation's aiTermsAccepted. See README "AI".
 */
export async function aiRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardTenantScope(app);

  r.get(
    '/ai/prompts',
    {
      schema: {
        tags,
        summary: 'The canned AI prompts, of one section or all',
        querystring: AiPromptsQuery,
        response: { 200: AiPromptsResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => listPrompts(ctx, request.query.section)),
    }),
  );

  r.post(
    '/ai/query/:promptKey',
    {
      schema: {
        tags,
        summary: `One canned Incident prompt (by key) over one incident. ${asks}`,
        params: AiQueryParams,
        querystring: OrgIdQuery,
        body: AiQueryBody,
        response: { 200: AiAnswerResponse },
      },
    },
    async (request, reply) => {
      const { submissionId, userId } = request.body.data;
      await queryPrompt(request, reply, request.params.promptKey, submissionId, userId);
      return reply;
    },
  );

  r.post(
    '/ai/ask/incident/:id',
    {
      schema: {
        tags,
        summary: `A canned Incident prompt over one incident report (id = submission). ${asks}`,
        params: IdParams,
        querystring: OrgIdQuery,
        body: AiAskBody,
        response: { 200: AiAnswerResponse },
      },
    },
    async (request, reply) => {
      const { promptId, userId } = request.body.data;
      await askIncident(request, reply, request.params.id, promptId, userId);
      return reply;
    },
  );

  r.post(
    '/ai/ask/student/:id',
    {
      schema: {
        tags,
        summary: `A canned Student prompt over one service user's visible records. ${asks}`,
        params: IdParams,
        querystring: OrgIdQuery,
        body: AiAskBody,
        response: { 200: AiAnswerResponse },
      },
    },
    async (request, reply) => {
      await askStudent(request, reply, request.params.id, request.body.data.promptId);
      return reply;
    },
  );

  r.post(
    '/ai/ask/service/:id',
    {
      schema: {
        tags,
        summary: `A canned Service prompt over the last sync's digest (id = organisation). ${asks}`,
        params: IdParams,
        querystring: OrgIdQuery,
        body: AiAskBody,
        response: { 200: AiAnswerResponse },
      },
    },
    async (request, reply) => {
      await askService(request, reply, request.params.id, request.body.data.promptId);
      return reply;
    },
  );

  r.post(
    '/ai/sync/service',
    {
      schema: {
        tags,
        summary: 'Build and store the service digest the Service prompts read (audited)',
        querystring: OrgIdQuery,
        response: { 200: AiSyncResponse },
      },
    },
    async (request) => ({ data: await withContext(request, (ctx) => syncService(ctx)) }),
  );

  r.get(
    '/ai/sync/service',
    {
      schema: {
        tags,
        summary: 'The last sync of the service digest, or null',
        querystring: OrgIdQuery,
        response: { 200: AiSyncResponse },
      },
    },
    async (request) => ({ data: await withContext(request, (ctx) => lastSync(ctx)) }),
  );

  r.post(
    '/ai/incident/:submissionId/drafts',
    {
      schema: {
        tags,
        summary: 'Save an AI answer (a letter) as a draft on an incident (audited)',
        params: AiDraftParams,
        querystring: OrgIdQuery,
        body: AiDraftBody,
        response: { 200: AiDraftResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) =>
        createDraft(ctx, request.params.submissionId, request.body.data),
      ),
    }),
  );

  r.get(
    '/ai/incident/:submissionId/drafts',
    {
      schema: {
        tags,
        summary: 'The drafts saved on an incident',
        params: AiDraftParams,
        querystring: OrgIdQuery,
        response: { 200: AiDraftListResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => listDrafts(ctx, request.params.submissionId)),
    }),
  );
}
