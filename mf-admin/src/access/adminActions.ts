import type { PermissionName } from 'shared-api';

/**
 * Who may take each action of the administration screens: the permission the server's route
 * checks (`requirePermission(request, ...)` in server/src/modules/*), so a screen shows exactly
 * what the server would accept. 'globalAdmin' is the server's requireGlobalAdmin; 'anyStaff' is a
 * write every member of the organisation may make (key contacts, spec 3 §6).
 */
export const ADMIN_ACTIONS = {
  addServiceUser: 'serviceUserManage',
  editServiceUser: 'serviceUserManage',
  deleteServiceUser: 'serviceUserManage',
  importServiceUsers: 'serviceUserManage',
  manageGroups: 'serviceUserManage',
  setYearGroup: 'serviceUserManage',
  editKeyContacts: 'anyStaff',
  grantDirectAccess: 'studentGrantDirectAccess',
  deleteLogOrClicker: 'incidentDelete',
  inviteUser: 'userManage',
  editUser: 'userManage',
  deleteUser: 'userManage',
  resetUserPassword: 'userManage',
  importUsers: 'userManage',
  seeStaffEmails: 'userManage',
  manageRoles: 'roleManage',
  changeServiceSetup: 'serviceSetupManage',
  manageContent: 'serviceSetupManage',
  manageServices: 'globalAdmin',
  readOutbox: 'globalAdmin',
} as const satisfies Record<string, PermissionName | 'globalAdmin' | 'anyStaff'>;

export type AdminAction = keyof typeof ADMIN_ACTIONS;

/** What the actions do, in the words of the reason shown where an action is withheld. */
const WHAT: Record<AdminAction, string> = {
  addServiceUser: 'add service users',
  editServiceUser: 'edit service users',
  deleteServiceUser: 'delete service users',
  importServiceUsers: 'import service users',
  manageGroups: 'change groups',
  setYearGroup: 'change year groups',
  editKeyContacts: 'change key contacts',
  grantDirectAccess: 'grant or revoke direct access',
  deleteLogOrClicker: 'delete logs and clickers',
  inviteUser: 'invite users',
  editUser: 'edit users',
  deleteUser: 'delete users',
  resetUserPassword: "reset users' passwords",
  importUsers: 'import users',
  seeStaffEmails: "see other staff members' e-mail addresses",
  manageRoles: 'change roles',
  changeServiceSetup: 'change Service Setup',
  manageContent: 'change content',
  manageServices: 'change services',
  readOutbox: 'read the outbox',
};

/** What the caller holds in the active organisation (from the session the server answered). */
export interface Holder {
  isOrgAdmin: boolean;
  isGlobalAdmin: boolean;
  permissions: readonly string[];
}

export function mayTake(holder: Holder, action: AdminAction): boolean {
  const needed = ADMIN_ACTIONS[action];
  if (needed === 'anyStaff') return true;
  if (needed === 'globalAdmin') return holder.isGlobalAdmin;
  return holder.isOrgAdmin || holder.permissions.includes(needed);
}

/** Why the action is withheld, naming what it needs (as the server's refusal does). */
export function refusalOf(action: AdminAction): string {
  const needed = ADMIN_ACTIONS[action];
  if (needed === 'globalAdmin') return `Only global administrators can ${WHAT[action]}`;
  return `You do not have permission to ${WHAT[action]}`;
}
