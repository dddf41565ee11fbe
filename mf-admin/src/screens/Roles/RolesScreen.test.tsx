import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
let roles: Record<string, unknown>[];
beforeEach(async () => {
  server = await startTestServer();
  roles = [
    { id: 3, title: 'Standard', permissions: [], createdAt: '2026-01-05T09:00:00.000Z' },
    { id: 4, title: 'Admin', permissions: [], createdAt: '2026-01-05T09:00:00.000Z' },
    { id: 9, title: 'Office', permissions: ['reportsView'], createdAt: '2026-02-14T12:00:00.000Z' },
  ];
  server.on('GET /api/role', () => ({ body: { data: roles, page: { total: roles.length } } }));
});
afterEach(() => server.close());

describe('/roles', () => {
  it('lists titles (stored Admin/Standard as Full/Restricted User) with the date created', async () => {
    signInAs();
    renderAdmin('/roles');
    const office = (await screen.findByText('Office')).closest('tr') as HTMLElement;
    expect(within(office).getByText('14/02/2026')).toBeVisible();
    expect(screen.getByText('Full User')).toBeVisible();
    expect(screen.getByText('Restricted User')).toBeVisible();
    expect(screen.queryByText('Admin')).not.toBeInTheDocument();
    expect(firstCall(server, 'GET /api/role').query).toMatchObject({ limit: '1000' });
  });

  it('deletes a role after confirmation', async () => {
    signInAs();
    server.on('DELETE /api/role/9', () => {
      roles = roles.filter((r) => r.id !== 9);
      return { body: { data: { success: 'true' } } };
    });
    const { user } = renderAdmin('/roles');
    await user.click(await screen.findByRole('button', { name: 'Delete Office' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete the role Office?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Role deleted']));
    await waitFor(() => expect(screen.queryByText('Office')).not.toBeInTheDocument());
  });

  it("shows the server's refusal (members still hold the role)", async () => {
    signInAs();
    server.on('DELETE /api/role/3', {
      status: 409,
      body: { error: 'This role is still held by 2 users' },
    });
    const { user } = renderAdmin('/roles');
    await user.click(await screen.findByRole('button', { name: 'Delete Restricted User' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: This role is still held by 2 users']),
    );
    expect(screen.getByText('Restricted User')).toBeVisible();
  });

  it("'Add Role' goes to /role/new/edit and Edit to the role", async () => {
    signInAs();
    const { user } = renderAdmin('/roles');
    await user.click(await screen.findByRole('button', { name: 'Add Role' }));
    expect(currentLocation()).toBe('/role/new/edit');
  });

  it('Edit opens the role', async () => {
    signInAs();
    const { user } = renderAdmin('/roles');
    await user.click(await screen.findByRole('link', { name: 'Edit Office' }));
    expect(currentLocation()).toBe('/role/9/edit');
  });

  it('offers no changes without roleManage', async () => {
    signInAs({ admin: false, permissions: ['userManage'] });
    renderAdmin('/roles');
    await screen.findByText('Office');
    expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
