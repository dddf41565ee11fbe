import type { FastifyInstance, FastifyRequest } from 'fastify';
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
  type ImportKind,
  type ImportResult,
  type ImportRowResult,
  type ImportValidation,
} from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { requireAuth, requireOrg } from '../../platform/auth-guard';
import { badRequest, forbidden } from '../../platform/errors';
import { withTenant } from '../../platform/tenancy';
import { templateCsv } from './csv';
import { loadImportOrg } from './org';
import { checkServiceUsers } from './serviceusers-check';
import { writeServiceUsers } from './serviceusers-write';
import { checkStaff } from './users-check';
import { writeStaff } from './users-write';

const PERMISSION: Record<ImportKind, { name: string; refusal: string }> = {
  serviceusers: {
    name: 'serviceUserManage',
    refusal: 'You do not have permission to import service users',
  },
  users: { name: 'userManage', refusal: 'You do not have permission to import users' },
};

function assertMayImport(request: FastifyRequest, kind: ImportKind): void {
  const { isAdmin, permissions } = request.membership;
  if (!isAdmin && !permissions.includes(PERMISSION[kind].name)) {
    throw forbidden(PERMISSION[kind].refusal);
  }
}

/** JSON escaping can make the body longer than the file: room for a 5 MB file of quotes. */
const BODY_LIMIT = IMPORT_MAX_BYTES * 2 + 1024;

async function check(tx: Tx, orgId: number, kind: ImportKind, csv: string) {
  const org = await loadImportOrg(tx, orgId, false);
  return kind === 'serviceusers' ? checkServiceUsers(tx, org, csv) : checkStaff(tx, org, csv);
}

/** Validates again under the organisation lock, then writes the good rows (400 on status error). */
async function runImport(
  tx: Tx,
  request: FastifyRequest,
  kind: ImportKind,
  csv: string,
): Promise<{ validation: ImportValidation; written: ImportRowResult[] }> {
  const org = await loadImportOrg(tx, request.orgId, true);
  const refuse = (v: ImportValidation) => {
    if (v.status === 'error') throw badRequest(v.messages.join(' '));
  };
  if (kind === 'serviceusers') {
    const { validation, good } = await checkServiceUsers(tx, org, csv);
    refuse(validation);
    return { validation, written: await writeServiceUsers(tx, request, good) };
  }
  const { validation, good } = await checkStaff(tx, org, csv);
  refuse(validation);
  return { validation, written: await writeStaff(tx, request, good) };
}

const TEMPLATES = [
  ['/bulk-import-template-serviceuser.csv', SERVICE_USER_IMPORT_COLUMNS],
  ['/bulk-import-template-user.csv', USER_IMPORT_COLUMNS],
] as const;

export async function importRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<TypeBoxTypeProvider>();
  const guards = { onRequest: requireAuth, preHandler: requireOrg };

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

  r.post(
    '/api/import/:kind/validate',
    {
      ...guards,
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
      const { kind } = request.params;
      assertMayImport(request, kind);
      const { validation } = await withTenant(request, (tx) =>
        check(tx, request.orgId, kind, request.body.csv),
      );
      return { data: validation };
    },
  );

  r.post(
    '/api/import/:kind',
    {
      ...guards,
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
      const { kind } = request.params;
      assertMayImport(request, kind);
      const data = await withTenant(request, async (tx): Promise<ImportResult> => {
        const { validation, written } = await runImport(tx, request, kind, request.body.csv);
        const failed = new Map<number, string>();
        for (const e of validation.rowErrors) {
          failed.set(e.row, failed.has(e.row) ? `${failed.get(e.row)}; ${e.message}` : e.message);
        }
        const results = [
          ...written,
          ...[...failed].map(([row, error]) => ({ row, ok: false, error })),
        ].sort((a, b) => a.row - b.row);
        return { added: written.filter((w) => w.ok).length, results };
      });
      return { data };
    },
  );
}
