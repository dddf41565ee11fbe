// What the shell knows about each remote area: registered, loading, mounted or failed.
import { useSyncExternalStore } from 'react';
import type { RemoteName } from '../routes/routeTable';
import type { RemotesMap } from './remotesJson';

export interface AreaState {
  /** null until /remotes.json has been read. */
  remotes: RemotesMap | null;
  /** /remotes.json could not be read: every remote area is unavailable until Retry. */
  registryFailed: boolean;
  failed: ReadonlySet<RemoteName>;
  mounted: ReadonlySet<RemoteName>;
}

export type AreaAvailability = 'loading' | 'ready' | 'unavailable';

const initial: AreaState = {
  remotes: null,
  registryFailed: false,
  failed: new Set(),
  mounted: new Set(),
};

let state: AreaState = initial;
const listeners = new Set<() => void>();

function update(next: Partial<AreaState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function withItem(set: ReadonlySet<RemoteName>, name: RemoteName, present: boolean) {
  const copy = new Set(set);
  if (present) copy.add(name);
  else copy.delete(name);
  return copy;
}

export const areaStore = {
  get: (): AreaState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  setRemotes(remotes: RemotesMap): void {
    update({ remotes, registryFailed: false });
  },
  setRegistryFailed(): void {
    update({ registryFailed: true });
  },
  /** Retry: the registry is being read again and `name` gets another chance. */
  retrying(name: RemoteName): void {
    update({ remotes: null, registryFailed: false, failed: withItem(state.failed, name, false) });
  },
  markLoading(name: RemoteName): void {
    update({ failed: withItem(state.failed, name, false) });
  },
  markFailed(name: RemoteName): void {
    update({
      failed: withItem(state.failed, name, true),
      mounted: withItem(state.mounted, name, false),
    });
  },
  markMounted(name: RemoteName, mounted: boolean): void {
    update({ mounted: withItem(state.mounted, name, mounted) });
  },
  reset(): void {
    update(initial);
  },
};

export function availabilityOf(current: AreaState, name: RemoteName): AreaAvailability {
  if (current.registryFailed) return 'unavailable';
  if (current.remotes === null) return 'loading';
  if (!current.remotes[name] || current.failed.has(name)) return 'unavailable';
  return current.mounted.has(name) ? 'ready' : 'loading';
}

/** `null` (a shell-owned route) is always 'ready'. */
export function useAreaAvailability(name: RemoteName | null): AreaAvailability {
  const read = (): AreaAvailability => (name ? availabilityOf(areaStore.get(), name) : 'ready');
  return useSyncExternalStore(areaStore.subscribe, read, read);
}
