import type { PermissionName } from 'shared-api/permissions';
import { forbidden } from './errors';
import type { MembershipContext } from './request-context';

// The catalogue lives in shared-api (client and server agree on names).
export {
  ALL_PERMISSIONS,
  FULL_USER_PERMISSIONS,
  RESTRICTED_USER_PERMISSIONS,
  PERMISSIONS,
  isPermissionName,
  type PermissionName,
} from 'shared-api/permissions';

/** Anything carrying the caller's standing: a RequestContext (or a guarded request). */
export interface HasMembership {
  membership: MembershipContext | null | undefined;
}

/**
 * The one permission check: organisation admins hold every permission; others what their role in
 * the organisation grants.
 */
export function hasPermission(who: HasMembership, name: PermissionName): boolean {
  const m = who.membership;
  return Boolean(m && (m.isAdmin || m.permissions.includes(name)));
}

/** 403 unless the caller holds one of the named permissions in the active organisation. */
export function requirePermission(who: HasMembership, ...names: PermissionName[]): void {
  if (names.some((name) => hasPermission(who, name))) return;
  throw forbidden(`You do not have permission to do this (${names.join(' or ')})`);
}

/** Global admins (users.is_global_admin): the only ones who create, change or remove organisations. */
export function requireGlobalAdmin(who: { user: { isGlobalAdmin: boolean } }): void {
  if (!who.user.isGlobalAdmin) {
    throw forbidden('Only global administrators can do this');
  }
}
