import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, OrgIdQuery, TechniqueRankingResponse } from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { techniqueRanking } from './service';

export async function techniqueRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.get(
    '/api/besmart/user/:id/technique-ranking',
    {
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
      const data = await withContext(request, (ctx) => techniqueRanking(ctx, request.params.id));
      return { data };
    },
  );
}
