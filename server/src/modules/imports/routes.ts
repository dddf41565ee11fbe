import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  ApiErrorBody,
  IMPORT_MAX_BYTES,
  ImportBody,
  ImportParams,
  ImportResponse,
  ImportValidationResponse,
  OrgIdQuery,
  SERVICE_USER_IMPORT_COLUMNS,
  USER_IMPORT_COLUMNS,
} from 'shared-api/schemas';
import { guardTenantScope } from '../../platform/auth-guard';
import { withContext } from '../../platform/request-context';
import { templateCsv } from './csv';
import { runImport } from './run-import';
import { validateImport } from './validate-import';

/** JSON escaping can make the body longer than the file: room for a 5 MB file of quotes. */
const BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 1024;

const TEMPLATES = [
  ['/bulk-import-template-serviceuser.csv', SERVICE_USER_IMPORT_COLUMNS],
  ['/bulk-import-template-user.csv', USER_IMPORT_COLUMNS],
] as const;

/** The import calls: a scope of their own, guarded once (the templates beside it are public). */
async function importApiRoutes(app: FastifyInstance): Promise<void> {
  guardTenantScope(app);
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  r.post(
    '/api/import/:kind/validate',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['imports'],
        summary: 'Check a bulk import file without writing anything',
        params: ImportParams,
        querystring: OrgIdQuery,
        body: ImportBody,
        response: { 200: ImportValidationResponse, 400: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      const input = { kind: request.params.kind, csv: request.body.csv };
      return { data: await withContext(request, (ctx) => validateImport(ctx, input)) };
    },
  );

  r.post(
    '/api/import/:kind',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['imports'],
        summary: 'Import service users or staff from CSV (the whole file in one transaction)',
        params: ImportParams,
        querystring: OrgIdQuery,
        body: ImportBody,
        response: { 200: ImportResponse, 400: ApiErrorBody, 403: ApiErrorBody },
      },
    },
    async (request) => {
      const input = { kind: request.params.kind, csv: request.body.csv };
      return { data: await withContext(request, (ctx) => runImport(ctx, input)) };
    },
  );
}

export async function importRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [path, columns] of TEMPLATES) {
    // Public (the spec's static file); declared here so it wins over the shell's history fallback.
    r.get(
      path,
      { schema: { tags: ['imports'], summary: 'Bulk import CSV template' } },
      (_req, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${path.slice(1)}"`)
          .header('cache-control', 'no-cache')
          .send(templateCsv(columns)),
    );
  }

  await app.register(importApiRoutes);
}
