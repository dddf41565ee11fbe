import type { FastifyRequest } from 'fastify';
import type { PermissionName } from 'shared-api/permissions';
import { forbidden } from './errors';

// The catalogue lives in shared-api (client and server agree on names).
export {
  ALL_PERMISSIONS,
  FULL_USER_PERMISSIONS,
  RESTRICTED_USER_PERMISSIONS,
  PERMISSIONS,
  isPermissionName,
  type PermissionName,
} from 'shared-api/permissions';

/** Organisation admins hold every permission; others what their role in the organisation grants. */
export function holdsPermission(request: FastifyRequest, name: PermissionName): boolean {
  const m = request.membership;
  return Boolean(m && (m.isAdmin || m.permissions.includes(name)));
}

/** 403 unless the caller holds one of the named permissions in the active organisation. */
export function requirePermission(request: FastifyRequest, ...names: PermissionName[]): void {
  if (names.some((name) => holdsPermission(request, name))) return;
  throw forbidden(`You do not have permission to do this (${names.join(' or ')})`);
}

/** Global admins (users.is_global_admin): the only ones who create, change or remove organisations. */
export function requireGlobalAdmin(request: FastifyRequest): void {
  if (!request.auth?.user.isGlobalAdmin) {
    throw forbidden('Only global administrators can do this');
  }
}
