import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  CONTENT_FILE_MAX_BYTES,
  ContentCreateBody,
  ContentFileQuery,
  ContentFileResponse,
  ContentListResponse,
  ContentResponse,
  ContentUpdateBody,
  DeletedResponse,
  IdParams,
  ListQuery,
  OrgIdQuery,
} from 'shared-api/schemas';
import { guardTenantScope, requireOrg } from '../../platform/auth-guard';
import { listAnswer } from '../../platform/list-page';
import { badRequest } from '../../platform/errors';
import { withContext } from '../../platform/request-context';
import { baseMime } from './media';
import {
  assertMayWriteContent,
  attachFile,
  createContent,
  deleteContent,
  getContent,
  listContent,
  updateContent,
} from './service';

const errors = { 400: ApiErrorBody, 403: ApiErrorBody, 404: ApiErrorBody, 409: ApiErrorBody };

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  // Media uploads arrive as the raw file (any type, judged by the upload route). Encapsulated: the
  // parser only exists for this module's routes; JSON bodies keep the JSON parser.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/content',
    {
      schema: {
        tags: ['content'],
        summary: "The organisation's content menu items",
        querystring: ListQuery,
        response: { 200: ContentListResponse, ...errors },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listContent(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.get(
    '/api/content/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'One content item',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: ContentResponse, ...errors },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => getContent(ctx, request.params.id)),
    }),
  );

  r.post(
    '/api/content',
    {
      schema: {
        tags: ['content'],
        summary: 'Add a content item (serviceSetupManage)',
        querystring: OrgIdQuery,
        body: ContentCreateBody,
        response: { 200: ContentResponse, ...errors },
      },
    },
    async (request) => {
      assertMayWriteContent(request);
      return {
        data: await withContext(request, (ctx) => createContent(ctx, request.body.data)),
      };
    },
  );

  r.put(
    '/api/content/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Change a content item (serviceSetupManage)',
        params: IdParams,
        querystring: OrgIdQuery,
        body: ContentUpdateBody,
        response: { 200: ContentResponse, ...errors },
      },
    },
    async (request) => {
      assertMayWriteContent(request);
      return {
        data: await withContext(request, (ctx) =>
          updateContent(ctx, request.params.id, request.body.data),
        ),
      };
    },
  );

  r.delete(
    '/api/content/:id',
    {
      schema: {
        tags: ['content'],
        summary: 'Delete a content item (soft; refused while it holds items)',
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: DeletedResponse, ...errors },
      },
    },
    async (request) => {
      assertMayWriteContent(request);
      await withContext(request, (ctx) => deleteContent(ctx, request.params.id));
      return { data: { success: 'true' as const } };
    },
  );

  r.post(
    '/api/content/:id/file',
    {
      // Membership is checked before the (up to 20 MB) body is read.
      onRequest: requireOrg,
      bodyLimit: CONTENT_FILE_MAX_BYTES,
      schema: {
        tags: ['content'],
        summary:
          'Upload the media of an Audio, Image, PDF or Video item (raw body, its own Content-Type)',
        params: IdParams,
        querystring: ContentFileQuery,
        response: { 200: ContentFileResponse, ...errors },
      },
    },
    async (request) => {
      assertMayWriteContent(request);
      const mime = baseMime(request.headers['content-type']);
      const body = Buffer.isBuffer(request.body) ? request.body : null;
      return {
        data: await withContext(request, async (ctx) => {
          if (!body) {
            // Looked up first so that another organisation's id answers 404 whatever the body.
            await getContent(ctx, request.params.id);
            throw badRequest(`Content-Type: '${mime || 'none'}' is not a media type`);
          }
          return attachFile(ctx, request.params.id, {
            mime,
            body,
            name: request.query.name,
          });
        }),
      };
    },
  );
}
