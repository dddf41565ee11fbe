// Renders the whole shell (router, layout, portal) at `path` against a local HTTP test server.
import { act, render } from '@testing-library/react';
import { configureApi, sessionStore, type SessionState } from 'shared-api';
import { toast } from 'shared-ui';
import { App } from '../App';
import { resetPortal, startPortal } from '../remotes/portal';
import { httpFetch, type TestServer } from './httpFetch';

export async function renderShell(
  path: string,
  server: TestServer,
  session: SessionState | null,
): Promise<ReturnType<typeof render>> {
  configureApi({ baseUrl: server.url, fetch: httpFetch });
  sessionStore.clear();
  if (session) sessionStore.set(session);
  window.history.replaceState(null, '', path);
  const result = render(<App />);
  await act(async () => {
    await startPortal({
      fetch: (input, init) => httpFetch(`${server.url}${String(input)}`, init),
      retry: false,
    });
  });
  return result;
}

export async function cleanupShell(): Promise<void> {
  await act(async () => {
    await resetPortal();
  });
  toast.clear();
  sessionStore.clear();
}
