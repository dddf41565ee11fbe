import { screen, waitFor } from '@testing-library/react';
import { renderApp, toastTexts } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const SIGNUP = 'POST /api/auth/signup';
const STRONG = 'copper kettle orchard 1987';

async function fillSignUp(user: ReturnType<typeof renderApp>['user'], password = STRONG) {
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
  expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveFocus());
  await user.type(screen.getByLabelText(/First name/), 'Ada');
  await user.type(screen.getByLabelText(/Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/E-mail address/), 'ada@harbour-school.test');
  await user.type(screen.getByLabelText(/Organisation name/), 'Harbour School');
  // Pasted, as from a password manager: the strength meter scores the whole value once.
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(password);
}

describe('/login sign-up', () => {
  it('creates the organisation and returns to sign-in with the e-mail filled in', async () => {
    server.on(SIGNUP, { body: { data: { success: true } } });
    const { user } = renderApp('/login');

    await fillSignUp(user);
    expect(await screen.findByText(/Password strength: (Good|Strong)/)).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('Your account has been created. Please sign in to continue.');
    expect(server.callsTo(SIGNUP).map((call) => call.body)).toEqual([
      {
        data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@harbour-school.test',
          organisationName: 'Harbour School',
          password: STRONG,
        },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    expect(screen.getByLabelText(/E-mail address/)).toHaveValue('ada@harbour-school.test');
  });

  it('does not sign up without the terms accepted', async () => {
    const { user } = renderApp('/login');

    await fillSignUp(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const checkbox = screen.getByRole('checkbox', { name: /accept the terms and conditions/ });
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(checkbox).toHaveAccessibleDescription(
      'You must accept the terms and conditions to continue.',
    );
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a weak password with the server’s own message', async () => {
    const { user } = renderApp('/login');

    await fillSignUp(user, 'password12');
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Password is too weak')).toBeVisible();
    expect(server.requests).toHaveLength(0);
  });

  it('toasts the server error (e.g. an e-mail already in use)', async () => {
    server.on(SIGNUP, {
      status: 409,
      body: { error: 'An account with this e-mail already exists' },
    });
    const { user } = renderApp('/login');

    await fillSignUp(user);
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/ }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await screen.findByText('An account with this e-mail already exists');
    expect(toastTexts()).toEqual(['error: An account with this e-mail already exists']);
    expect(screen.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
  });

  it('shows the terms in the page, as there is no session for /tandc yet', async () => {
    const { user } = renderApp('/login');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const toggle = screen.getByRole('button', { name: 'Read the terms and conditions' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Terms and conditions and privacy notice' });
    expect(panel).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Terms of use' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Privacy notice' })).toBeVisible();
  });
});
