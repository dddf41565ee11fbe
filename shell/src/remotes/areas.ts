import { containerOf } from 'shared-api/remotes';
import type { RemoteName } from '../routes/routeTable';

/** The Module Federation container name of a remote, as the registry declares it. */
export function mfNameOf(remote: RemoteName): string {
  return containerOf(remote);
}
