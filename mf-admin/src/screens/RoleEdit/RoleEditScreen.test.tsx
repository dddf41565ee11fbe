import { screen, waitFor } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/permission', {
    body: {
      data: [
        { name: 'incidentCreate', description: 'Record incidents and behaviour logs' },
        { name: 'reportsView', description: 'Run reports and analytics' },
        { name: 'roleManage', description: 'Create, edit and delete roles' },
      ],
      page: { total: 3 },
    },
  });
  server.on('GET /api/role/9', {
    body: { data: { id: 9, title: 'Office', permissions: ['reportsView'], createdAt: '' } },
  });
});
afterEach(() => server.close());

describe('/role/{id}/edit', () => {
  it('adds a role with a title and the ticked permissions', async () => {
    signInAs();
    server.on('POST /api/role', { body: { data: { id: 10 } } });
    const { user } = renderAdmin('/role/new/edit');
    await user.type(await screen.findByLabelText(/Title/), 'Pastoral');
    await user.click(screen.getByRole('checkbox', { name: 'Record incidents and behaviour logs' }));
    await user.click(screen.getByRole('checkbox', { name: 'Create, edit and delete roles' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Role added']));
    expect(server.callsTo('POST /api/role').map((c) => c.body)).toEqual([
      { data: { title: 'Pastoral', permissions: ['incidentCreate', 'roleManage'] } },
    ]);
    await waitFor(() => expect(currentLocation()).toBe('/roles'));
  });

  it('requires the title', async () => {
    signInAs();
    const { user } = renderAdmin('/role/new/edit');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(server.callsTo('POST /api/role')).toHaveLength(0);
  });

  it('updates an existing role, starting from its permissions', async () => {
    signInAs();
    server.on('PUT /api/role/9', { body: { data: { id: 9 } } });
    const { user } = renderAdmin('/role/9/edit');
    expect(
      await screen.findByRole('checkbox', { name: 'Run reports and analytics' }),
    ).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Run reports and analytics' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Role updated']));
    expect(firstCall(server, 'PUT /api/role/9').body).toEqual({
      data: { title: 'Office', permissions: [] },
    });
  });

  it('says why adding failed', async () => {
    signInAs();
    server.on('POST /api/role', { status: 400, body: { error: 'title: already used' } });
    const { user } = renderAdmin('/role/new/edit');
    await user.type(await screen.findByLabelText(/Title/), 'Office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Error adding the role, please try again - title: already used',
      ]),
    );
  });

  it('says why updating failed', async () => {
    signInAs();
    server.on('PUT /api/role/9', { status: 403, body: { error: 'You may not change roles' } });
    const { user } = renderAdmin('/role/9/edit');
    await screen.findByDisplayValue('Office');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Error updating the role, please try again - You may not change roles',
      ]),
    );
  });
});
