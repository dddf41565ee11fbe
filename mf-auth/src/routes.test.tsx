import { cleanup, screen, waitFor } from '@testing-library/react';
import { examplePath, remoteNamed } from 'shared-api/remotes';
import { startTestServer, type TestServer } from 'test-kit';
import { currentLocation, renderApp } from '../test/renderApp';

const NOT_FOUND = '404: page not found - to be created';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(async () => {
  cleanup();
  await server.close();
});

// mf-auth owns exact paths only, each with a screen: its catch-all shows the 404 for none of
// them, and renders nothing for the paths of other areas while the remote is still mounted.
describe('the catch-all route', () => {
  it.each(remoteNamed('mf-auth')!.paths.map(examplePath))(
    '%s, a path the registry gives mf-auth, has a screen: no 404',
    async (path) => {
      renderApp(path);
      expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
      // Signing out ends on /login: let it get there before the test ends.
      if (path === '/logout') await waitFor(() => expect(currentLocation()).toBe('/login'));
    },
  );

  it('a known screen shows itself', () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { name: 'Sign in to BeSmart' })).toBeVisible();
  });

  it.each(['/user/3', '/login/extra', '/dashboard', '/nope'])(
    '%s (not a sign-in path) renders nothing here',
    (path) => {
      renderApp(path);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
      expect(currentLocation()).toBe(path);
    },
  );
});
