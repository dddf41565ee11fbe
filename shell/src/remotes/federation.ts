// The page's Module Federation instance: the one the host's webpack runtime created, or (tests,
// or a page without the bundler runtime) a fresh one named 'shell'.
import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

export interface RetryOptions {
  /** Further attempts after the first failure (manifest fetch and remote entry script). */
  retryTimes: number;
  retryDelay: number;
}

export const DEFAULT_RETRY: RetryOptions = { retryTimes: 2, retryDelay: 500 };

let retryInstalledOn: ModuleFederation | null = null;

export function federation(retry: RetryOptions | false): ModuleFederation {
  const instance = getInstance() ?? init({ name: 'shell', remotes: [] });
  if (retry && retryInstalledOn !== instance) {
    instance.registerPlugins([
      RetryPlugin({
        fetch: { retryTimes: retry.retryTimes },
        script: { retryTimes: retry.retryTimes, retryDelay: retry.retryDelay },
      }),
    ]);
    retryInstalledOn = instance;
  }
  return instance;
}
