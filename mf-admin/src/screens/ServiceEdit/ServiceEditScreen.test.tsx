import { screen, waitFor } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/organisations', {
    body: {
      data: [
        {
          id: 8,
          name: 'Demo Care Home',
          primaryColour: '#123456',
          secondaryColour: '#abcdef',
          plan: 'Care',
          createdAt: '',
        },
      ],
      page: { total: 1 },
    },
  });
});
afterEach(() => server.close());

describe('/service/{id}/edit', () => {
  it('adds an organisation with name and both colours', async () => {
    signInAs({ globalAdmin: true });
    server.on('POST /api/organisations', { body: { data: { id: 12 } } });
    const { user } = renderAdmin('/service/new/edit');
    await user.type(await screen.findByLabelText(/^Name/), 'Hill House');
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, '#04124c');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Organisation added']));
    expect(firstCall(server, 'POST /api/organisations').body).toEqual({
      data: {
        name: 'Hill House',
        primaryColour: '#04124c',
        secondaryColour: '#04124c',
        plan: 'other',
      },
    });
    await waitFor(() => expect(currentLocation()).toBe('/services'));
  });

  it('requires the name and valid colours', async () => {
    signInAs({ globalAdmin: true });
    const { user } = renderAdmin('/service/new/edit');
    const secondary = await screen.findByRole('textbox', { name: 'Secondary colour' });
    await user.clear(secondary);
    const primary = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(primary);
    await user.type(primary, 'orange');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('Enter a colour as #rrggbb')).toBeVisible();
    expect(server.callsTo('POST /api/organisations')).toHaveLength(0);
  });

  it('updates an existing organisation and reports failures with the server error', async () => {
    signInAs({ globalAdmin: true });
    server.on('PUT /api/organisations/8', { status: 400, body: { error: 'name: too long' } });
    const { user } = renderAdmin('/service/8/edit');
    expect(await screen.findByDisplayValue('Demo Care Home')).toBeVisible();
    expect(screen.getByLabelText(/^Plan/)).toHaveValue('Care');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Error updating the organisation, please try again - name: too long',
      ]),
    );
    server.on('PUT /api/organisations/8', { body: { data: { id: 8 } } });
    // The Save button is locked for 4 seconds after a click (spec 1 shared conventions).
    await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 6000 }));
    await waitFor(() => expect(toastTexts()).toContain('success: Organisation updated'));
    expect(server.callsTo('PUT /api/organisations/8').at(-1)?.body).toEqual({
      data: {
        name: 'Demo Care Home',
        primaryColour: '#123456',
        secondaryColour: '#abcdef',
        plan: 'Care',
      },
    });
  });

  it('tells others that only global administrators manage services', async () => {
    signInAs({ globalAdmin: false });
    renderAdmin('/service/new/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only global administrators can manage services.',
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('reports a failed add with the spec wording', async () => {
    signInAs({ globalAdmin: true });
    server.on('POST /api/organisations', {
      status: 403,
      body: { error: 'Global administrators only' },
    });
    const { user } = renderAdmin('/service/new/edit');
    await user.type(await screen.findByLabelText(/^Name/), 'Hill House');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: Error adding the organisation, please try again - Global administrators only',
      ]),
    );
  });
});
