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
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { requireGlobalAdmin } from '../../platform/permissions';
import { withSystem, withTenant } from '../../platform/tenancy';
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
  const guards = { onRequest: requireAuth, preHandler: requireOrg };
  const tags = ['organisations'];

  r.get(
    '/api/organisations',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Organisations: every one for global admins, the active one for others',
        querystring: ListQuery,
        response: { 200: OrganisationListResponse },
      },
    },
    async (request) => {
      const list = await asBadRequest(() =>
        request.auth.user.isGlobalAdmin
          ? withSystem(app.db, (tx) => listOrganisations(tx, request.query, null))
          : withTenant(request, (tx) => listOrganisations(tx, request.query, request.orgId)),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.post(
    '/api/organisations',
    {
      ...guards,
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
      requireGlobalAdmin(request);
      const org = await withSystem(app.db, (tx) => addOrganisation(tx, request, request.body.data));
      return { data: org };
    },
  );

  r.put(
    '/api/organisations/:id',
    {
      ...guards,
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
      requireGlobalAdmin(request);
      const org = await withSystem(app.db, (tx) =>
        changeOrganisation(tx, request, request.params.id, request.body.data),
      );
      return { data: org };
    },
  );

  r.delete(
    '/api/organisations/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Delete an organisation (soft; global admins)',
        params: OrganisationParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      requireGlobalAdmin(request);
      await withSystem(app.db, (tx) => removeOrganisation(tx, request, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.put(
    '/api/organisation/:id/settings',
    {
      ...guards,
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
      const org = await withTenant(request, (tx) =>
        updateOrganisationSettings(tx, request, request.params.id, request.body.data),
      );
      return { data: org };
    },
  );
}
