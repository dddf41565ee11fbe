import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DirectAccessBody,
  DirectAccessStaffQuery,
  OrgIdQuery,
  StaffSummaryListResponse,
  UserIdParams,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { assertBodyOrganisation } from '../users/guards';
import { grantAccess, listStaff, revokeAccess } from './service';

/** Direct access to one service user's records (studentGrantDirectAccess on every route). */
export async function accessRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
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
        schema: {
          tags,
          summary,
          params: UserIdParams,
          querystring: DirectAccessStaffQuery,
          response: { 200: StaffSummaryListResponse },
        },
      },
      async (request) => {
        const { id } = request.params;
        const res = await withContext(request, (ctx) => listStaff(ctx, id, granted, request.query));
        return listAnswer(res.data, res.total);
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
        await withContext(request, (ctx) => change(ctx, request.params.id, ids));
        const grants = await withContext(request, (ctx) =>
          listStaff(ctx, request.params.id, true, {}),
        );
        return listAnswer(grants.data, grants.total);
      },
    });
  }
}
