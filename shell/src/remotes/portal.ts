// Runtime composition: /remotes.json -> MF registerRemotes -> one single-spa application per remote.
import {
  addErrorHandler,
  registerApplication,
  start,
  triggerAppChange,
  unregisterApplication,
  type LifeCycleFn,
  type LifeCycles,
} from 'single-spa';
import { isSignedIn, sessionStore } from 'shared-api';
import { isPublicPath, isRemoteName, ownerOf, type RemoteName } from '../routes/routeTable';
import { mfNameOf } from './areas';
import { areaStore } from './areaStore';
import { DEFAULT_RETRY, federation, type RetryOptions } from './federation';
import { fetchRemotesJson, REMOTES_JSON_URL, type RemotesMap } from './remotesJson';

export interface PortalOptions {
  fetch?: typeof fetch;
  remotesUrl?: string;
  /** MF retry-plugin settings; false switches it off. */
  retry?: RetryOptions | false;
}

interface ResolvedOptions {
  fetch: typeof fetch;
  remotesUrl: string;
  retry: RetryOptions | false;
}

let options: ResolvedOptions = {
  fetch: (...args) => globalThis.fetch(...args),
  remotesUrl: REMOTES_JSON_URL,
  retry: DEFAULT_RETRY,
};
const registeredApps = new Set<RemoteName>();
const registeredEntries = new Map<RemoteName, string>();
let errorHandlerInstalled = false;
let started = false;

/** A remote is active on the paths it owns, and on private paths only when signed in. */
export function activeWhenFor(name: RemoteName) {
  return (location: Location): boolean =>
    ownerOf(location.pathname) === name &&
    (isPublicPath(location.pathname) || isSignedIn(sessionStore.get()));
}

function hasLifecycles(value: unknown): value is LifeCycles {
  return Boolean(value && typeof value === 'object' && 'mount' in value && 'unmount' in value);
}

function asArray<T>(fn: LifeCycleFn<T> | LifeCycleFn<T>[]): LifeCycleFn<T>[] {
  return Array.isArray(fn) ? fn : [fn];
}

function loaderFor(name: RemoteName) {
  return async (): Promise<LifeCycles> => {
    areaStore.markLoading(name);
    try {
      const mod = await federation(options.retry).loadRemote<unknown>(`${mfNameOf(name)}/app`);
      const candidate =
        mod && typeof mod === 'object' && 'default' in mod && hasLifecycles(mod.default)
          ? mod.default
          : mod;
      if (!hasLifecycles(candidate)) {
        throw new Error(`${mfNameOf(name)}/app does not export single-spa lifecycles`);
      }
      return {
        bootstrap: candidate.bootstrap ?? [],
        mount: [...asArray(candidate.mount), async () => areaStore.markMounted(name, true)],
        unmount: [async () => areaStore.markMounted(name, false), ...asArray(candidate.unmount)],
      };
    } catch (error) {
      areaStore.markFailed(name);
      throw error;
    }
  };
}

function registerApp(name: RemoteName): void {
  registerApplication({ name, app: loaderFor(name), activeWhen: activeWhenFor(name) });
  registeredApps.add(name);
}

function registerEntry(name: RemoteName, entry: string, force: boolean): void {
  federation(options.retry).registerRemotes([{ name: mfNameOf(name), entry }], { force });
  registeredEntries.set(name, entry);
}

/** Reads /remotes.json and registers what is new or moved; `reload` remotes are re-registered. */
async function loadRegistry(reload: RemoteName[] = []): Promise<RemotesMap | null> {
  let remotes: RemotesMap;
  try {
    remotes = await fetchRemotesJson(options.fetch, options.remotesUrl);
  } catch (error) {
    console.error('[besmart] the remote registry could not be read', error);
    areaStore.setRegistryFailed();
    return null;
  }
  for (const [name, entry] of Object.entries(remotes) as [RemoteName, string][]) {
    const known = registeredEntries.get(name);
    if (known === undefined || known !== entry || reload.includes(name)) {
      registerEntry(name, entry, known !== undefined);
    }
    if (!registeredApps.has(name)) registerApp(name);
  }
  areaStore.setRemotes(remotes);
  return remotes;
}

function installErrorHandler(): void {
  if (errorHandlerInstalled) return;
  addErrorHandler((error) => {
    const name = (error as Error & { appOrParcelName?: string }).appOrParcelName;
    console.error(`[besmart] the ${name ?? 'unknown'} area failed`, error);
    if (name && isRemoteName(name)) areaStore.markFailed(name);
  });
  errorHandlerInstalled = true;
}

/** Start of the page: registry, applications, then single-spa routing. */
export async function startPortal(overrides: PortalOptions = {}): Promise<void> {
  options = { ...options, ...overrides };
  installErrorHandler();
  await loadRegistry();
  if (started) {
    await triggerAppChange();
  } else {
    start({ urlRerouteOnly: true });
    started = true;
  }
}

/**
 * Retry of an unavailable area without a page reload: re-read /remotes.json, drop the failed
 * single-spa application and the cached remote entry, register both again and re-route.
 */
export async function retryArea(name: RemoteName): Promise<void> {
  areaStore.retrying(name);
  if (registeredApps.has(name)) {
    registeredApps.delete(name);
    await unregisterApplication(name);
  }
  await loadRegistry([name]);
  await triggerAppChange();
}

/** Tests: forget every application and remote so the next test starts clean. */
export async function resetPortal(): Promise<void> {
  for (const name of [...registeredApps]) {
    registeredApps.delete(name);
    await unregisterApplication(name);
  }
  registeredEntries.clear();
  areaStore.reset();
}
