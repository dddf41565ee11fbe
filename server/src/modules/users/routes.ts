import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { withTenant } from '../../platform/tenancy';
import { asBadRequest } from '../../platform/list-errors';
import {
  UserGetQuery,
  UserIdParams,
  UserListQuery,
  UserListResponse,
  UserPartialResponse,
} from './schemas';
import { getUser, listUsers } from './service';
import { userWriteRoutes } from './routes-write';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

  r.get(
    '/api/user',
    {
      ...guards,
      schema: {
        tags: ['users'],
        summary: 'Users of the organisation (staff and/or service users)',
        querystring: UserListQuery,
        response: { 200: UserListResponse },
      },
    },
    async (request) => {
      const { type, fields, limit, where, sort, showFormerStudents } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, (tx) =>
          listUsers(tx, request.orgId, { type, fields, limit, where, sort, showFormerStudents }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.get(
    '/api/user/:id',
    {
      ...guards,
      schema: {
        tags: ['users'],
        summary: 'One user of the organisation',
        params: UserIdParams,
        querystring: UserGetQuery,
        response: { 200: UserPartialResponse },
      },
    },
    async (request) => {
      const user = await asBadRequest(() =>
        withTenant(request, (tx) =>
          getUser(tx, request.orgId, request.params.id, request.query.fields),
        ),
      );
      if (!user) throw notFound('User not found');
      return { data: user };
    },
  );

  await userWriteRoutes(app);
}
