import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from './testing';

let server: TestServer;
let users: Record<string, unknown>[];
beforeEach(async () => {
  server = await startTestServer();
  users = [
    {
      id: 21,
      firstName: 'Ada',
      lastName: 'Staff',
      email: 'ada@demo-school.test',
      createdAt: '2026-03-04T10:00:00.000Z',
    },
    {
      id: 22,
      firstName: 'Ben',
      lastName: 'Teacher',
      email: 'ben@demo-school.test',
      createdAt: '2025-12-31T23:30:00.000Z',
    },
  ];
  server.on('GET /api/user', () => ({ body: { data: users, page: { total: users.length } } }));
});
afterEach(() => server.close());

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('/users (System Users)', () => {
  it('lists the staff with e-mail and created date as DD/MM/YYYY', async () => {
    signInAs();
    renderAdmin('/users');

    const row = await rowOf('Ada Staff');
    expect(within(row).getByText('ada@demo-school.test')).toBeVisible();
    expect(within(row).getByText('04/03/2026')).toBeVisible();
    expect(screen.getByText('Ben Teacher')).toBeVisible();
    const call = firstCall(server, 'GET /api/user');
    expect(call.query).toMatchObject({ type: 'user', limit: '1000', orgId: '7' });
    expect(JSON.parse(call.query.where ?? 'null')).toEqual({ deleted: false });
    expect(call.headers.authorization).toBe('Bearer token-from-server');
    // On narrow screens the rows reflow and every value carries its column's name.
    expect(within(row).getByText('ada@demo-school.test')).toHaveAttribute(
      'data-cell-label',
      'E-mail',
    );
    expect(within(row).getByText('04/03/2026')).toHaveAttribute('data-cell-label', 'Created');
  });

  it('Add User goes to /user/new/edit', async () => {
    signInAs();
    const { user } = renderAdmin('/users');
    await user.click(await screen.findByRole('button', { name: 'Add User' }));
    expect(currentLocation()).toBe('/user/new/edit');
  });

  it('Bulk Upload goes to /user/new/upload', async () => {
    signInAs();
    const { user } = renderAdmin('/users');
    await user.click(await screen.findByRole('button', { name: 'Bulk Upload' }));
    expect(currentLocation()).toBe('/user/new/upload');
  });

  it('sends a password reset and says so, or shows the error', async () => {
    signInAs();
    server.on('POST /api/user/21/reset-password', { body: { data: { success: true } } });
    server.on('POST /api/user/22/reset-password', { status: 403, body: { error: 'Not allowed' } });
    const { user } = renderAdmin('/users');

    await user.click(await screen.findByRole('button', { name: 'Reset password of Ada Staff' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['success: Password reset email has been sent']),
    );
    await user.click(screen.getByRole('button', { name: 'Reset password of Ben Teacher' }));
    await waitFor(() =>
      expect(toastTexts()).toContain('error: Password reset error - Not allowed'),
    );
    expect(server.callsTo('POST /api/user/21/reset-password')).toHaveLength(1);
  });

  it('deletes a user after confirmation and refreshes the list', async () => {
    signInAs();
    server.on('DELETE /api/user/22', () => {
      users = users.filter((u) => u.id !== 22);
      return { body: { data: { success: 'true' } } };
    });
    const { user } = renderAdmin('/users');

    await user.click(await screen.findByRole('button', { name: 'Delete Ben Teacher' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete user Ben Teacher?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: User deleted']));
    await waitFor(() => expect(screen.queryByText('Ben Teacher')).not.toBeInTheDocument());
    expect(server.callsTo('DELETE /api/user/22')).toHaveLength(1);
  });

  it('does not delete when the answer is No', async () => {
    signInAs();
    const { user } = renderAdmin('/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Staff' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(server.requests.filter((r) => r.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByText('Ada Staff')).toBeVisible();
  });

  it('shows no write actions without the userManage permission (a lead who only views)', async () => {
    signInAs({ admin: false, permissions: ['reportsView'] });
    renderAdmin('/users');
    await screen.findByText('Ada Staff');
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reset password/ })).not.toBeInTheDocument();
  });
});
