import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
let orgs: Record<string, unknown>[];
beforeEach(async () => {
  server = await startTestServer();
  orgs = [
    { id: 7, name: 'Demo School', createdAt: '2026-01-05T09:00:00.000Z', plan: 'Plus' },
    { id: 8, name: 'Demo Care Home', createdAt: '2026-02-01T09:00:00.000Z', plan: 'Care' },
  ];
  server.on('GET /api/organisations', () => ({
    body: { data: orgs, page: { total: orgs.length } },
  }));
});
afterEach(() => server.close());

describe('/services', () => {
  it('lists every organisation for a global admin, with the date created', async () => {
    signInAs({ globalAdmin: true });
    renderAdmin('/services');
    const row = (await screen.findByText('Demo Care Home')).closest('tr') as HTMLElement;
    expect(within(row).getByText('01/02/2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add Service' })).toBeVisible();
  });

  it('is closed to everyone else, without asking the server', async () => {
    signInAs({ globalAdmin: false });
    renderAdmin('/services');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only global administrators can manage services.',
    );
    expect(server.callsTo('GET /api/organisations')).toHaveLength(0);
  });

  it('deletes after confirmation', async () => {
    signInAs({ globalAdmin: true });
    server.on('DELETE /api/organisations/8', () => {
      orgs = orgs.filter((o) => o.id !== 8);
      return { body: { data: { success: 'true' } } };
    });
    const { user } = renderAdmin('/services');
    await user.click(await screen.findByRole('button', { name: 'Delete Demo Care Home' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete Demo Care Home?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Organisation deleted']));
    await waitFor(() => expect(screen.queryByText('Demo Care Home')).not.toBeInTheDocument());
  });

  it("'Add Service' goes to /service/new/edit", async () => {
    signInAs({ globalAdmin: true });
    const { user } = renderAdmin('/services');
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    expect(currentLocation()).toBe('/service/new/edit');
  });
});
