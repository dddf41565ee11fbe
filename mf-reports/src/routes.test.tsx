import { cleanup, screen, waitFor } from '@testing-library/react';
import { examplePath, remoteNamed } from 'shared-api/remotes';
import { loginData, startTestServer, type TestServer } from 'test-kit';
import { currentLocation, renderApp, signIn } from '../test/renderApp';

const NOT_FOUND = '404: page not found - to be created';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  // With the PIL extras, so that report's screens open rather than sending the user to /reports.
  signIn({ activeOrg: { ...loginData().activeOrg, enablePILExtras: true } });
});
afterEach(async () => {
  cleanup();
  await server.close();
});

// mf-reports owns exact paths only, each with a screen: its catch-all shows the 404 for none of
// them, and renders nothing for the paths of other areas while the remote is still mounted.
describe('the catch-all route', () => {
  it.each(remoteNamed('mf-reports')!.paths.map(examplePath))(
    '%s, a path the registry gives mf-reports, has a screen: no 404',
    async (path) => {
      server.on('GET /api/usertag', { body: { data: [] } });
      renderApp(path);
      expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
      // A search screen loads the saved quick searches: let that finish before the server stops.
      if (path.endsWith('/report/search')) {
        await waitFor(() => expect(server.callsTo('GET /api/usertag')).toHaveLength(1));
      }
    },
  );

  it('a known screen shows itself', () => {
    renderApp('/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  });

  it.each(['/incident/6', '/report/nope', '/reports/x', '/dashboard'])(
    '%s (not an analytics path) renders nothing here',
    (path) => {
      renderApp(path);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(currentLocation()).toBe(path);
    },
  );
});
