import type { ImportKind } from 'shared-api/schemas';
import { forbidden } from '../../platform/errors';
import { activeOrganisation, type OrganisationRow } from '../../platform/organisation';
import { hasPermission, type PermissionName } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

/** What the row checks need to know about the organisation imported into. */
export type ImportOrg = Pick<OrganisationRow, 'id' | 'name' | 'wondeSync' | 'numAllowedUsers'>;

/**
 * The active organisation (the one organisation loader). `lock` takes the organisation row FOR
 * UPDATE, so two imports into one organisation run one after the other (duplicate and user-limit
 * checks stay true).
 */
export function importOrganisation(ctx: RequestContext, lock: boolean): Promise<ImportOrg> {
  return activeOrganisation(ctx, { lock });
}

const PERMISSION: Record<ImportKind, { name: PermissionName; refusal: string }> = {
  serviceusers: {
    name: 'serviceUserManage',
    refusal: 'You do not have permission to import service users',
  },
  users: { name: 'userManage', refusal: 'You do not have permission to import users' },
};

/** 403 unless the caller may import this kind (serviceUserManage / userManage; admins hold all). */
export function requireImportPermission(ctx: RequestContext, kind: ImportKind): void {
  if (!hasPermission(ctx, PERMISSION[kind].name)) throw forbidden(PERMISSION[kind].refusal);
}
