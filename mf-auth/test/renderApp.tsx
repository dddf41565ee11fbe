import { renderRoutes } from 'test-kit';
import { AuthRoutes } from '../src/routes';

export { currentLocation, toastTexts } from 'test-kit';

/** The remote's routes at `path`, with the shell's toaster, as the user sees them. */
export function renderApp(path: string) {
  return renderRoutes(<AuthRoutes />, path);
}
