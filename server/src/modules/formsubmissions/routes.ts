import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { AcknowledgeBody, OrgIdQuery, SubmissionParams, SuccessResponse } from './schemas';
import { acknowledge } from './service';
import { commentRoutes } from './comment-routes';
import { submissionRoutes } from './submission-routes';

export async function formSubmissionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  await submissionRoutes(app);
  await commentRoutes(app);

  r.post(
    '/api/formsubmission/:id/acknowledge',
    {
      onRequest: requireAuth,
      // A POST without a body means { status: true }.
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: requireOrg,
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
      const status = request.body?.status ?? true;
      await withTenant(request, (tx) => acknowledge(tx, request, request.params.id, status));
      return { data: { success: true as const } };
    },
  );
}
