import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from 'shared-api';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';
import { incidentRow } from './fixtures';

let server: TestServer;
let reportBodies: {
  data: { reports: string[]; query: unknown[]; offset?: number; limit?: number };
}[];

function answerReport(name: string, rows = [incidentRow()], total = rows.length) {
  server.on('POST /api/report/generate', (req) => {
    reportBodies.push(req.body as (typeof reportBodies)[number]);
    return { body: { data: { [name]: { rows, total } } } };
  });
}

beforeEach(async () => {
  reportBodies = [];
  server = await startTestServer();
  server.on('GET /api/user', { body: { data: [{ id: 4, firstName: 'Beth', lastName: 'Adams' }] } });
  server.on('GET /api/usergroup', { body: { data: [] } });
  server.on('GET /api/organisationtag', {
    body: {
      data: [
        {
          type: 'besmart',
          key: 'deescalationTechniques',
          value: JSON.stringify([{ technique: 'Giving Space', selected: true }]),
        },
      ],
    },
  });
  server.on('GET /api/usertag', { body: { data: [] } });
  server.on('PUT /api/usertag', { body: { data: { success: true } } });
  server.on('PATCH /api/formsubmission/101', { body: { data: { id: 101 } } });
  answerReport('globalIncidentSearch');
});
afterEach(() => server.close());

const lead = () => signIn();
const staff = () => {
  const base = signIn();
  return signIn({ userDetails: { ...base.userDetails, id: 13, email: 'sam@demo-school.test' } });
};

describe('incident search screens', () => {
  it('sends staff who are not leads from the global search to /dashboard', async () => {
    staff();
    renderIncidents('/incident/search/global');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard'));
    expect(server.callsTo('POST /api/report/generate')).toHaveLength(0);
  });

  it('runs incidentSearch for own search and shows the tab bar without CPOMS', async () => {
    answerReport('incidentSearch', [], 0);
    staff();
    renderIncidents('/incident/search');
    expect(await screen.findByText('- No results to display -')).toBeInTheDocument();
    expect(reportBodies[0]!.data.reports).toEqual(['incidentSearch']);
    const tabs = screen.getByRole('navigation', { name: 'Incidents' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Incident Search', 'Incomplete Incidents']);
    expect(within(tabs).getByRole('link', { name: 'Incident Search' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('lists the results with every column and the title with the total', async () => {
    answerReport(
      'globalIncidentSearch',
      [
        incidentRow(),
        incidentRow({ id: 102, reference: '41', dateOfIncident: 'nonsense', subtype: 'highlevel' }),
      ],
      260,
    );
    lead();
    const { user } = renderIncidents('/incident/search/global');
    expect(
      await screen.findByRole('heading', { name: 'First 250 Results (260 found)' }),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual([
      'Incident No',
      'Service User',
      'Date Of Incident',
      'Parents Informed',
      'Flag',
      'Actions',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('besmart-42');
    expect(rows[0]).toHaveTextContent('Beth Adams');
    expect(rows[0]).toHaveTextContent('03/11/26');
    expect(rows[1]).toHaveTextContent('No Date');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit besmart-42' })).toHaveAttribute(
      'href',
      '/incident/4/edit/101',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Edit besmart-41' })).toHaveAttribute(
      'href',
      '/incident/high-level/4/edit/102',
    );
    // No incidentDelete permission: no delete.
    expect(within(rows[0]!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    // Paging in steps of 250.
    await user.click(screen.getByRole('button', { name: 'Show 250 more' }));
    await waitFor(() => expect(reportBodies).toHaveLength(2));
    expect(reportBodies[1]!.data).toMatchObject({ offset: 2, limit: 250 });
  });

  it('saves a flag and parents informed at once', async () => {
    lead();
    const { user } = renderIncidents('/incident/search/global');
    const red = await screen.findByRole('button', { name: 'Red flag' });
    expect(screen.getByRole('button', { name: 'No flag' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(red);
    await waitFor(() => expect(red).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'No flag' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Parents informed: yes' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Parents informed: yes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(server.callsTo('PATCH /api/formsubmission/101').map((c) => c.body)).toEqual([
      { flag: 'red' },
      { parentsInformed: 'yes' },
    ]);
  });

  it('says "Saved" with Undo after a change, writes the state beside the icons, and undoes', async () => {
    lead();
    const { user } = renderIncidents('/incident/search/global');
    const flags = await screen.findByRole('group', { name: 'Flag' });
    // The state is written, not only coloured.
    expect(flags).toHaveTextContent('None');
    await user.click(within(flags).getByRole('button', { name: 'Red flag' }));
    await waitFor(() => expect(flags).toHaveTextContent('Red'));
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    await waitFor(() => expect(toastTexts()).toContain('success: Saved'));
    await user.click(within(notifications).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(flags).toHaveTextContent('None'));
    expect(toastTexts()).toContain('info: Change undone');

    // A first Parents Informed answer is undone by clearing it (null), back to "Not set".
    const informed = screen.getByRole('group', { name: 'Parents Informed' });
    expect(informed).toHaveTextContent('Not set');
    await user.click(within(informed).getByRole('button', { name: 'Parents informed: no' }));
    await waitFor(() => expect(informed).toHaveTextContent('No'));
    const undo = await within(notifications).findAllByRole('button', { name: 'Undo' });
    await user.click(undo[undo.length - 1]!);
    await waitFor(() => expect(informed).toHaveTextContent('Not set'));
    expect(server.callsTo('PATCH /api/formsubmission/101').map((c) => c.body)).toEqual([
      { flag: 'red' },
      { flag: 'none' },
      { parentsInformed: 'no' },
      { parentsInformed: null },
    ]);
  });

  it('builds criteria, renumbers after a removal and sends the query with View Results', async () => {
    lead();
    const { user } = renderIncidents('/incident/search/global');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'location');
    expect(
      within(screen.getByRole('combobox', { name: 'Query 1' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['is', 'is not']);
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), 'Hall');
    await user.click(screen.getByRole('button', { name: 'Add Criteria' }));
    await user.click(screen.getByRole('button', { name: 'Add Criteria' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 3' }), 'dateOfIncident');
    expect(
      within(screen.getByRole('combobox', { name: 'Query 3' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['on', 'after', 'before']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Query 3' }), 'after');
    await user.type(screen.getByRole('textbox', { name: 'Value 3' }), '01/09/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Join for criterion 3' }), 'OR');
    await user.click(screen.getByRole('button', { name: 'Remove criterion 2' }));
    expect(screen.queryByRole('combobox', { name: 'Field 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Field 2' })).toHaveValue('dateOfIncident');
    expect(
      within(screen.getByRole('combobox', { name: 'Join for criterion 2' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['ALL OF THE ABOVE (AND)', 'ANY OF THE ABOVE (OR)']);

    await user.click(screen.getByRole('button', { name: 'Add Criteria' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Field 3' }),
      'deescalationTechniques',
    );
    expect(screen.getByRole('combobox', { name: 'Query 3' })).toHaveValue('exists');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value 3' }), 'Giving Space');

    await user.click(screen.getByRole('button', { name: 'View Results' }));
    await waitFor(() => expect(reportBodies).toHaveLength(2));
    expect(reportBodies[1]!.data.query).toEqual([
      { key: 'location', operator: 'is', response: 'Hall', relation: 'AND' },
      { key: 'dateOfIncident', operator: 'after', response: '2026-09-01', relation: 'OR' },
      { key: 'givingspace', operator: 'exists', response: 'Giving Space', relation: 'AND' },
    ]);
  });

  it('refuses an incomplete criterion', async () => {
    lead();
    const { user } = renderIncidents('/incident/search/global');
    await screen.findByRole('heading', { name: /First 250 Results/ });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Field 1' }),
      'numberStaffInvolved',
    );
    await user.click(screen.getByRole('button', { name: 'View Results' }));
    expect(toastTexts()).toEqual(['warning: Please complete the query before continuing']);
    expect(reportBodies).toHaveLength(1);
  });

  it('saves, loads and removes quick searches on the caller’s own user tag', async () => {
    const saved = [
      {
        name: 'b search',
        query: [{ key: 'location', operator: 'is', response: 'Yard', relation: 'AND' }],
      },
    ];
    server.on('GET /api/usertag', {
      body: {
        data: [
          {
            user: 12,
            type: 'incidentSearch',
            key: 'incidentQuickSearch',
            value: JSON.stringify(saved),
          },
        ],
      },
    });
    lead();
    const { user } = renderIncidents('/incident/search/global');
    const chooser = await screen.findByRole('combobox', { name: 'Quick Search' });
    await waitFor(() => expect(within(chooser).getAllByRole('option')).toHaveLength(2));
    expect(JSON.parse(server.callsTo('GET /api/usertag')[0]!.query.where!)).toEqual({
      user: 12,
      key: 'incidentQuickSearch',
      type: 'incidentSearch',
    });
    expect(screen.getByRole('button', { name: 'Get Search' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();

    // Add a new one from the builder.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field 1' }), 'location');
    await user.type(screen.getByRole('textbox', { name: 'Value 1' }), 'Hall');
    await user.click(screen.getByRole('button', { name: 'Add to Quick Search' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Quick Search Name/ }), 'a search');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Quick Search has been saved']));
    const put = server.callsTo('PUT /api/usertag')[0]!.body as { data: { value: string }[] };
    expect(put.data[0]).toMatchObject({
      user: 12,
      type: 'incidentSearch',
      key: 'incidentQuickSearch',
    });
    expect(JSON.parse(put.data[0]!.value)).toEqual([
      {
        name: 'a search',
        query: [{ key: 'location', operator: 'is', response: 'Hall', relation: 'AND' }],
      },
      saved[0],
    ]);

    // Get Search fills the builder with the saved criteria.
    await user.selectOptions(chooser, 'b search');
    await user.click(screen.getByRole('button', { name: 'Get Search' }));
    expect(screen.getByRole('textbox', { name: 'Value 1' })).toHaveValue('Yard');

    // Delete asks first.
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to remove this quick search?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.callsTo('PUT /api/usertag')).toHaveLength(2));
    const second = server.callsTo('PUT /api/usertag')[1]!.body as { data: { value: string }[] };
    expect(JSON.parse(second.data[0]!.value).map((q: { name: string }) => q.name)).toEqual([
      'a search',
    ]);
  });

  it('deletes an incident after the confirmation (archive) and reloads', async () => {
    const base = signIn();
    signIn({
      myPermissions: {
        '7': {
          isAdmin: false,
          role: { id: 3, title: 'Standard' },
          permissions: ['incidentDelete'],
        },
      },
      userDetails: base.userDetails,
    });
    const { user } = renderIncidents('/incident/search/global');
    await user.click(await screen.findByRole('button', { name: 'Delete besmart-42' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(server.callsTo('PATCH /api/formsubmission/101')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete besmart-42' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(reportBodies).toHaveLength(2));
    expect(server.callsTo('PATCH /api/formsubmission/101')[0]!.body).toEqual({
      status: 'Archived',
    });
  });

  it('drops the results of one organisation when the user switches to another', async () => {
    const base = lead();
    renderIncidents('/incident/search/global');
    await screen.findByRole('cell', { name: 'besmart-42' });
    answerReport('globalIncidentSearch', [
      incidentRow({ id: 900, reference: '7', firstname: 'Other', lastname: 'Org' }),
    ]);
    act(() => sessionStore.set({ activeOrg: { ...base.activeOrg, id: 8, name: 'Other Org' } }));
    await screen.findByRole('cell', { name: 'besmart-7' });
    expect(screen.queryByRole('cell', { name: 'besmart-42' })).not.toBeInTheDocument();
    expect(server.callsTo('POST /api/report/generate').map((c) => c.query.orgId)).toEqual([
      '7',
      '8',
    ]);
  });
});
