import type { RemoteName } from '../routes/routeTable';

/** The Module Federation container name of a remote: the package name with '-' -> '_'. */
export function mfNameOf(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}
