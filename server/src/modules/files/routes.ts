import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, OrgIdQuery } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { viewerFor } from '../../platform/visibility';
import { fileHeaders, readPermittedFile } from './service';

/** GET /api/file/{id}: streams a stored file (Bearer only; never a token in the URL). */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/file/:id',
    {
      onRequest: requireAuth,
      preHandler: requireOrg,
      schema: {
        tags: ['files'],
        summary:
          'A stored file (incident PDF, content media) with its mime type, when the caller may see what it belongs to',
        params: IdParams,
        querystring: OrgIdQuery,
      },
    },
    async (request, reply) => {
      const file = await withTenant(request, async (tx) =>
        readPermittedFile(tx, await viewerFor(tx, request), request.params.id),
      );
      return reply.headers(fileHeaders(file)).send(file.content);
    },
  );
}
