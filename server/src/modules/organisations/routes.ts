import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UserListResponse } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { forbidden, notFound } from '../../platform/errors';
import { withTenant } from '../../platform/tenancy';
import { asBadRequest } from '../../platform/list-errors';
import { listUsers } from '../users/service';
import {
  OrganisationParams,
  OrganisationResponse,
  OrganisationUserQuery,
  OrgIdQuery,
} from './schemas';
import { organisationDto } from '../../platform/organisation';
import { findOrganisation } from './service';
import { organisationAdminRoutes } from './routes-admin';

export const NO_ACCESS = 'You do not have access to this organisation';

/**
 * The organisation in the path must be the active one (`orgId`, already checked against the
 * caller's memberships): another organisation is read by switching to it, so a request can never
 * reach past the tenant its transaction is scoped to.
 */
function assertActiveOrganisation(request: FastifyRequest, id: number): void {
  if (id !== request.orgId) throw forbidden(NO_ACCESS);
}

export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

  r.get(
    '/api/organisation/:id',
    {
      ...guards,
      schema: {
        tags: ['organisations'],
        summary: 'The active organisation',
        params: OrganisationParams,
        querystring: OrgIdQuery,
        response: { 200: OrganisationResponse },
      },
    },
    async (request) => {
      assertActiveOrganisation(request, request.params.id);
      const row = await withTenant(request, (tx) => findOrganisation(tx, request.params.id));
      if (!row) throw notFound('Organisation not found');
      return { data: organisationDto(row) };
    },
  );

  r.get(
    '/api/organisation/:id/user',
    {
      ...guards,
      schema: {
        tags: ['organisations'],
        summary: 'Users of the active organisation',
        params: OrganisationParams,
        querystring: OrganisationUserQuery,
        response: { 200: UserListResponse },
      },
    },
    async (request) => {
      assertActiveOrganisation(request, request.params.id);
      const { type, fields, limit, where, sort, showFormerStudents } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, (tx) =>
          listUsers(tx, request.orgId, { type, fields, limit, where, sort, showFormerStudents }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  await organisationAdminRoutes(app);
}
