import { screen, waitFor } from '@testing-library/react';
import { renderApp, toastTexts } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const REQUEST_RESET = 'POST /api/auth/password/request-reset';
const REQUESTED = 'A password reset has been requested. Please check your inbox.';

async function requestReset(user: ReturnType<typeof renderApp>['user'], email: string) {
  await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
  const field = screen.getByLabelText(/E-mail address/);
  await waitFor(() => expect(field).toHaveFocus());
  await user.type(field, email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/login forgotten password', () => {
  it('sends the request for organisation 50 and confirms', async () => {
    server.on(REQUEST_RESET, { body: { data: { success: true } } });
    const { user } = renderApp('/login');

    await requestReset(user, 'staff@demo-school.test');

    await screen.findByText(REQUESTED);
    expect(toastTexts()).toEqual([`success: ${REQUESTED}`]);
    expect(server.callsTo(REQUEST_RESET).map((call) => call.body)).toEqual([
      { data: { organisationId: 50, email: 'staff@demo-school.test' } },
    ]);
    // Back on the sign-in form, e-mail kept.
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('staff@demo-school.test');
  });

  it('shows the error first and then still says the reset was requested', async () => {
    server.on(REQUEST_RESET, {
      status: 429,
      body: { error: 'Too many attempts. Please wait a few minutes and try again.' },
    });
    const { user } = renderApp('/login');

    await requestReset(user, 'staff@demo-school.test');

    await screen.findByText(REQUESTED);
    expect(toastTexts()).toEqual([
      'error: Too many attempts. Please wait a few minutes and try again.',
      `success: ${REQUESTED}`,
    ]);
  });

  it('says the reset was requested when the server cannot be reached', async () => {
    const { user } = renderApp('/login');
    await server.close();

    await requestReset(user, 'staff@demo-school.test');

    await screen.findByText(REQUESTED);
    expect(toastTexts()).toEqual([
      'error: Network error: the server could not be reached',
      `success: ${REQUESTED}`,
    ]);
  });

  it('requires an e-mail address', async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));

    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter your e-mail address')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('refuses something that is not an e-mail address', async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));

    await user.type(screen.getByLabelText(/E-mail address/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByText('Please enter a valid e-mail address')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it("'< Back to login' returns to the sign-in form", async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Forgotten your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: '< Back to login' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to BeSmart' })).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });
});
