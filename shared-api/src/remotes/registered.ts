// The remote registry as the shell and the server read it: only the entries that passed the
// checks, with the problems of any left out reported once when this module loads.
import { DECLARED_REMOTES } from './registry';
import { checkRegistry, containerNameOf } from './validate';

export type RemoteName = (typeof DECLARED_REMOTES)[number]['name'];

export interface RemoteEntry {
  readonly name: RemoteName;
  readonly container: string;
  readonly label: string;
  readonly paths: readonly string[];
}

const checked = checkRegistry(DECLARED_REMOTES);

/** The registered remotes in route-table order. */
export const REMOTES = checked.remotes as readonly RemoteEntry[];

/** What was wrong with the entries left out (empty when the registry is sound). */
export const REGISTRY_PROBLEMS: readonly string[] = checked.problems;

for (const problem of REGISTRY_PROBLEMS) console.error(`[besmart] ${problem}`);

export const REMOTE_NAMES: readonly RemoteName[] = REMOTES.map((remote) => remote.name);

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

export function remoteNamed(name: string): RemoteEntry | undefined {
  return REMOTES.find((remote) => remote.name === name);
}

/** The Module Federation container name of a registered remote. */
export function containerOf(name: RemoteName): string {
  return remoteNamed(name)?.container ?? containerNameOf(name);
}
