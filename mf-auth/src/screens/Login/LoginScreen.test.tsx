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

const LOGIN = 'POST /api/auth/login';

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(screen.getByLabelText(/E-mail address/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('/login with e-mail and password', () => {
  it('puts the focus on the e-mail field', () => {
    renderApp('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to BeSmart' })).toBeVisible();
    expect(screen.getByLabelText(/E-mail address/)).toHaveFocus();
  });

  it('stores the session and returns to the page the user asked for', async () => {
    server.on(LOGIN, { body: { data: loginData() } });
    const { user } = renderApp('/login?returnTo=%2Fserviceusers%3Ftab%3D2');

    await signIn(user, ' lead@demo-school.test ', 'BeSmart-Demo-2026!');

    await waitFor(() => expect(currentLocation()).toBe('/serviceusers?tab=2'));
    const [call] = server.callsTo(LOGIN);
    expect(call?.body).toEqual({
      username: 'lead@demo-school.test',
      password: 'BeSmart-Demo-2026!',
    });
    expect(call?.headers.authorization).toBeUndefined();
    expect(sessionStore.get().apiToken).toBe('token-from-server');
    expect(sessionStore.get().activeOrg?.name).toBe('Demo School');
    expect(window.localStorage.getItem('apiToken')).toBe('token-from-server');
  });

  it('goes to /dashboard without a return address, and never to another site', async () => {
    server.on(LOGIN, { body: { data: loginData() } });
    const { user } = renderApp('/login?returnTo=%2F%2Fevil.example%2Fsteal');

    await signIn(user, 'lead@demo-school.test', 'BeSmart-Demo-2026!');

    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });

  it('shows the server error as a toast and stores nothing on wrong credentials', async () => {
    server.on(LOGIN, { status: 401, body: { error: 'Incorrect email or password' } });
    const { user } = renderApp('/login');

    await signIn(user, 'lead@demo-school.test', 'wrong password');

    await screen.findByText('Incorrect email or password');
    expect(toastTexts()).toEqual(['error: Incorrect email or password']);
    expect(screen.getByRole('alert')).toHaveTextContent('Incorrect email or password');
    expect(sessionStore.get().apiToken).toBeUndefined();
    expect(currentLocation()).toBe('/login');
    // What was typed stays, to be corrected, and nothing is flagged as missing.
    expect(screen.getByLabelText(/^Password/)).toHaveValue('wrong password');
    expect(screen.queryByText('Please enter your password')).toBeNull();
  });

  it('does not flag an empty field the user only passed through (no layout jump mid-click)', async () => {
    const { user } = renderApp('/login');

    await user.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await user.tab();

    expect(screen.queryByText('Please enter your e-mail address')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/E-mail address/), 'x');
    await user.clear(screen.getByLabelText(/E-mail address/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your e-mail address')).toBeVisible();
  });

  it('requires the e-mail and the password before calling the server', async () => {
    const { user } = renderApp('/login');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Please enter your e-mail address')).toBeVisible();
    expect(screen.getByText('Please enter your password')).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveFocus());
    expect(screen.getByLabelText(/E-mail address/)).toHaveAccessibleDescription(
      'Please enter your e-mail address',
    );
    expect(server.requests).toHaveLength(0);
  });
});

describe('/login verification step (new browser)', () => {
  it('asks for the e-mailed code and signs in with it', async () => {
    server.on(LOGIN, ({ body }) =>
      (body as { verificationCode?: string }).verificationCode === '123456'
        ? { body: { data: loginData() } }
        : { body: { data: { verificationNeeded: true } } },
    );
    const { user } = renderApp('/login?returnTo=%2Fplans');

    await signIn(user, 'lead@demo-school.test', 'BeSmart-Demo-2026!');

    const code = await screen.findByLabelText(/Verification code/);
    expect(screen.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    expect(screen.getByText(/we have e-mailed a 6-digit verification code/)).toBeVisible();
    await waitFor(() => expect(code).toHaveFocus());
    expect(sessionStore.get().apiToken).toBeUndefined();

    await user.type(code, '12a3456');
    expect(code).toHaveValue('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(currentLocation()).toBe('/plans'));
    expect(server.callsTo(LOGIN).map((call) => call.body)).toEqual([
      { username: 'lead@demo-school.test', password: 'BeSmart-Demo-2026!' },
      {
        username: 'lead@demo-school.test',
        password: 'BeSmart-Demo-2026!',
        verificationCode: '123456',
      },
    ]);
    expect(sessionStore.get().apiToken).toBe('token-from-server');
  });

  it('toasts a refused code and stays on the code screen', async () => {
    server.on(LOGIN, ({ body }) =>
      (body as { verificationCode?: string }).verificationCode
        ? { status: 401, body: { error: 'The verification code is incorrect or has expired' } }
        : { body: { data: { verificationNeeded: true } } },
    );
    const { user } = renderApp('/login');
    await signIn(user, 'lead@demo-school.test', 'BeSmart-Demo-2026!');
    await user.type(await screen.findByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await screen.findByText('The verification code is incorrect or has expired');
    expect(screen.getByLabelText(/Verification code/)).toBeVisible();
    expect(sessionStore.get().apiToken).toBeUndefined();
  });

  it('requires six digits', async () => {
    server.on(LOGIN, { body: { data: { verificationNeeded: true } } });
    const { user } = renderApp('/login');
    await signIn(user, 'lead@demo-school.test', 'BeSmart-Demo-2026!');
    await user.type(await screen.findByLabelText(/Verification code/), '123');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Please enter the 6-digit code from the e-mail')).toBeVisible();
    expect(server.callsTo(LOGIN)).toHaveLength(1);
  });

  it("'< Back to login' returns to the e-mail and password form", async () => {
    server.on(LOGIN, { body: { data: { verificationNeeded: true } } });
    const { user } = renderApp('/login');
    await signIn(user, 'lead@demo-school.test', 'BeSmart-Demo-2026!');
    await screen.findByLabelText(/Verification code/);

    await user.click(screen.getByRole('button', { name: '< Back to login' }));

    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('lead@demo-school.test');
    await waitFor(() => expect(screen.getByLabelText(/E-mail address/)).toHaveFocus());
  });
});
