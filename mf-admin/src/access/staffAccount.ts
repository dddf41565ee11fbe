import type { AdminAccess } from './useAdminAccess';

export const OWN_ACCOUNT_DELETE = 'You cannot delete your own account';
export const OWN_ACCOUNT_RESET =
  "This is your own account: use 'Forgotten your password?' on the sign-in page to change your password";
export const ORG_ADMIN_DELETE = "The organisation's administrator cannot be deleted";

export interface Allowed {
  allowed: boolean;
  /** Why not, when not allowed. */
  reason?: string;
}

const yes: Allowed = { allowed: true };

/** Delete of a staff member: the server's rules (userManage; never yourself, never the org's admin). */
export function mayDeleteStaff(access: AdminAccess, targetId: number): Allowed {
  if (!access.can('deleteUser')) return { allowed: false, reason: access.reason('deleteUser') };
  if (targetId === access.userId) return { allowed: false, reason: OWN_ACCOUNT_DELETE };
  if (targetId === access.orgAdminId) return { allowed: false, reason: ORG_ADMIN_DELETE };
  return yes;
}

/**
 * Password reset mail to a staff member (userManage). On your own account the server would mail you
 * a link, but an administrator "resetting" themselves is not what the button means: the sign-in
 * page's own reset is offered instead.
 */
export function mayResetStaffPassword(access: AdminAccess, targetId: number): Allowed {
  if (!access.can('resetUserPassword')) {
    return { allowed: false, reason: access.reason('resetUserPassword') };
  }
  if (targetId === access.userId) return { allowed: false, reason: OWN_ACCOUNT_RESET };
  return yes;
}
