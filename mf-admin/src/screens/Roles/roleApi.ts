import { roleLabel, useApi } from 'shared-api';
import type { SelectOption } from 'shared-ui';

export interface Role {
  id: number;
  title: string;
  permissions?: string[];
  createdAt?: string;
  organisation?: number;
}

export const ROLE_FIELDS = 'id,title,permissions,createdAt';

/** The active organisation's roles (spec 3 §9: up to 1000). */
export function useRoles() {
  return useApi<Role[]>('/api/role', { fields: ROLE_FIELDS, limit: 1000 });
}

/** Select options with the display names (Admin -> Full User, Standard -> Restricted User). */
export function roleOptions(roles: readonly Role[]): SelectOption[] {
  return roles.map((role) => ({ value: String(role.id), label: roleLabel(role.title) }));
}
