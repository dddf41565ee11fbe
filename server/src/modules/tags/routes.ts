import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { asBadRequest } from '../../platform/list-errors';
import {
  OrgIdQuery,
  OrganisationTagPutBody,
  TagListQuery,
  TagListResponse,
  UserTagPutBody,
} from './schemas';
import {
  listOrganisationTags,
  listUserTags,
  putOrganisationTags,
  putUserTags,
  type Caller,
} from './service';

function callerOf(request: FastifyRequest): Caller {
  return {
    orgId: request.orgId,
    userId: request.auth.userId,
    isAdmin: request.membership.isAdmin,
    permissions: request.membership.permissions,
  };
}

export async function tagRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

  r.get(
    '/api/usertag',
    {
      ...guards,
      schema: {
        tags: ['tags'],
        summary: "User settings: the caller's own and the organisation's service users'",
        querystring: TagListQuery,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, (tx) =>
          listUserTags(tx, callerOf(request), { fields, limit, where, sort }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.put(
    '/api/usertag',
    {
      ...guards,
      schema: {
        tags: ['tags'],
        summary: 'Create or update user settings by (user, type, key)',
        querystring: OrgIdQuery,
        body: UserTagPutBody,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const saved = await withTenant(request, (tx) =>
        putUserTags(tx, request, callerOf(request), request.body.data),
      );
      return { data: saved, page: { total: saved.length } };
    },
  );

  r.get(
    '/api/organisationtag',
    {
      ...guards,
      schema: {
        tags: ['tags'],
        summary: 'Organisation settings (Service Setup)',
        querystring: TagListQuery,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, (tx) =>
          listOrganisationTags(tx, callerOf(request), { fields, limit, where, sort }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.put(
    '/api/organisationtag',
    {
      ...guards,
      schema: {
        tags: ['tags'],
        summary: 'Create or update organisation settings by (type, key); needs serviceSetupManage',
        querystring: OrgIdQuery,
        body: OrganisationTagPutBody,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const saved = await withTenant(request, (tx) =>
        putOrganisationTags(tx, request, callerOf(request), request.body.data),
      );
      return { data: saved, page: { total: saved.length } };
    },
  );
}
