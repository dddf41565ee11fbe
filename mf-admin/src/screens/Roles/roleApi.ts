import { roleLabel, useApi, type Role as RoleRow, type WithFields } from 'shared-api';
import type { SelectOption } from 'shared-ui';

export const ROLE_FIELDS = 'id,title,permissions,createdAt';

/** A role as the screens ask for it (ROLE_FIELDS). */
export type Role = WithFields<Partial<RoleRow>, typeof ROLE_FIELDS>;

/** The active organisation's roles (spec 3 §9: up to 1000); nothing is fetched when not `wanted`. */
export function useRoles(wanted = true) {
  const answer = useApi(wanted ? '/api/role' : null, {
    query: { fields: ROLE_FIELDS, limit: 1000 },
  });
  return answer as typeof answer & { data?: { data: Role[] } };
}

/** Select options with the display names (Admin -> Full User, Standard -> Restricted User). */
export function roleOptions(roles: readonly Pick<Role, 'id' | 'title'>[]): SelectOption[] {
  return roles.map((role) => ({ value: String(role.id), label: roleLabel(role.title) }));
}
