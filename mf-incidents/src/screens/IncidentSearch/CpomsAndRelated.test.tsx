import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';
import { incidentRow } from './fixtures';
import type { IncidentRow } from '../../data/search';

let server: TestServer;
let rows: IncidentRow[];

beforeEach(async () => {
  server = await startTestServer();
  rows = [
    incidentRow({ id: 101, reference: '42', userCpomsId: 'C-1' }),
    incidentRow({ id: 102, reference: '41', userCpomsId: 'C-1', cpomsId: 'P-9' }),
    incidentRow({ id: 103, reference: '40', userCpomsId: 'C-1', cpomsSyncFailed: 1 }),
    incidentRow({ id: 104, reference: '39', userCpomsId: null }),
  ];
  server.on('GET /api/user', { body: { data: [] } });
  server.on('GET /api/usergroup', { body: { data: [] } });
  server.on('GET /api/organisationtag', { body: { data: [] } });
  server.on('GET /api/usertag', { body: { data: [] } });
  server.on('POST /api/report/generate', (req) => {
    const name = (req.body as { data: { reports: string[] } }).data.reports[0]!;
    return { body: { data: { [name]: { rows, total: rows.length } } } };
  });
});
afterEach(() => server.close());

function cpomsLead(enabled = true) {
  const base = signIn();
  return signIn({
    activeOrg: {
      ...base.activeOrg,
      cpomsEnabled: enabled,
      cpomsDomain: enabled ? 'https://cpoms.test' : null,
    },
  });
}

describe('CPOMS', () => {
  it('lets only leads of CPOMS organisations open /incident/cpoms', async () => {
    cpomsLead(false);
    renderIncidents('/incident/cpoms');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
  });

  it('lists cpomsIncidentSearch with the CPOMS tab and stores quick searches under incidentCPOMSSearch', async () => {
    cpomsLead();
    renderIncidents('/incident/cpoms');
    await screen.findByRole('heading', { name: 'First 250 Results (4 found)' });
    const body = server.callsTo('POST /api/report/generate')[0]!.body as {
      data: { reports: string[] };
    };
    expect(body.data.reports).toEqual(['cpomsIncidentSearch']);
    const tabs = screen.getByRole('navigation', { name: 'Incidents' });
    expect(within(tabs).getByRole('link', { name: 'Synced to CPOMS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await waitFor(() => expect(server.callsTo('GET /api/usertag')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('GET /api/usertag')[0]!.query.where!).key).toBe(
      'incidentCPOMSSearch',
    );
  });

  it('shows each sync state and pushes after the confirmation', async () => {
    server.on('POST /api/formsubmission/101/cpoms/push', () => {
      rows[0] = { ...rows[0]!, cpomsId: 'P-10' };
      return { body: { data: { cpomsId: 'P-10' } } };
    });
    cpomsLead();
    const { user } = renderIncidents('/incident/search/global');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    const table = screen.getByRole('table');
    const bodyRows = within(table).getAllByRole('row').slice(1);
    expect(within(bodyRows[1]!).getByRole('img', { name: 'Synced to CPOMS' })).toBeInTheDocument();
    expect(
      within(bodyRows[2]!).getByRole('img', { name: 'CPOMS push failed' }),
    ).toBeInTheDocument();
    expect(within(bodyRows[3]!).getByRole('button', { name: 'Push to CPOMS' })).toBeDisabled();

    await user.click(within(bodyRows[0]!).getByRole('button', { name: 'Push to CPOMS' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to push this incident to CPOMS?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Successfully pushed to CPOMS']));
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'Synced to CPOMS' })).toHaveLength(2),
    );
    expect(server.callsTo('POST /api/formsubmission/101/cpoms/push')).toHaveLength(1);
  });

  it("shows the push error in the spec's words", async () => {
    server.on('POST /api/formsubmission/101/cpoms/push', {
      status: 502,
      body: { error: 'CPOMS answered 500' },
    });
    cpomsLead();
    const { user } = renderIncidents('/incident/search/global');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    await user.click(screen.getAllByRole('button', { name: 'Push to CPOMS' })[0]!);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: There was an error pushing to CPOMS: CPOMS answered 500',
      ]),
    );
  });

  it('shows staff who may not push the sync state with the reason, not a push button', async () => {
    const base = cpomsLead();
    signIn({ ...base, userDetails: { ...base.userDetails, email: 'sam@demo-school.test' } });
    renderIncidents('/incident/search');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    expect(screen.queryByRole('button', { name: 'Push to CPOMS' })).not.toBeInTheDocument();
    expect(
      screen.getAllByRole('img', {
        name: 'Not synced to CPOMS. Only safeguarding leads and administrators can push incidents to CPOMS',
      }).length,
    ).toBeGreaterThan(0);
  });

  it('has no CPOMS column when the organisation has no CPOMS domain', async () => {
    cpomsLead(false);
    renderIncidents('/incident/search/global');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    expect(screen.queryByRole('columnheader', { name: /CPOMS/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Push to CPOMS' })).not.toBeInTheDocument();
  });
});

describe('Related Incidents panel', () => {
  it('shows and hides the related incidents, sorted by reference descending; leads may delete', async () => {
    rows = [incidentRow({ id: 7, reference: '9' }), incidentRow({ id: 8, reference: '10' })];
    signIn({
      myPermissions: {
        '7': { isAdmin: false, role: { id: 2, title: 'Admin' }, permissions: ['incidentDelete'] },
      },
    });
    const { user } = renderIncidents('/incident/search/global');
    const panel = (await screen.findByRole('heading', { name: 'Additional Actions' })).closest(
      'section',
    )!;
    expect(within(panel).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Show Related Incidents' }));
    const related = within(panel).getByRole('region', { name: 'Related Incidents' });
    expect(
      within(related).getByRole('heading', { name: 'First 250 Results (2 found)' }),
    ).toBeInTheDocument();
    const refs = within(related)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]!.textContent);
    expect(refs).toEqual(['besmart-10', 'besmart-9']);
    expect(within(related).getAllByRole('button', { name: /^Delete/ })).toHaveLength(2);
    await user.click(within(panel).getByRole('button', { name: 'Hide Related Incidents' }));
    expect(
      within(panel).queryByRole('region', { name: 'Related Incidents' }),
    ).not.toBeInTheDocument();
  });

  it('offers no delete on related incidents to staff who are not leads', async () => {
    const base = signIn();
    signIn({
      userDetails: { ...base.userDetails, email: 'sam@demo-school.test' },
      myPermissions: {
        '7': {
          isAdmin: false,
          role: { id: 3, title: 'Standard' },
          permissions: ['incidentDelete'],
        },
      },
    });
    const { user } = renderIncidents('/incident/search');
    await user.click(await screen.findByRole('button', { name: 'Show Related Incidents' }));
    const related = screen.getByRole('region', { name: 'Related Incidents' });
    expect(within(related).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // The results table still offers delete: that one follows the incidentDelete permission.
    expect(
      within(screen.getByRole('region', { name: 'Results' })).getAllByRole('button', {
        name: /^Delete/,
      }),
    ).toHaveLength(4);
  });
});
