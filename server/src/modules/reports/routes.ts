import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { ReportGenerateQuery } from 'shared-api/schemas';
import { ReportGenerateRequest, reportGenerateResponse } from './schemas';
import { assertKnownReports, generateReports, reportRegistry } from './service';

export async function reportRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  r.post(
    '/api/report/generate',
    {
      schema: {
        tags: ['reports'],
        summary: `Generate named reports (known: ${reportRegistry.names().join(', ')})`,
        querystring: ReportGenerateQuery,
        body: ReportGenerateRequest,
        response: { 200: reportGenerateResponse(reportRegistry) },
      },
    },
    async (request) => {
      assertKnownReports(reportRegistry, request.body.data.reports);
      const body = request.body.data;
      const limit = body.limit ?? request.query.limit;
      const data = await withContext(request, (ctx) => generateReports(ctx, { ...body, limit }));
      return { data };
    },
  );
}
