import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared-api/remotes';

/** Remote folder names, in the registry's (route-table) order: shared-api/remotes is the one list. */
export { REMOTE_NAMES, isRemoteName, type RemoteName } from 'shared-api/remotes';

/**
 * The repository root: the nearest folder holding pnpm-workspace.yaml, looking up from the working
 * directory (the server starts in server/ via pnpm, or in the root). Falls back to the working directory.
 */
export function findRepoRoot(start: string = process.cwd()): string {
  let dir = path.resolve(start);
  for (;;) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(start);
    dir = parent;
  }
}

export function shellDist(root: string): string {
  return path.join(root, 'shell', 'dist');
}

export function remoteDist(root: string, name: RemoteName): string {
  return path.join(root, name, 'dist');
}

export function isDirectory(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Resolves a URL path (already without its mount prefix) to a regular file inside `base`, or null.
 * Rejects anything that would leave `base`, dotfiles/dot-folders and malformed escapes.
 */
export function resolveFile(base: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s.startsWith('.') || s.includes('\\'))) return null;
  const full = path.resolve(base, ...segments);
  if (full !== base && !full.startsWith(base + path.sep)) return null;
  try {
    return statSync(full).isFile() ? full : null;
  } catch {
    return null;
  }
}
