// Preload hints for a page: the manifest, remoteEntry.js and `./app` chunks of the remote that owns
// the page's path, so the browser fetches them while the shell's own scripts load.
import { readFileSync, statSync } from 'node:fs';
import { REMOTES, SHELL_PATHS, patternMatches, type RemoteName } from 'shared-api/remotes';
import { remoteDist, resolveFile } from './paths';
import type { RemotesMap } from './remotes-map';

export interface Preload {
  href: string;
  as: 'fetch' | 'script';
}

/** The remote owning a path, in the route table's order (the shell's paths first). */
export function remoteOwning(urlPath: string): RemoteName | null {
  const parts = urlPath.split(/[?#]/)[0]?.split('/').filter(Boolean) ?? [];
  const path = `/${parts.join('/')}`;
  if (SHELL_PATHS.some((pattern) => patternMatches(pattern, path))) return null;
  return REMOTES.find((remote) => remote.paths.some((p) => patternMatches(p, path)))?.name ?? null;
}

interface ManifestFiles {
  remoteEntry: string;
  app: string[];
}

const manifestCache = new Map<string, { mtimeMs: number; files: ManifestFiles | null }>();

function asString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && !value.includes('..') ? value : null;
}

/** remoteEntry.js and the `./app` sync chunks a built manifest names (relative to its folder). */
function readManifest(file: string): ManifestFiles | null {
  const mtimeMs = statSync(file).mtimeMs;
  const cached = manifestCache.get(file);
  if (cached && cached.mtimeMs === mtimeMs) return cached.files;
  let files: ManifestFiles | null = null;
  try {
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
      metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
      exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
    };
    const entryName = asString(manifest.metaData?.remoteEntry?.name);
    const entryPath = manifest.metaData?.remoteEntry?.path;
    const folder = typeof entryPath === 'string' && entryPath !== '' ? `${entryPath}/` : '';
    const app = manifest.exposes?.find((e) => e.path === './app');
    const sync = Array.isArray(app?.assets?.js?.sync) ? app.assets.js.sync : [];
    if (entryName) {
      files = {
        remoteEntry: `${folder}${entryName}`,
        app: sync.map(asString).filter((s): s is string => s !== null),
      };
    }
  } catch {
    files = null;
  }
  manifestCache.set(file, { mtimeMs, files });
  return files;
}

/**
 * What to preload for `urlPath`: nothing for the shell's own screens or a remote missing from the
 * map; the manifest URL for any remote; and, when the map points at the remote built under this
 * server (`/remotes/<name>/mf-manifest.json`), its remoteEntry.js and `./app` chunks read from
 * that manifest. A remote on another origin gets only its manifest: the server does not fetch it.
 */
export function preloadsFor(root: string, map: RemotesMap, urlPath: string): Preload[] {
  const owner = remoteOwning(urlPath);
  const manifestUrl = owner ? map[owner] : undefined;
  if (!owner || !manifestUrl) return [];
  const out: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const base = `/remotes/${owner}/`;
  if (manifestUrl !== `${base}mf-manifest.json`) return out;
  const file = resolveFile(remoteDist(root, owner), 'mf-manifest.json');
  const files = file ? readManifest(file) : null;
  if (!files) return out;
  for (const script of [files.remoteEntry, ...files.app]) {
    out.push({ href: `${base}${script}`, as: 'script' });
  }
  return out;
}
