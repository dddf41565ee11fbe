import path from 'node:path';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Files whose name stays the same across builds: the browser must revalidate them every time. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);

/** Cache-Control for a built file: entry points revalidate; every other asset is content-hashed. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  return IMMUTABLE;
}
