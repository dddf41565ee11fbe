// Route ownership (ARCHITECTURE §2): the table and its matching live in shared-api/remotes, so the
// remotes answer "is this unknown path mine?" the same way the shell does. The shell also decides
// which paths need no session.
import { normalisePath } from 'shared-api/remotes';

export {
  REMOTE_NAMES,
  ROUTE_TABLE,
  isRemoteName,
  matchRoute,
  normalisePath,
  ownerOf,
} from 'shared-api/remotes';
export type { Owner, RemoteName, RouteMatch, RouteRule } from 'shared-api/remotes';
export { NOT_FOUND_TEXT } from 'shared-ui';

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

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.includes(normalisePath(path));
}
