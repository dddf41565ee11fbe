import { useLocation } from 'react-router-dom';
import { ownerOf, type RemoteName } from 'shared-api/remotes';
import { PageHeader } from './PageHeader';

/** The spec's text for a path no screen answers (spec 3 §2.1), word for word. */
export const NOT_FOUND_TEXT = '404: page not found - to be created';

/** The 404 page: the text as the page's level-one heading (one h1 per page). */
export function NotFound() {
  return <PageHeader title={NOT_FOUND_TEXT} />;
}

export interface AreaNotFoundProps {
  area: RemoteName;
}

/**
 * A remote's catch-all route: the 404 page when the current path is `area`'s but none of its
 * screens answers it. Renders nothing when the path belongs to another area (a remote stays
 * mounted for a moment after the URL has moved on, and an earlier remote in the registry can own
 * a narrower path under this one's prefix, e.g. mf-ai's /incident/ai under /incident/**).
 */
export function AreaNotFound({ area }: AreaNotFoundProps) {
  const { pathname } = useLocation();
  return ownerOf(pathname) === area ? <NotFound /> : null;
}
