// /remotes.json: { "<remote folder name>": "<URL of its mf-manifest.json or remoteEntry.js>" }.
import { isRemoteName, type RemoteName } from '../routes/routeTable';
import { takeInlineRemotes } from './inlineRemotes';

export type RemotesMap = Partial<Record<RemoteName, string>>;

export const REMOTES_JSON_URL = '/remotes.json';

function absoluteUrl(entry: string): string | null {
  try {
    return new URL(entry, window.location.href).href;
  } catch {
    return null;
  }
}

async function fetchBody(fetchImpl: typeof fetch, url: string): Promise<unknown> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Fetches the remote registry (never from the HTTP cache: a redeployed remote must be seen on the
 * next page load). URLs are made absolute against the page so the MF runtime resolves the
 * manifest's `publicPath: 'auto'` from it. An entry for a name the registry does not know, or
 * without a usable URL, is left out and reported on the console: it costs that area, not the page.
 */
export async function fetchRemotesJson(
  fetchImpl: typeof fetch,
  url: string = REMOTES_JSON_URL,
): Promise<RemotesMap> {
  // At start the page carries the same map the server answers at /remotes.json (inlineRemotes.ts).
  const inline = url === REMOTES_JSON_URL ? takeInlineRemotes() : undefined;
  const body: unknown = inline !== undefined ? inline : await fetchBody(fetchImpl, url);
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`${url} is not an object of remote names to URLs`);
  }
  const remotes: RemotesMap = {};
  const ignored: string[] = [];
  for (const [name, entry] of Object.entries(body)) {
    if (!isRemoteName(name)) ignored.push(`'${name}' is not a registered remote`);
    else if (typeof entry !== 'string' || !entry) ignored.push(`'${name}' has no URL`);
    else {
      const absolute = absoluteUrl(entry);
      if (absolute) remotes[name] = absolute;
      else ignored.push(`'${name}' has a URL that cannot be read`);
    }
  }
  if (ignored.length > 0) console.warn(`[besmart] ${url}: ignored ${ignored.join('; ')}`);
  return remotes;
}
