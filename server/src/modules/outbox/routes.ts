import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  IdParams,
  OrgIdQuery,
  OutboxItemResponse,
  OutboxListResponse,
  OutboxQuery,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withSystemContext } from '../../platform/request-context';
import { listOutbox, retryJob } from './service';

/**
 * The outbox (issue 8 §7): queued, running, sent and failed jobs and mail, across organisations,
 * for global administrators only (403 for everyone else, before any query). The statements run
 * as besmart_system (withSystemContext); each service checks requireGlobalAdmin first, like the services routes.
 */
export async function outboxRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  guardTenantScope(app);
  const tags = ['outbox'];

  r.get(
    '/api/admin/outbox',
    {
      schema: {
        tags,
        summary: 'Jobs and mail, newest first (global admins); never a mail body',
        querystring: OutboxQuery,
        response: { 200: OutboxListResponse },
      },
    },
    async (request) => {
      const list = await withSystemContext(request, (ctx) => listOutbox(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Queue a failed job again with fresh attempts (global admins; audited)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: OutboxItemResponse },
      },
    },
    async (request) => {
      const item = await withSystemContext(request, (ctx) => retryJob(ctx, request.params.id));
      return { data: item };
    },
  );
}
