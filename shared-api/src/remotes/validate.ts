// Checks of the remote registry at load time. A malformed entry is left out and reported (a
// message naming the entry and the problem); it never stops the shell or the server starting.
import { examplePath, patternMatches } from './pattern';

/** What one remote declares: written once in registry.ts. */
export interface RemoteDeclaration {
  /** Folder and package name, `mf-` and lower-case letters ('mf-incidents'). */
  readonly name: string;
  /** Module Federation container name: the name with '-' -> '_', as webpack-preset names it. */
  readonly container: string;
  /** The area's name as people read it ('this area is unavailable' panel). */
  readonly label: string;
  /**
   * The paths the remote owns, tried in order after the shell's own paths and the paths of the
   * remotes listed before it. '/a/b' exact; '/a/{x}' one segment of any value; '/a/**' the path
   * '/a' and anything below it.
   */
  readonly paths: readonly string[];
}

export interface RegistryCheck {
  remotes: RemoteDeclaration[];
  /** One message per entry left out, naming it and what is wrong. */
  problems: string[];
  /** The same, per entry: its position in the declared list (0-based) and each problem. */
  rejected: { index: number; problems: string[] }[];
}

/** The shell's own screens: no remote may claim them. */
export const SHELL_PATHS: readonly string[] = ['/', '/dashboard'];

/** Served by the server itself (API, built remotes): never a screen. */
const RESERVED_FIRST_SEGMENTS = ['api', 'remotes'];

export const REMOTE_NAME_PATTERN = /^mf-[a-z]+$/;

const LITERAL_SEGMENT = /^[A-Za-z0-9._~-]+$/;
const PARAM_SEGMENT = /^\{[A-Za-z][A-Za-z0-9]*\}$/;

/** The container name webpack-preset gives a package (`mf-auth` -> `mf_auth`). */
export function containerNameOf(name: string): string {
  return name.replace(/-/g, '_');
}

/** Why a path pattern cannot be used, or null when it is well formed. */
export function pathPatternProblem(pattern: string): string | null {
  if (!pattern.startsWith('/')) return `path '${pattern}' must start with '/'`;
  const segments = pattern.split('/').slice(1);
  if (segments.length === 0 || segments.some((s) => s === '')) {
    return `path '${pattern}' has an empty segment`;
  }
  if (RESERVED_FIRST_SEGMENTS.includes(segments[0] ?? '')) {
    return `path '${pattern}' is under /${segments[0]}, which the server keeps for itself`;
  }
  for (const [i, segment] of segments.entries()) {
    if (segment === '**') {
      if (i !== segments.length - 1) return `path '${pattern}' may have '**' only at its end`;
      if (i === 0) return `path '${pattern}' would own every path`;
      continue;
    }
    if (!LITERAL_SEGMENT.test(segment) && !PARAM_SEGMENT.test(segment)) {
      return `path '${pattern}' has a segment '${segment}' that is neither a word, '{name}' nor '**'`;
    }
  }
  return null;
}

/** Who, among the shell and the remotes accepted so far, a path would already go to. */
function ownerBefore(path: string, claimed: ReadonlyMap<string, string>): string | null {
  if (SHELL_PATHS.some((shellPath) => patternMatches(shellPath, path))) return 'the shell';
  for (const [pattern, owner] of claimed) {
    if (patternMatches(pattern, path)) return `${owner} ('${pattern}')`;
  }
  return null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function entryProblems(entry: unknown, names: Set<string>, claimed: Map<string, string>): string[] {
  if (!isObject(entry)) return ['is not an object'];
  const { name, container, label, paths } = entry;
  const problems: string[] = [];
  if (typeof name !== 'string' || !REMOTE_NAME_PATTERN.test(name)) {
    problems.push(`name must be 'mf-' followed by lower-case letters`);
  } else if (names.has(name)) {
    problems.push(`name '${name}' is listed twice`);
  }
  if (typeof name === 'string' && container !== containerNameOf(name)) {
    problems.push(`container must be '${containerNameOf(name)}' (webpack-preset names it so)`);
  }
  if (typeof label !== 'string' || label.trim() === '') problems.push('label is missing');
  if (!Array.isArray(paths) || paths.length === 0) {
    problems.push('paths must list at least one path');
    return problems;
  }
  for (const [i, pattern] of (paths as unknown[]).entries()) {
    if (typeof pattern !== 'string') {
      problems.push('paths must be strings');
      continue;
    }
    if (paths.indexOf(pattern) !== i) {
      problems.push(`path '${pattern}' is listed twice`);
      continue;
    }
    const problem = pathPatternProblem(pattern);
    if (problem) problems.push(problem);
    else {
      const owner = ownerBefore(examplePath(pattern), claimed);
      if (owner) problems.push(`path '${pattern}' would never be reached: ${owner} owns it first`);
    }
  }
  return problems;
}

/**
 * Keeps the well-formed entries in their order; every other entry is left out whole (a remote
 * with half its paths would be worse than none) and described in `problems`.
 */
export function checkRegistry(declared: readonly unknown[]): RegistryCheck {
  const remotes: RemoteDeclaration[] = [];
  const problems: string[] = [];
  const rejected: RegistryCheck['rejected'] = [];
  const names = new Set<string>();
  const claimed = new Map<string, string>();
  declared.forEach((entry, index) => {
    const found = entryProblems(entry, names, claimed);
    if (found.length > 0) {
      const name = isObject(entry) && typeof entry.name === 'string' ? ` '${entry.name}'` : '';
      problems.push(`remote registry entry ${index + 1}${name} left out: ${found.join('; ')}`);
      rejected.push({ index, problems: found });
      return;
    }
    const remote = entry as unknown as RemoteDeclaration;
    names.add(remote.name);
    for (const pattern of remote.paths) claimed.set(pattern, remote.name);
    remotes.push(remote);
  });
  return { remotes, problems, rejected };
}
