import type {
  ImportKind,
  ImportResult,
  ImportRowResult,
  ImportValidation,
} from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { importOrganisation, requireImportPermission } from './org';
import { checkServiceUsers } from './serviceusers-check';
import { writeServiceUsers } from './serviceusers-write';
import { checkStaff } from './users-check';
import { writeStaff } from './users-write';

/** Validates again under the organisation lock, then writes the good rows (400 on status error). */
async function checkAndWrite(
  ctx: RequestContext,
  kind: ImportKind,
  csv: string,
): Promise<{ validation: ImportValidation; written: ImportRowResult[] }> {
  const org = await importOrganisation(ctx, true);
  const refuse = (v: ImportValidation) => {
    if (v.status === 'error') throw badRequest(v.messages.join(' '));
  };
  if (kind === 'serviceusers') {
    const { validation, good } = await checkServiceUsers(ctx.tx, org, csv);
    refuse(validation);
    return { validation, written: await writeServiceUsers(ctx, good) };
  }
  const { validation, good } = await checkStaff(ctx.tx, org, csv);
  refuse(validation);
  return { validation, written: await writeStaff(ctx, good) };
}

/**
 * POST /api/import/{kind}: the whole file in the request's one transaction (README "Bulk
 * import"): every row answered, in file order, written (`ok`) or not (`error`, all its problems).
 */
export async function runImport(
  ctx: RequestContext,
  input: { kind: ImportKind; csv: string },
): Promise<ImportResult> {
  requireImportPermission(ctx, input.kind);
  const { validation, written } = await checkAndWrite(ctx, input.kind, input.csv);
  const failed = new Map<number, string>();
  for (const e of validation.rowErrors) {
    failed.set(e.row, failed.has(e.row) ? `${failed.get(e.row)}; ${e.message}` : e.message);
  }
  const results = [...written, ...[...failed].map(([row, error]) => ({ row, ok: false, error }))];
  return {
    added: written.filter((w) => w.ok).length,
    results: results.sort((a, b) => a.row - b.row),
  };
}
