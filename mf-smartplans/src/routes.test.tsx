import { screen } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderPlans, resetAfterEach, signIn } from './testing/renderPlans';

const NOT_FOUND = '404: page not found - to be created';

let server: TestServer | undefined;
resetAfterEach(() => server);
beforeEach(async () => {
  server = await startTestServer();
  signIn();
});

describe('paths under /behaviour with no screen', () => {
  it.each(['/behaviour', '/behaviour/6', '/behaviour/6/plan'])(
    '%s shows the 404 heading',
    (path) => {
      renderPlans(path);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND);
    },
  );

  it('/incident/6 (another area) renders nothing here', () => {
    renderPlans('/incident/6');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('a known screen shows itself, not the 404', async () => {
    renderPlans('/behaviour/drafts');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Incomplete Smart Plans' }),
    ).toBeVisible();
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument();
  });
});
