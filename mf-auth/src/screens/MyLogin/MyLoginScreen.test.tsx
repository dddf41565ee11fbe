import { screen, waitFor } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { loginData } from 'test-kit';
import { currentLocation, renderApp, toastTexts } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const EXCHANGE = 'GET /api/auth/mylogin';

describe('/mylogin (single sign-on callback)', () => {
  it('shows a spinner, exchanges the code once, stores the session and opens the dashboard', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.on(EXCHANGE, async () => {
      await answered;
      return { body: { data: loginData({ apiToken: 'sso-token' }) } };
    });
    renderApp('/mylogin?code=the-code&state=the-state');

    expect(screen.getByRole('status')).toHaveTextContent('Signing you in');
    release();

    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(sessionStore.get().apiToken).toBe('sso-token');
    const calls = server.callsTo(EXCHANGE);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.query).toEqual({ code: 'the-code', state: 'the-state' });
  });

  it('goes to / and shows the server error when the exchange fails', async () => {
    server.on(EXCHANGE, {
      status: 401,
      body: { error: 'No BeSmart account uses this e-mail address' },
    });
    renderApp('/mylogin?code=the-code&state=s');

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(toastTexts()).toEqual(['error: No BeSmart account uses this e-mail address']);
    expect(sessionStore.get().apiToken).toBeUndefined();
  });

  it('goes to / with an error when the callback has no code', async () => {
    renderApp('/mylogin?state=s');

    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(toastTexts()).toEqual([
      'error: The single sign-on answer did not include a sign-in code. Please try again.',
    ]);
    expect(server.requests).toHaveLength(0);
  });
});
