import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ActionLogListResponse, ListQuery } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { listActionLog } from './service';

export async function actionLogRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/actionlog',
    {
      schema: {
        tags: ['action log'],
        summary:
          'Action log of service users (where {subject}); entries of hidden submissions left out',
        querystring: ListQuery,
        response: { 200: ActionLogListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listActionLog(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );
}
