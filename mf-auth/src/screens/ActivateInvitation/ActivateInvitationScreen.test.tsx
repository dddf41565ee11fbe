import { screen, waitFor } from '@testing-library/react';
import { currentLocation, renderApp, toastTexts } from '../../../test/renderApp';
import { startTestServer, type TestServer } from 'test-kit';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user/activate', ({ query }) =>
    query.token === 'invite-1'
      ? {
          body: {
            data: { email: 'new.starter@demo-school.test', organisationName: 'Demo School' },
          },
        }
      : { status: 400, body: { error: 'This invitation is invalid or has expired' } },
  );
});
afterEach(() => server.close());

const ACCEPT = 'POST /api/user/activate';
const STRONG = 'willow harbour compass 73';
const TERMS = /accept the terms and conditions/;

async function fillInvitation(user: ReturnType<typeof renderApp>['user']) {
  const first = await screen.findByLabelText(/First name/);
  await waitFor(() => expect(first).toHaveFocus());
  await user.type(first, 'Nia');
  await user.type(screen.getByLabelText(/Last name/), 'Starter');
  await user.click(screen.getByLabelText(/^Password/));
  await user.paste(STRONG);
}

describe('/user/activate (invitation acceptance)', () => {
  it('shows who invited whom, accepts with the terms ticked and goes to /login', async () => {
    server.on(ACCEPT, { body: { data: { success: true } } });
    const { user } = renderApp('/user/activate?token=invite-1');

    expect(await screen.findByText('Demo School')).toBeVisible();
    expect(screen.getByText('new.starter@demo-school.test')).toBeVisible();
    await fillInvitation(user);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    await waitFor(() => expect(currentLocation()).toBe('/login'));
    expect(toastTexts()).toEqual([
      'success: Your account has been activated. Please login to continue.',
    ]);
    expect(server.callsTo(ACCEPT).map((call) => call.body)).toEqual([
      {
        token: 'invite-1',
        data: { firstname: 'Nia', lastname: 'Starter', password: STRONG, type: 'new', tandc: true },
      },
    ]);
  });

  it('will not accept without the terms and says why', async () => {
    const { user } = renderApp('/user/activate?token=invite-1');

    await fillInvitation(user);
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    expect(
      await screen.findByText('You must accept the terms and conditions to continue.'),
    ).toBeVisible();
    const checkbox = screen.getByRole('checkbox', { name: TERMS });
    await waitFor(() => expect(checkbox).toHaveFocus());
    expect(server.callsTo(ACCEPT)).toHaveLength(0);
    expect(currentLocation()).toBe('/user/activate?token=invite-1');
  });

  it('requires the names and a password', async () => {
    const { user } = renderApp('/user/activate?token=invite-1');
    await screen.findByLabelText(/First name/);

    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    expect(await screen.findByText('Please enter your first name')).toBeVisible();
    expect(screen.getByText('Please enter your last name')).toBeVisible();
    expect(screen.getByText('Please choose a password')).toBeVisible();
    expect(server.callsTo(ACCEPT)).toHaveLength(0);
  });

  it("shows the server's error when accepting fails", async () => {
    server.on(ACCEPT, {
      status: 400,
      body: { error: 'This invitation is invalid or has expired' },
    });
    const { user } = renderApp('/user/activate?token=invite-1');

    await fillInvitation(user);
    await user.click(screen.getByRole('checkbox', { name: TERMS }));
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));

    await screen.findByText('This invitation is invalid or has expired');
    expect(toastTexts()).toEqual(['error: This invitation is invalid or has expired']);
    expect(currentLocation()).toBe('/user/activate?token=invite-1');
  });

  it('explains an invalid or expired invitation instead of the form', async () => {
    renderApp('/user/activate?token=stale');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation is invalid or has expired',
    );
    expect(screen.queryByLabelText(/First name/)).not.toBeInTheDocument();
  });

  it('opens the terms and conditions in the page (no session for /tandc yet)', async () => {
    const { user } = renderApp('/user/activate?token=invite-1');
    await screen.findByLabelText(/First name/);

    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));

    expect(screen.getByRole('heading', { name: 'Terms of use' })).toBeVisible();
    expect(
      screen.getByRole('heading', {
        name: "2. Confidentiality of children's and service users' records",
      }),
    ).toBeVisible();
    expect(currentLocation()).toBe('/user/activate?token=invite-1');
  });
});
