import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DeletedResponse,
  IdParams,
  ListQuery,
  OrgIdQuery,
  UserGroupCreateBody,
  UserGroupCreateResponse,
  UserGroupListResponse,
  UserGroupMemberCreateBody,
  UserGroupMemberListResponse,
  UserGroupMemberResponse,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { assertBodyOrganisation } from '../users/guards';
import { addMember, createGroup, listGroups, listMembers, removeMember } from './service';

/** Groups of service users (usergroup) and their members (usergroupmember). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['groups'];

  r.get(
    '/api/usergroup',
    {
      schema: {
        tags,
        summary: 'Groups of the organisation',
        querystring: ListQuery,
        response: { 200: UserGroupListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listGroups(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.post(
    '/api/usergroup',
    {
      schema: {
        tags,
        summary: 'Create a group (serviceUserManage); names are unique per organisation',
        querystring: OrgIdQuery,
        body: UserGroupCreateBody,
        response: { 200: UserGroupCreateResponse },
      },
    },
    async (request) => {
      assertBodyOrganisation(request, request.body.data.organisation);
      const group = await withContext(request, (ctx) => createGroup(ctx, request.body.data));
      return { data: [group] };
    },
  );

  r.get(
    '/api/usergroupmember',
    {
      schema: {
        tags,
        summary: 'Group memberships (where {user, usergroup, id}); rows carry the group name',
        querystring: ListQuery,
        response: { 200: UserGroupMemberListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listMembers(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.post(
    '/api/usergroupmember',
    {
      schema: {
        tags,
        summary: 'Add a service user to a group (serviceUserManage)',
        querystring: OrgIdQuery,
        body: UserGroupMemberCreateBody,
        response: { 200: UserGroupMemberResponse },
      },
    },
    async (request) => {
      const member = await withContext(request, (ctx) => addMember(ctx, request.body.data));
      return { data: member };
    },
  );

  r.delete(
    '/api/usergroupmember/:id',
    {
      schema: {
        tags,
        summary: 'Remove a group membership (soft; serviceUserManage)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withContext(request, (ctx) => removeMember(ctx, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );
}
