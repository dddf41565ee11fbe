import { cleanup, screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderIncidents, signIn } from './components/testing/renderIncidents';

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

describe('paths under /incident, /log and /restraint with no screen', () => {
  it.each(['/incident/6', '/incident/search/foo', '/log/6', '/log/6/edit/1/x', '/restraint'])(
    '%s shows the 404 heading',
    (path) => {
      renderIncidents(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND);
    },
  );

  it.each(['/incident/ai', '/incident/aisupport', '/incident/4/ai/9', '/incident/report/search'])(
    '%s (an earlier area owns it) renders nothing here',
    (path) => {
      renderIncidents(path);
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    },
  );

  it('a known screen shows itself, not the 404', async () => {
    renderIncidents('/incident/drafts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incomplete Incident Reports' }),
    ).toBeVisible();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});
