import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp, toastTexts } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const RESET = 'POST /api/auth/password/reset';
const STRONG = 'lantern meadow quarry 52';

async function choosePassword(user: ReturnType<typeof renderApp>['user'], password: string) {
  const field = screen.getByLabelText(/New password/);
  await user.clear(field);
  await user.click(field);
  await user.paste(password);
}

describe('/reset-password', () => {
  it("keeps 'Change Password' disabled until the strength is at least Average", async () => {
    const { user } = renderApp('/reset-password?token=abc123');
    const button = screen.getByRole('button', { name: 'Change Password' });
    await waitFor(() => expect(screen.getByLabelText(/New password/)).toHaveFocus());
    expect(button).toBeDisabled();

    await choosePassword(user, 'password');
    expect(await screen.findByText('Password strength: Insecure')).toBeVisible();
    expect(button).toBeDisabled();

    await choosePassword(user, STRONG);
    expect(await screen.findByText(/Password strength: (Average|Good|Strong)/)).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
    expect(server.requests).toHaveLength(0);
  });

  it('resets the password, says so and goes to /login', async () => {
    server.on(RESET, { body: { data: { success: true } } });
    const { user } = renderApp('/reset-password?token=abc123');

    await choosePassword(user, STRONG);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(server.callsTo(RESET).map((call) => call.body)).toEqual([
      { data: { token: 'abc123', password: STRONG } },
    ]);
    expect(toastTexts()).toEqual(['success: Your password has been reset']);
  });

  it('toasts the error first, then still says reset and goes to /login (spec 3 §8)', async () => {
    server.on(RESET, {
      status: 400,
      body: { error: 'This password reset link is invalid or has expired' },
    });
    const { user } = renderApp('/reset-password?token=used-token');

    await choosePassword(user, STRONG);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Change Password' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(toastTexts()).toEqual([
      'error: This password reset link is invalid or has expired',
      'info: Your password has been reset',
    ]);
  });

  it('explains a link without a token instead of showing the form', () => {
    renderApp('/reset-password');

    expect(screen.getByRole('alert')).toHaveTextContent(
      'This password reset link is invalid or has expired',
    );
    expect(screen.queryByLabelText(/New password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '< Back to login' })).toHaveAttribute('href', '/login');
  });
});
