import { cleanup, waitFor } from '@testing-library/react';
import { fakeArea, remoteBehaviours, resetFederation } from '../test/federation';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { cleanupShell, renderShell } from '../test/renderShell';
import { restrictedUser } from '../test/sessions';
import { loadedDashboard } from '../screens/Dashboard/loadDashboard';

// A signed-in user's first screen may be a remote's: the dashboard chunk is fetched anyway, so
// the way back to it is instant. (A file of its own: the loaded module is module state.)
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

it('has the dashboard ready for a signed-in user whatever screen they open first', async () => {
  await renderShell('/serviceusers', server, restrictedUser());
  await waitFor(() => expect(loadedDashboard()).not.toBeNull());
});
