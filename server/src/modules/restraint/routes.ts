import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  DebriefBody,
  FileIdResponse,
  OrgIdQuery,
  OverdueCountResponse,
  OversightListResponse,
  OversightQuery,
  ParentLetterBody,
  ParentLetterResponse,
  ParentLetterSent,
  ParentReportBody,
  RestraintCsv,
  RestraintExportPdfBody,
  RestraintExportQuery,
  RestraintFollowupResponse,
  RestraintParams,
  RestraintRecordResponse,
  SignOffBody,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { runNextJob } from '../../platform/jobs/run';
import { listAnswer } from '../../platform/list-page';
import { withContext } from '../../platform/request-context';
import { recordDebrief } from './debrief';
import { restraintRecord } from './detail';
import { fileJobKey } from './documents';
import { exportCsv, exportPdf } from './export';
import { overdueCount, oversight } from './oversight';
import { parentLetter, sendParentLetter } from './parent-letter';
import { recordParentReport } from './parent-report';
import { signOff } from './sign-off';

/**
 * Restraint records (issue 13, README): oversight and exports for leads and admins; one record,
 * parent report, debrief and parent letter for staff who may see the incident; sign-off for leads
 * and admins. Every route: requireAuth, requireOrg, one tenant transaction.
 */
export async function restraintRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const tags = ['restraint'];

  /** A PDF job queued by the request runs at once after commit (a worker would take it anyway). */
  const renderNow = (fileId: number) => runNextJob(app, { key: fileJobKey(fileId) });

  r.get(
    '/api/restraint/oversight',
    {
      schema: {
        tags,
        summary: 'Restraint oversight: records with their deadlines (leads and admins)',
        querystring: OversightQuery,
        response: { 200: OversightListResponse },
      },
    },
    async (request) => {
      const list = await withContext(request, (ctx) => oversight(ctx, request.query));
      return listAnswer(list.data, list.total);
    },
  );

  r.get(
    '/api/restraint/overdue-count',
    {
      schema: {
        tags,
        summary: 'Restraint records with an overdue item (dashboard; leads and admins)',
        querystring: OrgIdQuery,
        response: { 200: OverdueCountResponse },
      },
    },
    async (request) => ({ data: await withContext(request, (ctx) => overdueCount(ctx)) }),
  );

  r.get(
    '/api/restraint/export.csv',
    {
      schema: {
        tags,
        summary: "The period's restraint records as CSV (leads and admins)",
        querystring: RestraintExportQuery,
        response: { 200: RestraintCsv },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await withContext(request, (ctx) => exportCsv(ctx, { from, to }));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="restraint-${from}-${to}.csv"`)
        .send(csv);
    },
  );

  r.post(
    '/api/restraint/export-pdf',
    {
      schema: {
        tags,
        summary:
          'Queue the PDF summary of a period (leads and admins); read it via /api/file/{fileId}',
        querystring: OrgIdQuery,
        body: RestraintExportPdfBody,
        response: { 200: FileIdResponse },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) => exportPdf(ctx, request.body));
      await renderNow(data.fileId);
      return { data };
    },
  );

  r.get(
    '/api/restraint/:reference',
    {
      schema: {
        tags,
        summary: 'One restraint record: latest version, follow-ups, deadlines',
        params: RestraintParams,
        querystring: OrgIdQuery,
        response: { 200: RestraintRecordResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => restraintRecord(ctx, request.params.reference)),
    }),
  );

  r.post(
    '/api/restraint/:reference/parent-report',
    {
      schema: {
        tags,
        summary: 'Record that parents were told (or why not, and when the local authority was)',
        params: RestraintParams,
        querystring: OrgIdQuery,
        body: ParentReportBody,
        response: { 200: RestraintFollowupResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) =>
        recordParentReport(ctx, request.params.reference, request.body.data),
      ),
    }),
  );

  r.post(
    '/api/restraint/:reference/sign-off',
    {
      schema: {
        tags,
        summary: 'Sign the latest version as accurate (safeguarding leads and admins)',
        params: RestraintParams,
        querystring: OrgIdQuery,
        body: SignOffBody,
        response: { 200: RestraintFollowupResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) =>
        signOff(ctx, request.params.reference, request.body.data),
      ),
    }),
  );

  r.post(
    '/api/restraint/:reference/debrief',
    {
      schema: {
        tags,
        summary: "Record the child's debrief: who, when, the child's view",
        params: RestraintParams,
        querystring: OrgIdQuery,
        body: DebriefBody,
        response: { 200: RestraintFollowupResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) =>
        recordDebrief(ctx, request.params.reference, request.body.data),
      ),
    }),
  );

  r.get(
    '/api/restraint/:reference/parent-letter',
    {
      schema: {
        tags,
        summary: 'The pre-filled parent letter, to edit before it is sent or printed',
        params: RestraintParams,
        querystring: OrgIdQuery,
        response: { 200: ParentLetterResponse },
      },
    },
    async (request) => ({
      data: await withContext(request, (ctx) => parentLetter(ctx, request.params.reference)),
    }),
  );

  r.post(
    '/api/restraint/:reference/parent-letter',
    {
      schema: {
        tags,
        summary:
          'Queue the letter PDF; send it to chosen key contacts (recorded as a parent report)',
        params: RestraintParams,
        querystring: OrgIdQuery,
        body: ParentLetterBody,
        response: { 200: ParentLetterSent },
      },
    },
    async (request) => {
      const data = await withContext(request, (ctx) =>
        sendParentLetter(ctx, request.params.reference, request.body),
      );
      await renderNow(data.fileId);
      return { data };
    },
  );
}
