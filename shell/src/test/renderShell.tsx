// Renders the whole shell (router, layout, portal) at `path` against a local HTTP test server.
import { act, cleanup, render } from '@testing-library/react';
import { configureApi, sessionStore, type SessionState } from 'shared-api';
import { toast } from 'shared-ui';
import { App } from '../App';
import { resetPortal, startPortal } from '../remotes/portal';
import { fakeArea, remoteBehaviours, resetFederation } from './federation';
import { httpFetch, type RecordedRequest, type TestServer } from './httpFetch';

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

/**
 * Registers the usual per-test lifecycle of a whole-shell test file: before each test a fresh
 * federation double whose mf-auth shows a fake sign-in area, after each test the shell cleaned up.
 */
export function resetShellAroundEachTest(): void {
  beforeEach(() => {
    resetFederation();
    remoteBehaviours.set('mf_auth', () => fakeArea('Sign-in screen'));
  });
  afterEach(async () => {
    cleanup();
    await cleanupShell();
  });
}

/** A test server's handler that answers only the remotes map (mf-auth's entry); the rest 404. */
export const remotesJsonOnly = (request: RecordedRequest) =>
  request.path === '/remotes.json'
    ? { body: { 'mf-auth': '/remotes/mf-auth/remoteEntry.js' } }
    : undefined;
