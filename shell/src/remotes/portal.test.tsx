import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeArea, loadEntryCalls, remoteBehaviours, resetFederation } from '../test/federation';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { cleanupShell, renderShell } from '../test/renderShell';
import { restrictedUser } from '../test/sessions';

let server: TestServer;
let remotesJson: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/remotes.json') return { body: remotesJson };
    if (request.path === '/api/report/generate') return { body: { data: {} } };
    if (request.path.startsWith('/api/organisation/'))
      return { body: { data: [], page: { total: 1 } } };
    return undefined;
  });
});

afterAll(() => server.close());

beforeEach(() => {
  resetFederation();
  remotesJson = {};
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  cleanup();
  await cleanupShell();
  jest.restoreAllMocks();
});

const entry = (name: string) => `/remotes/${name}/remoteEntry.js`;
const area = () => document.getElementById('besmart-area')!;

describe('remote areas', () => {
  it('mounts the owning remote into #besmart-area, loaded through its MF container name', async () => {
    remotesJson = { 'mf-incidents': entry('mf-incidents') };
    remoteBehaviours.set('mf_incidents', () => fakeArea('Incident search screen'));
    await renderShell('/incident/search', server, restrictedUser());

    await waitFor(() => expect(within(area()).getByText('Incident search screen')).toBeVisible());
    expect(loadEntryCalls).toEqual(['mf_incidents']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "area unavailable" when the owner is not in remotes.json; Retry picks it up without a reload', async () => {
    remotesJson = { 'mf-admin': entry('mf-admin') };
    remoteBehaviours.set('mf_incidents', () => fakeArea('Incident search screen'));
    await renderShell('/incident/search', server, restrictedUser());

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This area is unavailable');
    expect(panel).toHaveTextContent('The Incidents area could not be loaded');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(area()).not.toBeVisible();

    remotesJson = { ...remotesJson, 'mf-incidents': entry('mf-incidents') };
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(area()).getByText('Incident search screen')).toBeVisible());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "area unavailable" when the remote entry fails to load; Retry loads it again', async () => {
    remotesJson = { 'mf-incidents': entry('mf-incidents') };
    let attempts = 0;
    remoteBehaviours.set('mf_incidents', () => {
      attempts += 1;
      return attempts === 1 ? new Error('ScriptNetworkError') : fakeArea('Incident search screen');
    });
    await renderShell('/incident/search', server, restrictedUser());

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The Incidents area could not be loaded');
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(within(area()).getByText('Incident search screen')).toBeVisible());
    expect(attempts).toBe(2);
  });

  it('shows "area unavailable" when the remote throws while mounting; other areas keep working', async () => {
    remotesJson = {
      'mf-incidents': entry('mf-incidents'),
      'mf-admin': entry('mf-admin'),
    };
    remoteBehaviours.set('mf_incidents', () => ({
      ...fakeArea('never shown'),
      mount: async () => {
        throw new Error('render crashed');
      },
    }));
    remoteBehaviours.set('mf_admin', () => fakeArea('Directory screen'));
    await renderShell('/incident/search', server, restrictedUser());

    expect(await screen.findByRole('alert')).toHaveTextContent('The Incidents area');

    await userEvent.click(screen.getByRole('link', { name: 'Directory' }));
    await waitFor(() => expect(within(area()).getByText('Directory screen')).toBeVisible());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('makes every remote area unavailable when remotes.json cannot be read, and recovers on Retry', async () => {
    remoteBehaviours.set('mf_admin', () => fakeArea('Directory screen'));
    remotesJson = null as unknown as Record<string, string>;
    await renderShell('/serviceusers', server, restrictedUser());

    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('The Administration area');

    remotesJson = { 'mf-admin': entry('mf-admin') };
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(area()).getByText('Directory screen')).toBeVisible());
  });

  it('keeps private remotes inactive while signed out (the shell redirects to /login first)', async () => {
    remotesJson = { 'mf-incidents': entry('mf-incidents'), 'mf-auth': entry('mf-auth') };
    remoteBehaviours.set('mf_incidents', () => fakeArea('Incident search screen'));
    remoteBehaviours.set('mf_auth', () => fakeArea('Sign-in screen'));
    await renderShell('/incident/search', server, null);

    await waitFor(() => expect(within(area()).getByText('Sign-in screen')).toBeVisible());
    expect(loadEntryCalls).not.toContain('mf_incidents');
    await act(async () => undefined);
  });
});
