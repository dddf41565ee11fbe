import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { PERMISSIONS } from 'shared-api/permissions';
import {
  DeletedResponse,
  IdParams,
  ListQuery,
  OrgIdQuery,
  PermissionListResponse,
  RoleAssignmentResponse,
  RoleAssignQuery,
  RoleCreateBody,
  RoleListResponse,
  RoleResponse,
  RoleUpdateBody,
  RoleUserParams,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
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

/** Roles of the organisation (roleManage for writes) and the permission catalogue. */
export async function roleRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['roles'];

  r.get(
    '/api/role',
    {
      schema: {
        tags,
        summary: 'Roles of the organisation',
        querystring: ListQuery,
        response: { 200: RoleListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listRoles(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.get(
    '/api/role/:id',
    {
      schema: {
        tags,
        summary: 'One role',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: RoleResponse },
      },
    },
    async (request) => {
      const role = await withContext(request, (ctx) =>
        roleOf(ctx.tx, ctx.orgId, request.params.id),
      );
      return { data: roleAnswer(role) };
    },
  );

  r.post(
    '/api/role',
    {
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
        data: await withContext(request, (ctx) => createRole(ctx, request.body.data)),
      };
    },
  );

  r.put(
    '/api/role/:id',
    {
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
      const role = await withContext(request, (ctx) =>
        updateRole(ctx, request.params.id, request.body.data),
      );
      return { data: role };
    },
  );

  r.delete(
    '/api/role/:id',
    {
      schema: {
        tags,
        summary: 'Delete a role (soft; refused while users hold it)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withContext(request, (ctx) => deleteRole(ctx, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.post(
    '/api/role/:roleId/user/:userId',
    {
      schema: {
        tags,
        summary: 'Give a staff member this role in the organisation (only when it differs)',
        params: RoleUserParams,
        querystring: RoleAssignQuery,
        response: { 200: RoleAssignmentResponse },
      },
    },
    async (request) => {
      const { roleId, userId } = request.params;
      return { data: await withContext(request, (ctx) => assignRole(ctx, roleId, userId)) };
    },
  );

  r.get(
    '/api/user/:id/role',
    {
      schema: {
        tags,
        summary: 'The staff member’s role in the active organisation',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: RoleListResponse },
      },
    },
    async (request) => {
      const rows = await withContext(request, (ctx) => rolesOfUser(ctx, request.params.id));
      return listAnswer(rows, rows.length);
    },
  );

  r.get(
    '/api/permission',
    {
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
