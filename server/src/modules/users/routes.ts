import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { notFound } from '../../platform/errors';
import { withContext } from '../../platform/request-context';
import {
  UserGetQuery,
  UserIdParams,
  UserListQuery,
  UserWithCpomsListResponse,
  UserPartialResponse,
} from './schemas';
import { contactViewerOf } from './contactPrivacy';
import { getUser, listUsers } from './service';
import { userWriteRoutes } from './routes-write';

export async function userRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/user',
    {
      schema: {
        tags: ['users'],
        summary: 'Users of the organisation (staff and/or service users)',
        querystring: UserListQuery,
        response: { 200: UserWithCpomsListResponse },
      },
    },
    async (request) => {
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

  r.get(
    '/api/user/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'One user of the organisation',
        params: UserIdParams,
        querystring: UserGetQuery,
        response: { 200: UserPartialResponse },
      },
    },
    async (request) => {
      const user = await withContext(request, (ctx) =>
        getUser(ctx, request.params.id, request.query.fields, contactViewerOf(ctx, ctx.userId)),
      );
      if (!user) throw notFound('User not found');
      return { data: user };
    },
  );

  await userWriteRoutes(app);
}
