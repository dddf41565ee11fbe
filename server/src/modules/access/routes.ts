import type { FastifyInstance, FastifyRequest } from 'fastify';
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

  r.get(
    '/api/user/:id/directaccess',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Staff who may be granted access (active staff without an active grant)',
        params: UserIdParams,
        querystring: StaffQuery,
        response: { 200: StaffSummaryListResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const res = await asBadRequest(() =>
        withTenant(request, (tx) => listStaff(tx, request, id, false, request.query)),
      );
      return { data: res.data, page: { total: res.total } };
    },
  );

  r.get(
    '/api/user/:id/directaccess/grants',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Staff with an active grant for this service user',
        params: UserIdParams,
        querystring: StaffQuery,
        response: { 200: StaffSummaryListResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const res = await asBadRequest(() =>
        withTenant(request, (tx) => listStaff(tx, request, id, true, request.query)),
      );
      return { data: res.data, page: { total: res.total } };
    },
  );

  const answerGrants = (request: FastifyRequest, id: number) =>
    withTenant(request, (tx) => listStaff(tx, request, id, true, {}));

  r.post(
    '/api/user/:id/directaccess',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Grant staff direct access to this service user; answers the grants',
        params: UserIdParams,
        querystring: OrgIdQuery,
        body: DirectAccessBody,
        response: { 200: StaffSummaryListResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.organisation);
      const ids = request.body.data.map((d) => d.userGrantedAccess);
      await withTenant(request, (tx) => grantAccess(tx, request, request.params.id, ids));
      const grants = await answerGrants(request, request.params.id);
      return { data: grants.data, page: { total: grants.total } };
    },
  );

  r.delete(
    '/api/user/:id/directaccess',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Revoke staff members’ direct access; answers the remaining grants',
        params: UserIdParams,
        querystring: OrgIdQuery,
        body: DirectAccessBody,
        response: { 200: StaffSummaryListResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.organisation);
      const ids = request.body.data.map((d) => d.userGrantedAccess);
      await withTenant(request, (tx) => revokeAccess(tx, request, request.params.id, ids));
      const grants = await answerGrants(request, request.params.id);
      return { data: grants.data, page: { total: grants.total } };
    },
  );
}
