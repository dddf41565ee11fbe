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
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { assertBodyOrganisation } from '../users/guards';
import { addMember, createGroup, listGroups, listMembers, removeMember } from './service';

/** Groups of service users (usergroup) and their members (usergroupmember). */
export async function groupRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };
  const tags = ['groups'];

  r.get(
    '/api/usergroup',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Groups of the organisation',
        querystring: ListQuery,
        response: { 200: UserGroupListResponse },
      },
    },
    async (request) => {
      const list = await asBadRequest(() =>
        withTenant(request, (tx) => listGroups(tx, request.orgId, request.query)),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.post(
    '/api/usergroup',
    {
      ...guards,
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
      const group = await withTenant(request, (tx) => createGroup(tx, request, request.body.data));
      return { data: [group] };
    },
  );

  r.get(
    '/api/usergroupmember',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Group memberships (where {user, usergroup, id}); rows carry the group name',
        querystring: ListQuery,
        response: { 200: UserGroupMemberListResponse },
      },
    },
    async (request) => {
      const list = await asBadRequest(() =>
        withTenant(request, (tx) => listMembers(tx, request.orgId, request.query)),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.post(
    '/api/usergroupmember',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Add a service user to a group (serviceUserManage)',
        querystring: OrgIdQuery,
        body: UserGroupMemberCreateBody,
        response: { 200: UserGroupMemberResponse },
      },
    },
    async (request) => {
      const member = await withTenant(request, (tx) => addMember(tx, request, request.body.data));
      return { data: member };
    },
  );

  r.delete(
    '/api/usergroupmember/:id',
    {
      ...guards,
      schema: {
        tags,
        summary: 'Remove a group membership (soft; serviceUserManage)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse },
      },
    },
    async (request) => {
      await withTenant(request, (tx) => removeMember(tx, request, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );
}
