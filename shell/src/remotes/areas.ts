import type { RemoteName } from '../routes/routeTable';

/** The names the "area unavailable" panel uses. */
export const AREA_LABELS: Record<RemoteName, string> = {
  'mf-auth': 'Sign-in',
  'mf-incidents': 'Incidents',
  'mf-smartplans': 'Smart Plans',
  'mf-reports': 'Analytics',
  'mf-admin': 'Administration',
  'mf-ai': 'AI Insights',
};

/** The Module Federation container name of a remote: the package name with '-' -> '_'. */
export function mfNameOf(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
