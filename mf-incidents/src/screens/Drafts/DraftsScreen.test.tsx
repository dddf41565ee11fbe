import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderIncidents, signIn } from '../../components/testing/renderIncidents';

let server: TestServer;
let drafts: {
  id: number;
  createdAt: string;
  userId: number;
  firstname: string;
  lastname: string;
  subtype: string;
}[];
beforeEach(async () => {
  server = await startTestServer();
  drafts = [
    {
      id: 11,
      createdAt: new Date(Date.now() - 3 * 86400000).toISOString(),
      userId: 4,
      firstname: 'Beth',
      lastname: 'Adams',
      subtype: 'lowlevel',
    },
    {
      id: 12,
      createdAt: new Date(Date.now() - 3600000).toISOString(),
      userId: 5,
      firstname: 'Zoe',
      lastname: 'Young',
      subtype: 'highlevel',
    },
  ];
  server.on('POST /api/report/generate', () => ({
    body: { data: { incidentDrafts: { rows: drafts, total: drafts.length } } },
  }));
  server.on('PATCH /api/formsubmission/12', () => {
    drafts = drafts.filter((d) => d.id !== 12);
    return { body: { data: { id: 12, status: 'Archived' } } };
  });
});
afterEach(() => server.close());

const withDelete = () => {
  const base = signIn();
  signIn({
    ...base,
    myPermissions: {
      '7': { isAdmin: false, role: { id: 3, title: 'Standard' }, permissions: ['incidentDelete'] },
    },
  });
};

describe('/incident/drafts', () => {
  it('lists the drafts with relative times and edit links by subtype', async () => {
    signIn();
    renderIncidents('/incident/drafts');
    const table = await screen.findByRole('table');
    const body = server.callsTo('POST /api/report/generate')[0]!.body as {
      data: { reports: string[] };
    };
    expect(body.data.reports).toEqual(['incidentDrafts']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual(['Draft ID', 'Created', 'Service User', 'Edit']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('12');
    expect(rows[0]).toHaveTextContent('about 1 hour ago');
    expect(rows[1]).toHaveTextContent('3 days ago');
    expect(within(rows[0]!).getByRole('link', { name: 'Edit draft 12' })).toHaveAttribute(
      'href',
      '/incident/high-level/5/edit',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Edit draft 11' })).toHaveAttribute(
      'href',
      '/incident/4/edit',
    );
    // Every listed draft is the caller's own, which the server lets its author archive even
    // without incidentDelete (restricted staff): the trash is offered.
    expect(screen.getAllByRole('button', { name: /Delete draft/ })).toHaveLength(2);
  });

  it('archives a draft after the confirmation', async () => {
    withDelete();
    const { user } = renderIncidents('/incident/drafts');
    await user.click(await screen.findByRole('button', { name: 'Delete draft 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Edit draft 12' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('PATCH /api/formsubmission/12')[0]!.body).toEqual({ status: 'Archived' });
  });

  it('says "There are no results to display" without drafts', async () => {
    drafts = [];
    signIn();
    renderIncidents('/incident/drafts');
    expect(await screen.findByText('There are no results to display')).toBeInTheDocument();
  });
});
