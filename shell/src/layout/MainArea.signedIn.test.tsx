import { waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { remotesJsonOnly, renderShell, resetShellAroundEachTest } from '../test/renderShell';
import { restrictedUser } from '../test/sessions';
import { loadedDashboard } from '../screens/Dashboard/loadDashboard';

// A signed-in user's first screen may be a remote's: the dashboard chunk is fetched anyway, so
// the way back to it is instant. (A file of its own: the loaded module is module state.)
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(remotesJsonOnly);
});

afterAll(() => server.close());

resetShellAroundEachTest();

it('has the dashboard ready for a signed-in user whatever screen they open first', async () => {
  await renderShell('/serviceusers', server, restrictedUser());
  await waitFor(() => expect(loadedDashboard()).not.toBeNull());
});
