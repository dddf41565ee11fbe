import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeletedResponse,
  ListQuery,
  OrganisationCreateBody,
  OrganisationItemResponse,
  OrganisationListResponse,
  OrganisationSettingsBody,
  OrganisationSettingsResponse,
  OrganisationUpdateBody,
  OrgIdQuery,
} from 'shared-api/schemas';
import { listAnswer } from '../../platform/list-page';
import { withContext, withSystemContext } from '../../platform/request-context';
import { OrganisationParams } from './schemas';
import {
  addOrganisation,
  changeOrganisation,
  listOrganisations,
  removeOrganisation,
} from './service-admin';
import { updateOrganisationSettings } from './settings';

/**
 * Services (organisations): global admins list, create, change and delete any of them. Those
 * statements run as besmart_system (withSystem), because the tenant role sees and updates only the
 * active organisation and cannot insert one; each such route first checks users.is_global_admin.
 */
export async function organisationAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['organisations'];

  r.get(
    '/api/organisations',
    {
      schema: {
        tags,
        summary: 'Organisations: every one for global admins, the active one for others',
        querystring: ListQuery,
        response: { 200: OrganisationListResponse },
      },
    },
    async (request) => {
      const run = request.auth.user.isGlobalAdmin ? withSystemContext : withContext;
      const list = await run(request, (ctx) => listOrganisations(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.post(
    '/api/organisations',
    {
      schema: {
        tags,
        summary:
          'Create an organisation with its Full User and Restricted User roles (global admins)',
        querystring: OrgIdQuery,
        body: OrganisationCreateBody,
        response: { 200: OrganisationItemResponse },
      },
    },
    async (request) => {
      const org = await withSystemContext(request, (ctx) =>
        addOrganisation(ctx, request.body.data),
      );
      return { data: org };
    },
  );

  r.put(
    '/api/organisations/:id',
    {
      schema: {
        tags,
        summary: 'Change an organisation’s name, colours or plan (global admins)',
        params: OrganisationParams,
        querystring: OrgIdQuery,
        body: OrganisationUpdateBody,
        response: { 200: OrganisationItemResponse },
      },
    },
    async (request) => {
      const org = await withSystemContext(request, (ctx) =>
        changeOrganisation(ctx, request.params.id, request.body.data),
      );
      return { data: org };
    },
  );

  r.delete(
    '/api/organisations/:id',
    {
      schema: {
        tags,
        summary: 'Delete an organisation (soft; global admins)',
        params: OrganisationParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withSystemContext(request, (ctx) => removeOrganisation(ctx, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.put(
    '/api/organisation/:id/settings',
    {
      schema: {
        tags,
        summary:
          'Service Setup switches, CPOMS, sharing and safeguarding leads (serviceSetupManage)',
        params: OrganisationParams,
        querystring: OrgIdQuery,
        body: OrganisationSettingsBody,
        response: { 200: OrganisationSettingsResponse },
      },
    },
    async (request) => {
      const org = await withContext(request, (ctx) =>
        updateOrganisationSettings(ctx, request.params.id, request.body.data),
      );
      return { data: org };
    },
  );
}
