// Route ownership (ARCHITECTURE §2) as data: the shell's own paths first, then each registered
// remote's paths in registry order. First match wins; anything unmatched is the shell's 404.
// The shell mounts areas by it and each remote decides by it whether an unknown path is its 404.
import { patternMatches } from './pattern';
import { REMOTES, type RemoteName } from './registered';
import { SHELL_PATHS } from './validate';

export type Owner = 'shell' | RemoteName;

export interface RouteRule {
  /** '/a/b' exact; '/a/{x}' one segment of any value; '/a/**' the path '/a' and anything below it. */
  pattern: string;
  owner: Owner;
}

export interface RouteMatch {
  owner: Owner;
  /** The matching rule's pattern; null when nothing matched (the shell's 404). */
  pattern: string | null;
}

const rules = (owner: Owner, patterns: readonly string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, owner }));

export const ROUTE_TABLE: readonly RouteRule[] = [
  ...rules('shell', SHELL_PATHS),
  ...REMOTES.flatMap((remote) => rules(remote.name, remote.paths)),
];

/** '/incident/' and '/incident' are the same route; the query and hash are not part of it. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const parts = bare.split('/').filter(Boolean);
  return parts.length ? `/${parts.join('/')}` : '/';
}

export function matchRoute(path: string): RouteMatch {
  const normalised = normalisePath(path);
  const rule = ROUTE_TABLE.find((candidate) => patternMatches(candidate.pattern, normalised));
  return rule ? { owner: rule.owner, pattern: rule.pattern } : { owner: 'shell', pattern: null };
}

export function ownerOf(path: string): Owner {
  return matchRoute(path).owner;
}
