import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { asBadRequest } from '../../platform/list-errors';
import { withTenant } from '../../platform/tenancy';
import { viewerOf } from './access';
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

/** Submissions (incident reports, logs, clickers) and their answers. */
export async function submissionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

  r.get(
    '/api/formsubmission',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary:
          'Submissions the caller may see (where: id, type, subType, status, subject, author, formId, current)',
        querystring: ListQuery,
        response: { 200: SubmissionListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, async (tx) =>
          listSubmissions(tx, await viewerOf(tx, request), { fields, limit, where, sort }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.get(
    '/api/formresponse',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary: 'Answers of submissions the caller may see (where: submission, id, questionKey)',
        querystring: FormResponseListQuery,
        response: { 200: FormResponseListResponse },
      },
    },
    async (request) => {
      const { fields, limit, where, sort } = request.query;
      const list = await asBadRequest(() =>
        withTenant(request, async (tx) =>
          listResponses(tx, await viewerOf(tx, request), { fields, limit, where, sort }),
        ),
      );
      return { data: list.data, page: { total: list.total } };
    },
  );

  r.post(
    '/api/formsubmission',
    {
      ...guards,
      schema: {
        tags: ['formsubmissions'],
        summary: 'Record an incident report, log or clicker, or a new version of one (formId)',
        querystring: OrgIdQuery,
        body: SubmissionCreateBody,
        response: { 200: SubmissionCreateResponse },
      },
    },
    async (request) => {
      const data = await withTenant(request, (tx) =>
        createSubmission(tx, request, request.body.data),
      );
      return { data: await withPublishedPdf(request, request.body.data, data) };
    },
  );

  r.patch(
    '/api/formsubmission/:id',
    {
      ...guards,
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
      const data = await withTenant(request, (tx) =>
        patchSubmission(tx, request, request.params.id, request.body),
      );
      return { data };
    },
  );
}
