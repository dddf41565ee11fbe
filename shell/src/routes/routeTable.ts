// Route ownership (ARCHITECTURE §2) as data, read from the remote registry (shared-api/remotes):
// the shell's own paths first, then each remote's paths in registry order. First match wins;
// anything unmatched is the shell's 404.
import { REMOTES, SHELL_PATHS, patternMatches, type RemoteName } from 'shared-api/remotes';

export { REMOTE_NAMES, isRemoteName, type RemoteName } from 'shared-api/remotes';

export type Owner = 'shell' | RemoteName;

export interface RouteRule {
  /**
   * '/a/b' exact; '/a/{x}' one segment of any value; '/a/**' the path '/a' and anything below it.
   */
  pattern: string;
  owner: Owner;
}

export const NOT_FOUND_TEXT = '404: page not found - to be created';

const rules = (owner: Owner, patterns: readonly string[]): RouteRule[] =>
  patterns.map((pattern) => ({ pattern, owner }));

export const ROUTE_TABLE: readonly RouteRule[] = [
  ...rules('shell', SHELL_PATHS),
  ...REMOTES.flatMap((remote) => rules(remote.name, remote.paths)),
];

/** Public paths: everything else needs a stored apiToken. */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/mylogin',
  '/logout',
  '/reset-password',
  '/user/activate',
  '/privacy',
  '/tandc',
  // A key contact opening a document link (mf-auth): no account, no session.
  '/shared',
];

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** '/incident/' and '/incident' are the same route; the query and hash are not part of it. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  const parts = segments(bare);
  return parts.length ? `/${parts.join('/')}` : '/';
}

export interface RouteMatch {
  owner: Owner;
  /** The matching rule's pattern; null when nothing matched (the shell's 404). */
  pattern: string | null;
}

export function matchRoute(path: string): RouteMatch {
  const normalised = normalisePath(path);
  const rule = ROUTE_TABLE.find((candidate) => patternMatches(candidate.pattern, normalised));
  return rule ? { owner: rule.owner, pattern: rule.pattern } : { owner: 'shell', pattern: null };
}

export function ownerOf(path: string): Owner {
  return matchRoute(path).owner;
}

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}
