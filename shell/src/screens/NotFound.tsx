import { PageHeader } from 'shared-ui';
import { NOT_FOUND_TEXT } from '../routes/routeTable';

/** The spec's 404 text, word for word, as the page's level-one heading (one h1 per page). */
export function NotFound() {
  return <PageHeader title={NOT_FOUND_TEXT} />;
}
