import { screen, waitFor } from '@testing-library/react';
import { browserRedirect } from '../../browserRedirect';
import { renderApp } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
let redirect: jest.SpyInstance;
beforeEach(async () => {
  server = await startTestServer();
  redirect = jest.spyOn(browserRedirect, 'go').mockImplementation(() => undefined);
});
afterEach(async () => {
  redirect.mockRestore();
  await server.close();
});

const SSO_STATUS = 'GET /api/auth/sso-status';

describe('/login external login (single sign-on)', () => {
  it('explains that single sign-on is not set up when the server has none', async () => {
    server.on(SSO_STATUS, { body: { data: { configured: false } } });
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Sign in with the external login' }));

    expect(await screen.findByText(/Single sign-on is not set up for this portal/)).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'Sign in with the external login' }),
    ).toHaveAccessibleDescription(/Single sign-on is not set up for this portal/);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('sends the browser to the single sign-on start address when it is configured', async () => {
    server.on(SSO_STATUS, { body: { data: { configured: true } } });
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Sign in with the external login' }));

    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(`${server.url}/api/auth/mylogin/redirect`),
    );
    expect(screen.queryByText(/Single sign-on is not set up/)).not.toBeInTheDocument();
  });
});
