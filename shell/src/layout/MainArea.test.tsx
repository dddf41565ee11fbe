import { act, cleanup, fireEvent, waitFor } from '@testing-library/react';
import { fakeArea, remoteBehaviours, resetFederation } from '../test/federation';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { cleanupShell, renderShell } from '../test/renderShell';
import { loadedDashboard } from '../screens/Dashboard/loadDashboard';

// The dashboard chunk is not part of /login's first load, and is fetched while the user fills in
// the sign-in form. (The loaded module is module state: nothing else in this file loads it.)
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.path === '/remotes.json'
      ? { body: { 'mf-auth': '/remotes/mf-auth/remoteEntry.js' } }
      : undefined,
  );
});

afterAll(() => server.close());

beforeEach(() => {
  resetFederation();
  remoteBehaviours.set('mf_auth', () => fakeArea('Sign-in screen'));
});

afterEach(async () => {
  cleanup();
  await cleanupShell();
});

it('fetches the dashboard when the user starts typing on the sign-in screen, not before', async () => {
  await renderShell('/login', server, null);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(loadedDashboard()).toBeNull();
  fireEvent.input(document.body);
  await waitFor(() => expect(loadedDashboard()).not.toBeNull());
});
