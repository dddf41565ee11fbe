import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditTrailListResponse, ListQuery } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { listAuditTrail } from './service';

export async function auditTrailRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/audittrail',
    {
      schema: {
        tags: ['audit trail'],
        summary:
          'Audit entries (where {entity, entityId, actor, action}), newest first; leads and admins',
        querystring: ListQuery,
        response: { 200: AuditTrailListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where } = request.query;
      const list = await withContext(request, (ctx) =>
        listAuditTrail(ctx, { fields, limit, where }),
      );
      return listAnswer(list.data, list.total);
    },
  );
}
