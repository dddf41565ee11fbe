import { waitFor } from '@testing-library/react';
import { sessionStore, storeLogin } from 'shared-api';
import { loginData } from 'test-kit';
import { currentLocation, renderApp } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const LOGOUT = 'POST /api/auth/logout';

describe('/logout', () => {
  it('revokes the token on the server, clears the session and goes to /login', async () => {
    server.on(LOGOUT, { body: { data: { success: true } } });
    storeLogin(loginData({ apiToken: 'live-token' }));
    expect(window.localStorage.getItem('apiToken')).toBe('live-token');

    renderApp('/logout');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    const calls = server.callsTo(LOGOUT);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers.authorization).toBe('Bearer live-token');
    expect(sessionStore.get()).toEqual({});
    expect(window.localStorage.getItem('apiToken')).toBeNull();
    expect(window.localStorage.getItem('activeOrg')).toBeNull();
  });

  it('still clears the session when the server cannot be reached', async () => {
    storeLogin(loginData({ apiToken: 'live-token' }));
    await server.close();

    renderApp('/logout');

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(sessionStore.get().apiToken).toBeUndefined();
  });
});
