import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from 'shared-api';
import { NOT_FOUND_TEXT } from '../routes/routeTable';
import { loadEntryCalls } from '../test/federation';
import { startTestServer, type TestServer } from '../test/httpFetch';
import { cleanupShell, renderShell, resetShellAroundEachTest } from '../test/renderShell';
import { lead, organisation, restrictedUser, session } from '../test/sessions';

let server: TestServer;
const careHome = organisation({
  id: 2,
  name: 'Demo Care Home',
  plan: 'Care',
  safeguardingLeads: [],
});

beforeAll(async () => {
  server = await startTestServer((request) => {
    if (request.path === '/remotes.json') {
      return { body: { 'mf-auth': '/remotes/mf-auth/remoteEntry.js' } };
    }
    if (request.path === '/api/report/generate') return { body: { data: {} } };
    if (request.path.startsWith('/api/organisation/'))
      return { body: { data: [], page: { total: 1 } } };
    if (request.path === '/api/auth/session' && request.query.get('orgId') === '2') {
      const s = lead();
      return {
        body: {
          data: {
            activeOrg: careHome,
            activeSite: null,
            userOrganisations: s.userOrganisations,
            userDetails: s.userDetails,
            terms: { ...s.terms, serviceUser: 'resident', serviceUserPlural: 'residents' },
            myPermissions: { '2': { isAdmin: false, role: null, permissions: [] } },
          },
        },
      };
    }
    return undefined;
  });
});

afterAll(() => server.close());

resetShellAroundEachTest();

const menu = () => screen.queryByRole('navigation', { name: 'Main menu' });

function navigateTo(path: string) {
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

describe('protected routes', () => {
  it('sends a signed-out visitor of a private path to /login with returnTo (path and query)', async () => {
    await renderShell('/serviceuser/42/profile?tab=logs', server, null);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(new URLSearchParams(window.location.search).get('returnTo')).toBe(
      '/serviceuser/42/profile?tab=logs',
    );
    expect(menu()).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor of the dashboard to /login', async () => {
    await renderShell('/dashboard', server, null);
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?returnTo=%2Fdashboard');
  });

  it('leaves public paths alone when signed out', async () => {
    await renderShell('/reset-password?token=abc', server, null);
    await waitFor(() => expect(screen.getByText('Sign-in screen')).toBeVisible());
    expect(window.location.pathname).toBe('/reset-password');
    expect(loadEntryCalls).toEqual(['mf_auth']);
  });

  it('redirects when the session ends while on a private page', async () => {
    await renderShell('/dashboard', server, restrictedUser());
    expect(menu()).toBeInTheDocument();
    act(() => sessionStore.clear());
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });
});

describe('layout', () => {
  it('shows the 404 text for unknown paths', async () => {
    await renderShell('/no/such/page', server, restrictedUser());
    expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument();
    expect(NOT_FOUND_TEXT).toBe('404: page not found - to be created');
  });

  it('hides the menu on /login and /user/activate even when signed in', async () => {
    await renderShell('/login', server, restrictedUser());
    expect(menu()).not.toBeInTheDocument();
    cleanup();
    await cleanupShell();
    await renderShell('/user/activate?token=x', server, restrictedUser());
    expect(menu()).not.toBeInTheDocument();
  });

  it('menu: plan logo, organisation name, e-mail, items with the active one highlighted, Logout', async () => {
    await renderShell('/dashboard', server, restrictedUser());
    const nav = menu()!;
    expect(within(nav).getByRole('img', { name: 'BeSmart Plus' })).toBeInTheDocument();
    expect(within(nav).getByText('Demo School')).toBeInTheDocument();
    expect(within(nav).getByText('staff@demo-school.test')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(within(nav).queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('remembers the active item (lastActiveIndex) and highlights the wizard under Record & Plan', async () => {
    await renderShell('/serviceusers', server, restrictedUser());
    const directoryIndex = 4;
    await waitFor(() => expect(sessionStore.get().lastActiveIndex).toBe(directoryIndex));
    await userEvent.click(within(menu()!).getByRole('link', { name: 'Record & Plan' }));
    await waitFor(() => expect(sessionStore.get().lastActiveIndex).toBe(1));
    navigateTo('/dashboard');
    await waitFor(() => expect(sessionStore.get().lastActiveIndex).toBe(0));
    // An incident opened from the dashboard is still recording, not the dashboard.
    navigateTo('/incident/42/edit');
    await waitFor(() => expect(window.location.pathname).toBe('/incident/42/edit'));
    await waitFor(() =>
      expect(within(menu()!).getByRole('link', { name: 'Record & Plan' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    // A page of no item highlights nothing (not the remembered item).
    navigateTo('/no/such/page');
    await waitFor(() => expect(screen.getByText(NOT_FOUND_TEXT)).toBeInTheDocument());
    expect(within(menu()!).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();
  });

  it('uses the Care logo for a Care organisation', async () => {
    await renderShell('/dashboard', server, session({ org: { plan: 'Care' } }));
    expect(within(menu()!).getByRole('img', { name: 'BeSmart Care' })).toBeInTheDocument();
  });

  it('switches organisation through a session refresh and goes to its dashboard', async () => {
    const s = lead();
    s.userOrganisations = [
      { id: 1, name: 'Demo School', plan: 'Plus' },
      { id: 2, name: 'Demo Care Home', plan: 'Care' },
    ];
    await renderShell('/record', server, s);
    const selector = within(menu()!).getByRole('combobox', { name: 'Organisation' });

    await userEvent.selectOptions(selector, '2');

    await waitFor(() => expect(sessionStore.get().activeOrg?.name).toBe('Demo Care Home'));
    const refresh = server.requests.find((r) => r.path === '/api/auth/session');
    expect(refresh?.query.get('orgId')).toBe('2');
    expect(refresh?.authorization).toBe('Bearer token-123');
    expect(sessionStore.get().apiToken).toBe('token-123');
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    expect(within(menu()!).getByRole('img', { name: 'BeSmart Care' })).toBeInTheDocument();
    expect(within(menu()!).queryByRole('link', { name: 'Smart Plans' })).not.toBeInTheDocument();
    expect(await screen.findByText('Residents')).toBeInTheDocument();
  });
});

describe('accessibility of the frame (issue 14 §4, §5)', () => {
  it('one <main>, reached by the first tab stop "Skip to main content"', async () => {
    await renderShell('/dashboard', server, restrictedUser());
    expect(screen.getAllByRole('main')).toHaveLength(1);
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('the 404 page has its level-one heading with the spec text', async () => {
    await renderShell('/no/such/page', server, restrictedUser());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_TEXT);
  });

  it('Menu button: opens the drawer on the current item, Escape closes it and focus returns', async () => {
    await renderShell('/serviceusers', server, restrictedUser());
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', menu()!.id);
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toHaveAttribute('data-open', 'true');
    expect(within(menu()!).getByRole('link', { name: 'Directory' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('the drawer closes when a menu link is followed and with its Close menu button', async () => {
    await renderShell('/dashboard', server, restrictedUser());
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.click(within(menu()!).getByRole('link', { name: 'Record & Plan' }));
    await waitFor(() => expect(window.location.pathname).toBe('/record'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(within(menu()!).getByRole('button', { name: 'Close menu' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});
