import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, OrgIdQuery } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { fileHeaders, readPermittedFile } from './service';

/** GET /api/file/{id}: streams a stored file (Bearer only; never a token in the URL). */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/file/:id',
    {
      schema: {
        tags: ['files'],
        summary:
          'A stored file (incident PDF, content media) with its mime type, when the caller may see what it belongs to',
        params: IdParams,
        querystring: OrgIdQuery,
      },
    },
    async (request, reply) => {
      const file = await withContext(request, (ctx) => readPermittedFile(ctx, request.params.id));
      return reply.headers(fileHeaders(file)).send(file.content);
    },
  );
}
