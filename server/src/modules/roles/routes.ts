import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PERMISSIONS } from 'shared-api/permissions';
import {
  DeletedResponse,
  Id,
  IdParams,
  ListQuery,
  OrgIdQuery,
  PermissionListResponse,
  RoleAssignmentResponse,
  RoleCreateBody,
  RoleListResponse,
  RoleResponse,
  RoleUpdateBody,
} from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { assertBodyOrganisation } from '../users/guards';
import {
  assignRole,
  createRole,
  deleteRole,
  listRoles,
  roleAnswer,
  roleOf,
  rolesOfUser,
  updateRole,
} from './service';

const RoleUserParams = Type.Object({ roleId: Id, userId: Id }, { additionalProperties: false });

/** Roles of the organisation (roleManage for writes) and the permission catalogue. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };
  const tags = ['roles'];

  r.get(
    '/api/role',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Roles of the organisation',
        querystring: ListQuery,
        response: { 200: RoleListResponse },
      },
    },
    async (request) => {
      const list = await asBadRequest(() =>
        withTenant(request, (tx) => listRoles(tx, request.orgId, request.query)),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.get(
    '/api/role/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'One role',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: RoleResponse },
      },
    },
    async (request) => {
      const role = await withTenant(request, (tx) => roleOf(tx, request.orgId, request.params.id));
      return { data: roleAnswer(role) };
    },
  );

  r.post(
    '/api/role',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Create a role (roleManage)',
        querystring: OrgIdQuery,
        body: RoleCreateBody,
        response: { 200: RoleResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.data.organisation);
      return {
        data: await withTenant(request, (tx) => createRole(tx, request, request.body.data)),
      };
    },
  );

  r.put(
    '/api/role/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Change a role’s title or permissions (roleManage)',
        params: IdParams,
        querystring: OrgIdQuery,
        body: RoleUpdateBody,
        response: { 200: RoleResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.data.organisation);
      const role = await withTenant(request, (tx) =>
        updateRole(tx, request, request.params.id, request.body.data),
      );
      return { data: role };
    },
  );

  r.delete(
    '/api/role/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Delete a role (soft; refused while users hold it)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withTenant(request, (tx) => deleteRole(tx, request, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.post(
    '/api/role/:roleId/user/:userId',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Give a staff member this role in the organisation (only when it differs)',
        params: RoleUserParams,
        querystring: Type.Object(
          { orgId: Id, siteId: Type.Optional(Type.String({ maxLength: 50 })) },
          { additionalProperties: false },
        ),
        response: { 200: RoleAssignmentResponse },
      },
    },
    async (request) => {
      const { roleId, userId } = request.params;
      return { data: await withTenant(request, (tx) => assignRole(tx, request, roleId, userId)) };
    },
  );

  r.get(
    '/api/user/:id/role',
    {
      ...guards,
      schema: {
        tags,
        summary: 'The staff member’s role in the active organisation',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: RoleListResponse },
      },
    },
    async (request) => {
      const rows = await withTenant(request, (tx) =>
        rolesOfUser(tx, request.orgId, request.params.id),
      );
      return { data: rows, page: { total: rows.length } };
    },
  );

  r.get(
    '/api/permission',
    {
      ...guards,
      schema: {
        tags,
        summary: 'The permission catalogue',
        querystring: OrgIdQuery,
        response: { 200: PermissionListResponse },
      },
    },
    async () => {
      const data = Object.values(PERMISSIONS).map((p) => ({
        name: p.name,
        description: p.description,
      }));
      return { data, page: { total: data.length } };
    },
  );
}
