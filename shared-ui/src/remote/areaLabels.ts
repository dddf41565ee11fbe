import { REMOTES } from 'shared-api/remotes';

/** The name of each area as the "area unavailable" panel says it: the registry's labels. */
export const AREA_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  REMOTES.map((remote) => [remote.name, remote.label]),
);

/** The label of a remote by package or Module Federation name ('mf_admin' -> 'Administration'). */
export function areaLabelFrom(name: string): string {
  const known = AREA_LABELS[name.replace(/_/g, '-')];
  if (known) return known;
  const bare = name.replace(/^mf[-_]/, '').replace(/[-_]+/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
