import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { withTenant } from '../../platform/tenancy';
import { addComment, deleteComment, listComments } from './comments';
import {
  CommentCreateBody,
  CommentCreateQuery,
  CommentCreateResponse,
  CommentListResponse,
  CommentParams,
  OrgIdQuery,
  SubmissionParams,
  SuccessResponse,
} from './schemas';

/** Collaborator comments on an incident (every version of it). */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

  r.get(
    '/api/formsubmission/:id/comment',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary: 'Comments on the incident (all versions)',
        params: SubmissionParams,
        querystring: OrgIdQuery,
        response: { 200: CommentListResponse },
      },
    },
    async (request) => {
      const comments = await withTenant(request, (tx) =>
        listComments(tx, request, request.params.id),
      );
      return { data: { comments } };
    },
  );

  r.post(
    '/api/formsubmission/:id/comment',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary: 'Add a comment (the author or a collaborator of the incident)',
        params: SubmissionParams,
        querystring: CommentCreateQuery,
        body: CommentCreateBody,
        response: { 200: CommentCreateResponse },
      },
    },
    async (request) => {
      const comment = await withTenant(request, (tx) =>
        addComment(
          tx,
          request,
          request.params.id,
          request.query.section ?? 'general',
          request.body.content,
        ),
      );
      return { data: { comment } };
    },
  );

  r.delete(
    '/api/formsubmission/:id/comment/:commentId',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary: 'Delete a comment (soft; the author or a collaborator of the incident)',
        params: CommentParams,
        querystring: OrgIdQuery,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      await withTenant(request, (tx) =>
        deleteComment(tx, request, request.params.id, request.params.commentId),
      );
      return { data: { success: true as const } };
    },
  );
}
