import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DirectAccessBody, Id, OrgIdQuery, StaffSummaryListResponse } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { assertBodyOrganisation } from '../users/guards';
import { UserIdParams } from '../users/schemas';
import { grantAccess, listStaff, revokeAccess } from './service';

const StaffQuery = Type.Object(
  {
    orgId: Id,
    fields: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);

/** Direct access to one service user's records (studentGrantDirectAccess on every route). */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };
  const tags = ['direct access'];

  const lists = [
    {
      url: '/api/user/:id/directaccess',
      summary: 'Staff who may be granted access (active staff without an active grant)',
      granted: false,
    },
    {
      url: '/api/user/:id/directaccess/grants',
      summary: 'Staff with an active grant for this service user',
      granted: true,
    },
  ];
  for (const { url, summary, granted } of lists) {
    r.get(
      url,
      {
        ...guards,
        schema: {
          tags,
          summary,
          params: UserIdParams,
          querystring: StaffQuery,
          response: { 200: StaffSummaryListResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const res = await asBadRequest(() =>
          withTenant(request, (tx) => listStaff(tx, request, id, granted, request.query)),
        );
        return { data: res.data, page: { total: res.total } };
      },
    );
  }

  // Granting and revoking take the same body and both answer the grants that result.
  const changes = [
    {
      method: 'POST' as const,
      summary: 'Grant staff direct access to this service user; answers the grants',
      change: grantAccess,
    },
    {
      method: 'DELETE' as const,
      summary: 'Revoke staff members’ direct access; answers the remaining grants',
      change: revokeAccess,
    },
  ];
  for (const { method, summary, change } of changes) {
    r.route({
      method,
      url: '/api/user/:id/directaccess',
      ...guards,
      schema: {
        tags,
        summary,
        params: UserIdParams,
        querystring: OrgIdQuery,
        body: DirectAccessBody,
        response: { 200: StaffSummaryListResponse },
      },
      handler: async (request) => {
        assertBodyOrganisation(request, request.body.organisation);
        const ids = request.body.data.map((d) => d.userGrantedAccess);
        await withTenant(request, (tx) => change(tx, request, request.params.id, ids));
        const grants = await withTenant(request, (tx) =>
          listStaff(tx, request, request.params.id, true, {}),
        );
        return { data: grants.data, page: { total: grants.total } };
      },
    });
  }
}
