/** The name of each area as the "area unavailable" panel says it, wherever the panel is shown. */
export const AREA_LABELS: Readonly<Record<string, string>> = {
  'mf-auth': 'Sign-in',
  'mf-incidents': 'Incidents',
  'mf-smartplans': 'Smart Plans',
  'mf-reports': 'Analytics',
  'mf-admin': 'Administration',
  'mf-ai': 'AI Insights',
};

/** The label of a remote by package or Module Federation name ('mf_admin' -> 'Administration'). */
export function areaLabelFrom(name: string): string {
  const known = AREA_LABELS[name.replace(/_/g, '-')];
  if (known) return known;
  const bare = name.replace(/^mf[-_]/, '').replace(/[-_]+/g, ' ');
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}
