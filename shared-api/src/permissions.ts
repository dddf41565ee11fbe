export interface PermissionDefinition {
  name: string;
  description: string;
}

/** Catalogue of permission names a role can hold. */
export const PERMISSIONS = {
  incidentCreate: { name: 'incidentCreate', description: 'Record incidents and behaviour logs' },
  incidentDelete: { name: 'incidentDelete', description: 'Delete incidents, logs and clickers' },
  smartPlanCreate: { name: 'smartPlanCreate', description: 'Create and edit Smart Plans' },
  reportsView: { name: 'reportsView', description: 'Run reports and analytics' },
  globalIncidentSearch: {
    name: 'globalIncidentSearch',
    description: 'Search every incident of the organisation',
  },
  serviceUserManage: {
    name: 'serviceUserManage',
    description: 'Add, edit, import and delete service users',
  },
  studentGrantDirectAccess: {
    name: 'studentGrantDirectAccess',
    description: 'Grant and revoke direct access to a service user',
  },
  userManage: { name: 'userManage', description: 'Invite, edit and delete system users' },
  roleManage: { name: 'roleManage', description: 'Create, edit and delete roles' },
  serviceSetupManage: {
    name: 'serviceSetupManage',
    description: 'Change Service Setup (terms, academic years, leads, techniques)',
  },
} as const satisfies Record<string, PermissionDefinition>;

export type PermissionName = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS: readonly PermissionName[] = Object.keys(
  PERMISSIONS,
) as PermissionName[];

/** Full User (stored title 'Admin') holds everything. */
export const FULL_USER_PERMISSIONS: readonly PermissionName[] = ALL_PERMISSIONS;

const MANAGE_OR_DELETE: ReadonlySet<PermissionName> = new Set<PermissionName>([
  'incidentDelete',
  'globalIncidentSearch',
  'serviceUserManage',
  'studentGrantDirectAccess',
  'userManage',
  'roleManage',
  'serviceSetupManage',
]);

/** Restricted User (stored title 'Standard'): recording and viewing, no managing or deleting. */
export const RESTRICTED_USER_PERMISSIONS: readonly PermissionName[] = ALL_PERMISSIONS.filter(
  (name) => !MANAGE_OR_DELETE.has(name),
);

export function isPermissionName(value: string): value is PermissionName {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, value);
}

const ROLE_LABELS: Record<string, string> = { Admin: 'Full User', Standard: 'Restricted User' };

/** Stored role titles Admin and Standard display as 'Full User' and 'Restricted User'. */
export function roleLabel(title: string): string {
  return ROLE_LABELS[title] ?? title;
}
