import { act, fireEvent, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { remotesJsonOnly, renderShell, resetShellAroundEachTest } from '../test/renderShell';
import { loadedDashboard } from '../screens/Dashboard/loadDashboard';

// The dashboard chunk is not part of /login's first load, and is fetched while the user fills in
// the sign-in form. (The loaded module is module state: nothing else in this file loads it.)
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(remotesJsonOnly);
});

afterAll(() => server.close());

resetShellAroundEachTest();

it('fetches the dashboard when the user starts typing on the sign-in screen, not before', async () => {
  await renderShell('/login', server, null);
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(loadedDashboard()).toBeNull();
  fireEvent.input(document.body);
  await waitFor(() => expect(loadedDashboard()).not.toBeNull());
});
