import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { AuditTrailListResponse, ListQuery } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { listAuditTrail } from './service';

export async function auditTrailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/audittrail',
    {
      onRequest: requireAuth,
      preHandler: requireOrg,
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
      const list = await asBadRequest(() =>
        withTenant(request, (tx) => listAuditTrail(tx, request, { fields, limit, where })),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );
}
