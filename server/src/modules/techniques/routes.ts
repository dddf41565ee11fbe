import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, OrgIdQuery, TechniqueRankingResponse } from 'shared-api/schemas';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { viewerFor } from '../../platform/visibility';
import { techniqueRanking } from './service';

export async function techniqueRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/besmart/user/:id/technique-ranking',
    {
      onRequest: requireAuth,
      preHandler: requireOrg,
      schema: {
        tags: ['techniques'],
        summary:
          "Average effectiveness (0-10) of each technique over the service user's current Published incident reports",
        params: IdParams,
        querystring: OrgIdQuery,
        response: { 200: TechniqueRankingResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, async (tx) =>
        techniqueRanking(tx, await viewerFor(tx, request), request.params.id),
      );
      return { data };
    },
  );
}
