import type { ImportKind, ImportValidation } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { importOrganisation, requireImportPermission } from './org';
import { checkServiceUsers } from './serviceusers-check';
import { checkStaff } from './users-check';

/** POST /api/import/{kind}/validate: checks a file against the organisation, writes nothing. */
export async function validateImport(
  ctx: RequestContext,
  input: { kind: ImportKind; csv: string },
): Promise<ImportValidation> {
  requireImportPermission(ctx, input.kind);
  const org = await importOrganisation(ctx, false);
  const { validation } =
    input.kind === 'serviceusers'
      ? await checkServiceUsers(ctx.tx, org, input.csv)
      : await checkStaff(ctx.tx, org, input.csv);
  return validation;
}
