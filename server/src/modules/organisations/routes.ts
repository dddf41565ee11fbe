import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { UserListResponse } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { forbidden } from '../../platform/errors';
import { withContext } from '../../platform/request-context';
import { contactViewerOf } from '../users/contactPrivacy';
import { listUsers } from '../users/service';
import {
  OrganisationParams,
  OrganisationResponse,
  OrganisationUserQuery,
  OrgIdQuery,
} from './schemas';
import { activeOrganisation, organisationDto } from '../../platform/organisation';
import { organisationAdminRoutes } from './routes-admin';

export const NO_ACCESS = 'You do not have access to this organisation';

/**
 * The organisation in the path must be the active one (`orgId`, already checked against the
 * caller's memberships): another organisation is read by switching to it, so a request can never
 * reach past the tenant its transaction is scoped to.
 */
function assertActiveOrganisation(request: { orgId: number }, id: number): void {
  if (id !== request.orgId) throw forbidden(NO_ACCESS);
}

export async function organisationRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/organisation/:id',
    {
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
      const row = await withContext(request, (ctx) => activeOrganisation(ctx));
      return { data: organisationDto(row) };
    },
  );

  r.get(
    '/api/organisation/:id/user',
    {
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
      const { type, fields, limit, where, sort, showFormerStudents, q, ids } = request.query;
      const list = await withContext(request, (ctx) =>
        listUsers(ctx, {
          ...{ type, fields, limit, where, sort, showFormerStudents, q, ids },
          viewer: contactViewerOf(ctx, ctx.userId),
        }),
      );
      return listAnswer(list.data, list.total);
    },
  );

  await organisationAdminRoutes(app);
}
