import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { guardTenantScope } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import {
  OrgIdQuery,
  OrganisationTagPutBody,
  TagListQuery,
  TagListResponse,
  UserTagPutBody,
} from './schemas';
import { listOrganisationTags, listUserTags, putOrganisationTags, putUserTags } from './service';

export async function tagRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/usertag',
    {
      schema: {
        tags: ['tags'],
        summary: "User settings: the caller's own and the organisation's service users'",
        querystring: TagListQuery,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await withContext(request, (ctx) =>
        listUserTags(ctx, { fields, limit, where, sort }),
      );
      return listAnswer(list.data, list.total);
    },
  );

  r.put(
    '/api/usertag',
    {
      schema: {
        tags: ['tags'],
        summary: 'Create or update user settings by (user, type, key)',
        querystring: OrgIdQuery,
        body: UserTagPutBody,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const saved = await withContext(request, (ctx) => putUserTags(ctx, request.body.data));
      return listAnswer(saved, saved.length);
    },
  );

  r.get(
    '/api/organisationtag',
    {
      schema: {
        tags: ['tags'],
        summary: 'Organisation settings (Service Setup)',
        querystring: TagListQuery,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await withContext(request, (ctx) =>
        listOrganisationTags(ctx, { fields, limit, where, sort }),
      );
      return listAnswer(list.data, list.total);
    },
  );

  r.put(
    '/api/organisationtag',
    {
      schema: {
        tags: ['tags'],
        summary: 'Create or update organisation settings by (type, key); needs serviceSetupManage',
        querystring: OrgIdQuery,
        body: OrganisationTagPutBody,
        response: { 200: TagListResponse },
      },
    },
    async (request) => {
      const saved = await withContext(request, (ctx) =>
        putOrganisationTags(ctx, request.body.data),
      );
      return listAnswer(saved, saved.length);
    },
  );
}
