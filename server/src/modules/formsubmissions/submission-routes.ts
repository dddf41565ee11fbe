import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { createSubmission } from './create';
import { listResponses, listSubmissions } from './list';
import { patchSubmission } from './patch';
import { withPublishedPdf } from './publish-after';
import {
  FormResponseListQuery,
  FormResponseListResponse,
  ListQuery,
  OrgIdQuery,
  SubmissionCreateBody,
  SubmissionCreateResponse,
  SubmissionListResponse,
  SubmissionParams,
  SubmissionPatchBody,
  SubmissionRowResponse,
} from './schemas';

/** Submissions (incident reports, logs, clickers, plans) and their answers; guarded by routes.ts. */
export async function submissionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.get(
    '/api/formsubmission',
    {
      schema: {
        tags: ['formsubmissions'],
        summary:
          'Submissions the caller may see (where: id, type, subType, status, subject, author, formId, current)',
        querystring: ListQuery,
        response: { 200: SubmissionListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listSubmissions(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.get(
    '/api/formresponse',
    {
      schema: {
        tags: ['formsubmissions'],
        summary: 'Answers of submissions the caller may see (where: submission, id, questionKey)',
        querystring: FormResponseListQuery,
        response: { 200: FormResponseListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => listResponses(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.post(
    '/api/formsubmission',
    {
      schema: {
        tags: ['formsubmissions'],
        summary: 'Record an incident report, log or clicker, or a new version of one (formId)',
        querystring: OrgIdQuery,
        body: SubmissionCreateBody,
        response: { 200: SubmissionCreateResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => createSubmission(ctx, request.body.data));
      return { data: await withPublishedPdf(request, request.body.data, data) };
    },
  );

  r.patch(
    '/api/formsubmission/:id',
    {
      schema: {
        tags: ['formsubmissions'],
        summary: 'Archive a record, or set its flag or parents informed',
        params: SubmissionParams,
        querystring: OrgIdQuery,
        body: SubmissionPatchBody,
        response: { 200: SubmissionRowResponse },
      },
    },
    async (request) => {
      const input = { id: request.params.id, body: request.body };
      const data = await withContext(request, (ctx) => patchSubmission(ctx, input));
      return { data };
    },
  );
}
