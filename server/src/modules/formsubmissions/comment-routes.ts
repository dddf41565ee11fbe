import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { withContext } from '../../platform/request-context';
import { addComment } from './comment-add';
import { deleteComment } from './comment-delete';
import { listComments } from './comment-list';
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

/** Collaborator comments on an incident (every version of it); guarded by routes.ts's scope. */
export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/formsubmission/:id/comment',
    {
      schema: {
        tags: ['formsubmissions'],
        summary: 'Comments on the incident (all versions)',
        params: SubmissionParams,
        querystring: OrgIdQuery,
        response: { 200: CommentListResponse },
      },
    },
    async (request) => {
      const comments = await withContext(request, (ctx) => listComments(ctx, request.params.id));
      return { data: { comments } };
    },
  );

  r.post(
    '/api/formsubmission/:id/comment',
    {
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
      const input = {
        id: request.params.id,
        section: request.query.section ?? 'general',
        content: request.body.content,
      };
      const comment = await withContext(request, (ctx) => addComment(ctx, input));
      return { data: { comment } };
    },
  );

  r.delete(
    '/api/formsubmission/:id/comment/:commentId',
    {
      schema: {
        tags: ['formsubmissions'],
        summary: 'Delete a comment (soft; the author or a collaborator of the incident)',
        params: CommentParams,
        querystring: OrgIdQuery,
        response: { 200: SuccessResponse },
      },
    },
    async (request) => {
      const { id, commentId } = request.params;
      await withContext(request, (ctx) => deleteComment(ctx, { id, commentId }));
      return { data: { success: true as const } };
    },
  );
}
