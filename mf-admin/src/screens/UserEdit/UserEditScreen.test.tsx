import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
const ROLES = [
  { id: 3, title: 'Standard', permissions: [], createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 4, title: 'Admin', permissions: [], createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 5, title: 'Office', permissions: [], createdAt: '2026-01-02T00:00:00.000Z' },
];
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/role', { body: { data: ROLES, page: { total: 3 } } });
});
afterEach(() => server.close());

const INVITE = 'POST /api/user/invite';

describe('/user/new/edit (Invite User)', () => {
  it('invites by e-mail with a role of the organisation, labelled Full/Restricted User', async () => {
    signInAs();
    server.on(INVITE, { body: { data: { invited: ['new.starter@demo-school.test'] } } });
    const { user } = renderAdmin('/user/new/edit');

    expect(await screen.findByRole('heading', { name: 'Invite User' })).toBeVisible();
    const role = await screen.findByLabelText(/Role/);
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Restricted User', 'Full User', 'Office']);
    await user.type(screen.getByLabelText(/Email/), 'New.Starter@demo-school.test');
    await user.selectOptions(role, 'Restricted User');
    await user.click(screen.getByRole('button', { name: 'Invite User' }));

    await waitFor(() => expect(currentLocation()).toBe('/users'));
    expect(toastTexts()).toEqual(['success: User added']);
    expect(server.callsTo(INVITE).map((c) => c.body)).toEqual([
      { email: ['new.starter@demo-school.test'], role: 3, organisation: 7 },
    ]);
  });

  it('requires the e-mail and the role', async () => {
    signInAs();
    const { user } = renderAdmin('/user/new/edit');
    await user.click(await screen.findByRole('button', { name: 'Invite User' }));
    expect(await screen.findByText('Please enter an email address')).toBeVisible();
    expect(screen.getByText('Please choose a role')).toBeVisible();
    expect(server.callsTo(INVITE)).toHaveLength(0);
  });

  it("shows the server's own message when the user limit is reached", async () => {
    signInAs();
    const limit = 'Your organisation has reached its limit of 5 users. Contact us to add more.';
    server.on(INVITE, { status: 403, body: { error: limit, type: 'userlimit' } });
    const { user } = renderAdmin('/user/new/edit');
    await user.type(await screen.findByLabelText(/Email/), 'x@demo-school.test');
    await user.selectOptions(screen.getByLabelText(/Role/), 'Office');
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    await waitFor(() => expect(toastTexts()).toEqual([`error: ${limit}`]));
    expect(currentLocation()).toBe('/user/new/edit');
  });

  it('says the generic line for any other failure', async () => {
    signInAs();
    server.on(INVITE, { status: 409, body: { error: 'email: already a member' } });
    const { user } = renderAdmin('/user/new/edit');
    await user.type(await screen.findByLabelText(/Email/), 'x@demo-school.test');
    await user.selectOptions(screen.getByLabelText(/Role/), 'Office');
    await user.click(screen.getByRole('button', { name: 'Invite User' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: Error saving the user, please try again.']),
    );
  });
});

describe('/user/{id}/edit (existing staff)', () => {
  const details = {
    id: 21,
    firstName: 'Ada',
    lastName: 'Staff',
    email: 'ada@demo-school.test',
    jobTitle: 'Teacher',
  };
  beforeEach(() => {
    server.on('GET /api/user/21', { body: { data: details } });
    // The server answers the user's roles as a list (RoleListResponse).
    server.on('GET /api/user/21/role', {
      body: {
        data: [{ id: 3, title: 'Standard', organisation: 7, permissions: [], createdAt: '' }],
        page: { total: 1 },
      },
    });
    server.on('PUT /api/user/21', ({ body }) => ({
      body: { data: { ...details, ...(body as { data: object }).data } },
    }));
    server.on('POST /api/role/4/user/21', { body: { data: { user: 21, changed: true } } });
  });

  it('updates the details and changes the role only when it differs', async () => {
    signInAs();
    const { user } = renderAdmin('/user/21/edit');
    const job = await screen.findByLabelText(/Job title/);
    expect(screen.getByLabelText(/Role/)).toHaveValue('3');
    await user.clear(job);
    await user.type(job, 'Head of Year');
    await user.selectOptions(screen.getByLabelText(/Role/), 'Full User');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: User updated successfully']));
    expect(server.callsTo('PUT /api/user/21').map((c) => c.body)).toEqual([
      {
        data: {
          firstName: 'Ada',
          lastName: 'Staff',
          email: 'ada@demo-school.test',
          jobTitle: 'Head of Year',
        },
      },
    ]);
    expect(server.callsTo('POST /api/role/4/user/21')).toHaveLength(1);
    await waitFor(() => expect(currentLocation()).toBe('/users'));
  });

  it('does not touch the role when it is unchanged', async () => {
    signInAs();
    const { user } = renderAdmin('/user/21/edit');
    await screen.findByDisplayValue('Teacher');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: User updated successfully']));
    expect(
      server.requests.filter((r) => r.path.startsWith('/api/role/') && r.method === 'POST'),
    ).toHaveLength(0);
  });

  it('requires first name, last name, email and job title', async () => {
    signInAs();
    const { user } = renderAdmin('/user/21/edit');
    for (const label of [/First name/, /Last name/, /Email/, /Job title/]) {
      await user.clear(await screen.findByLabelText(label));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(4);
    expect(server.callsTo('PUT /api/user/21')).toHaveLength(0);
  });

  it('says the generic line when saving fails', async () => {
    signInAs();
    server.on('PUT /api/user/21', { status: 400, body: { error: 'email: already used' } });
    const { user } = renderAdmin('/user/21/edit');
    await screen.findByDisplayValue('Teacher');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: Error saving the user, please try again.']),
    );
  });

  it('has the quick actions Reset Password and Delete User', async () => {
    signInAs();
    server.on('POST /api/user/21/reset-password', { body: { data: { success: true } } });
    server.on('DELETE /api/user/21', { body: { data: { success: 'true' } } });
    const { user } = renderAdmin('/user/21/edit');
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['success: Password reset email has been sent']),
    );
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(currentLocation()).toBe('/users'));
    expect(toastTexts()).toContain('success: User deleted');
  });
});
