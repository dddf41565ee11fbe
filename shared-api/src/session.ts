import { useSyncExternalStore } from 'react';
import type { MyPermissions, Organisation, OrganisationSummary, Terms, UserDetails } from './types';

export interface SessionState {
  apiToken?: string;
  activeOrg?: Organisation;
  activeSite?: null;
  terms?: Terms;
  userDetails?: UserDetails;
  userOrganisations?: OrganisationSummary[];
  myPermissions?: MyPermissions;
  lastActiveIndex?: number;
}

type Key = keyof SessionState;

/** One localStorage key per field, named as the field (spec 3 §3). */
export const SESSION_KEYS: readonly Key[] = [
  'apiToken',
  'activeOrg',
  'activeSite',
  'userOrganisations',
  'userDetails',
  'terms',
  'myPermissions',
  'lastActiveIndex',
];

function storage(): Storage | undefined {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : undefined;
  } catch {
    // Access can throw (privacy mode, sandboxed iframes): keep the session in memory only.
    return undefined;
  }
}

// apiToken is kept as the raw string (easy to read in devtools and tests); the rest as JSON.
function decode(key: Key, raw: string | null): unknown {
  if (raw === null) return undefined;
  if (key === 'apiToken') return raw || undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function encode(key: Key, value: unknown): string {
  return key === 'apiToken' ? String(value) : JSON.stringify(value);
}

function readAll(): SessionState {
  const store = storage();
  const state: Record<string, unknown> = {};
  if (!store) return state;
  for (const key of SESSION_KEYS) {
    const value = decode(key, store.getItem(key));
    if (value !== undefined) state[key] = value;
  }
  return state as SessionState;
}

type Listener = () => void;

function createSessionStore() {
  let state: SessionState = readAll();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((fn) => fn());

  const persist = (partial: Partial<SessionState>) => {
    const store = storage();
    if (!store) return;
    for (const key of Object.keys(partial) as Key[]) {
      if (!SESSION_KEYS.includes(key)) continue;
      const value = partial[key];
      try {
        if (value === undefined) store.removeItem(key);
        else store.setItem(key, encode(key, value));
      } catch {
        // Quota or privacy errors: the in-memory state still serves this page.
      }
    }
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !SESSION_KEYS.includes(event.key as Key)) return;
    state = readAll();
    emit();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  return {
    /** Current state; the same object until something changes (safe for useSyncExternalStore). */
    get(): SessionState {
      return state;
    },
    /** Merges `partial`; a field set to undefined is removed. */
    set(partial: Partial<SessionState>): void {
      const next: Record<string, unknown> = { ...state };
      for (const [key, value] of Object.entries(partial)) {
        if (value === undefined) delete next[key];
        else next[key] = value;
      }
      state = next as SessionState;
      persist(partial);
      emit();
    },
    clear(): void {
      const store = storage();
      if (store) for (const key of SESSION_KEYS) store.removeItem(key);
      state = {};
      emit();
    },
    subscribe(fn: Listener): () => void {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
    /** Re-reads localStorage (tests, or after another script wrote it directly). */
    reload(): void {
      state = readAll();
      emit();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** One store per page: shared-api is a Module Federation singleton. */
export const sessionStore: SessionStore = createSessionStore();

const serverSnapshot: SessionState = {};

export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => serverSnapshot);
}
