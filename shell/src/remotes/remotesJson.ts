// /remotes.json: { "<remote folder name>": "<URL of its mf-manifest.json or remoteEntry.js>" }.
import { isRemoteName, type RemoteName } from '../routes/routeTable';

export type RemotesMap = Partial<Record<RemoteName, string>>;

export const REMOTES_JSON_URL = '/remotes.json';

/**
 * Fetches the remote registry (never from the HTTP cache: a redeployed remote must be seen on the
 * next page load). Entries for names the route table does not know are ignored; URLs are made
 * absolute against the page so the MF runtime resolves the manifest's `publicPath: 'auto'` from it.
 */
export async function fetchRemotesJson(
  fetchImpl: typeof fetch,
  url: string = REMOTES_JSON_URL,
): Promise<RemotesMap> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`${url} is not an object of remote names to URLs`);
  }
  const remotes: RemotesMap = {};
  for (const [name, entry] of Object.entries(body)) {
    if (!isRemoteName(name) || typeof entry !== 'string' || !entry) continue;
    remotes[name] = new URL(entry, window.location.href).href;
  }
  return remotes;
}
