import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { AcknowledgeBody, OrgIdQuery, SubmissionParams, SuccessResponse } from './schemas';
import { acknowledge } from './acknowledge';
import { commentRoutes } from './comment-routes';
import { submissionRoutes } from './submission-routes';

/**
 * Submissions, their comments and acknowledgements. One plugin scope, guarded once
 * (guardTenantScope: requireAuth on request, requireOrg before the handler); the route files
 * below add their routes to this scope.
 */
export async function formSubmissionRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  await submissionRoutes(app);
  await commentRoutes(app);

  r.post(
    '/api/formsubmission/:id/acknowledge',
    {
      // A POST without a body means { status: true }.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags: ['formsubmissions'],
        summary:
          'Acknowledge (or with status false, un-acknowledge) an incident you collaborate on',
        params: SubmissionParams,
        querystring: OrgIdQuery,
        body: AcknowledgeBody,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      const input = { submissionId: request.params.id, status: request.body?.status ?? true };
      await withContext(request, (ctx) => acknowledge(ctx, input));
      return { data: { success: true as const } };
    },
  );
}
