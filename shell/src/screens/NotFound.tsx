import { NOT_FOUND_TEXT } from '../routes/routeTable';

export function NotFound() {
  return <p>{NOT_FOUND_TEXT}</p>;
}
