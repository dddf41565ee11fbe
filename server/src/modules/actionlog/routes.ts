import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ActionLogListResponse, ListQuery } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { listActionLog } from './service';

export async function actionLogRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/actionlog',
    {
      onRequest: requireAuth,
      preHandler: requireOrg,
      schema: {
        tags: ['action log'],
        summary:
          'Action log of service users (where {subject}); entries of hidden submissions left out',
        querystring: ListQuery,
        response: { 200: ActionLogListResponse },
      },
    },
    async (request) => {
      const list = await asBadRequest(() =>
        withTenant(request, (tx) => listActionLog(tx, request, request.query)),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );
}
