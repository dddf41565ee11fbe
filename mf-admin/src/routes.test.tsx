import { cleanup, screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { list, renderAdmin, signIn } from './components/testSupport';

const NOT_FOUND = '404: page not found - to be created';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  signIn();
});
afterEach(async () => {
  cleanup();
  await server.close();
});

describe('paths under an administration prefix with no screen', () => {
  it.each(['/serviceuser/6', '/user/3', '/role/1', '/service/2', '/content/6', '/content/6/'])(
    '%s shows the 404 heading',
    (path) => {
      renderAdmin(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND);
    },
  );

  it('/user/activate (the sign-in area owns it) renders nothing here', () => {
    renderAdmin('/user/activate');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('a known screen shows itself, not the 404', async () => {
    server.on('GET /api/content', list([]));
    renderAdmin('/content');
    expect(await screen.findByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});
