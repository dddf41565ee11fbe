import { readFile } from 'node:fs/promises';
import { REMOTE_NAMES, isDirectory, remoteDist, type RemoteName } from './paths';

export type RemotesMap = Record<string, string>;

export interface RemotesMapResult {
  map: RemotesMap;
  /** Set when the override file could not be used; the defaults were served instead. */
  problem?: string;
}

export function defaultRemotesMap(root: string): RemotesMap {
  const map: RemotesMap = {};
  for (const name of REMOTE_NAMES) {
    if (isDirectory(remoteDist(root, name))) map[name] = `/remotes/${name}/mf-manifest.json`;
  }
  return map;
}

/** `mf-incidents` -> `REMOTE_MF_INCIDENTS_URL` */
export function remoteEnvVar(name: RemoteName): string {
  return `REMOTE_${name.replace(/-/g, '_').toUpperCase()}_URL`;
}

type Overrides = Record<string, string | null>;

function parseOverrides(text: string, file: string): Overrides {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error(`${file} must hold a JSON object of remote name -> manifest URL`);
  }
  for (const [key, value] of Object.entries(parsed)) {
    if (value !== null && (typeof value !== 'string' || value.trim() === '')) {
      throw new Error(`${file}: the entry '${key}' must be a URL string or null`);
    }
  }
  return parsed as Overrides;
}

/**
 * The map the shell loads at start. Read on every request so that pointing an entry at a newly
 * published remote (by editing the REMOTES_JSON file) takes effect without a restart.
 * Precedence: built remotes < REMOTES_JSON file < REMOTE_<NAME>_URL variables. A null value in the
 * file removes that remote from the map.
 */
export async function buildRemotesMap(
  root: string,
  overridePath: string | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<RemotesMapResult> {
  const map = defaultRemotesMap(root);
  let problem: string | undefined;
  if (overridePath) {
    try {
      const overrides = parseOverrides(await readFile(overridePath, 'utf8'), overridePath);
      for (const [key, value] of Object.entries(overrides)) {
        if (value === null) delete map[key];
        else map[key] = value;
      }
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      problem = code ? `${overridePath} could not be read (${code})` : (err as Error).message;
    }
  }
  for (const name of REMOTE_NAMES) {
    const url = env[remoteEnvVar(name)];
    if (url && url.trim() !== '') map[name] = url.trim();
  }
  return problem ? { map, problem } : { map };
}
