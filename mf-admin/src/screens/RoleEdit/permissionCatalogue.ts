import type { PermissionDefinition } from 'shared-api';

/**
 * GET /api/permission answers the catalogue of shared-api/permissions.ts: a list of
 * `{ name, description }` or the same keyed by name. Both are read; anything else is skipped.
 */
export function permissionList(answer: unknown): PermissionDefinition[] {
  const items = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? Object.values(answer)
      : [];
  return items.flatMap((item) => {
    if (typeof item === 'string') return [{ name: item, description: item }];
    if (
      item &&
      typeof item === 'object' &&
      typeof (item as PermissionDefinition).name === 'string'
    ) {
      const { name, description } = item as PermissionDefinition;
      return [
        { name, description: typeof description === 'string' && description ? description : name },
      ];
    }
    return [];
  });
}
