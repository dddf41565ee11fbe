import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderIncidents, signIn } from '../../components/testing/renderIncidents';
import { record } from '../RestraintRecord/fixtures';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  const { reference, submissionId, version, subject, incidentAt, recordedAt, author, items } =
    record();
  server.on('GET /api/restraint/oversight', {
    body: {
      data: [{ reference, submissionId, version, subject, incidentAt, recordedAt, author, items }],
      page: { total: 1 },
    },
  });
});
afterEach(() => server.close());

const staffMember = () =>
  signIn({
    userDetails: {
      id: 21,
      email: 'sam@demo-school.test',
      firstName: 'Sam',
      lastName: 'Staff',
      isglobaladmin: false,
      isdeveloper: false,
    },
  });

describe('/restraint/oversight', () => {
  it('lists the records with the filter of the address, each linking to its record', async () => {
    signIn();
    renderIncidents('/restraint/oversight?state=overdue');
    const table = await screen.findByRole('table', { name: 'Restraint oversight' });
    const query = server.callsTo('GET /api/restraint/oversight')[0]!.query;
    expect(query).toMatchObject({ state: 'overdue', page: '1', pageSize: '50', orgId: '7' });
    expect(query.from).toBeUndefined();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, '').trim());
    expect(headers).toEqual([
      'Incident No',
      'Service User',
      'Incident',
      'Recorded',
      'Parents told',
      'Manager sign-off',
      'Child debrief',
    ]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'besmart-501' })).toHaveAttribute(
      'href',
      '/restraint/501',
    );
    expect(row).toHaveTextContent('Done late');
    expect(row).toHaveTextContent('Overdue');
    expect(screen.getByLabelText('Show')).toHaveValue('overdue');
  });

  it('changes the state and period, and exports only a chosen period', async () => {
    server.on('GET /api/restraint/export.csv', { body: 'reference\n501\n' as unknown as object });
    server.on('POST /api/restraint/export-pdf', { body: { data: { fileId: 88 } } });
    signIn();
    const { user } = renderIncidents('/restraint/oversight');
    await screen.findByRole('table', { name: 'Restraint oversight' });
    expect(server.callsTo('GET /api/restraint/oversight')[0]!.query.state).toBe('open');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'PDF summary' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Show'), 'All');
    await waitFor(() =>
      expect(server.callsTo('GET /api/restraint/oversight').at(-1)!.query.state).toBe('all'),
    );
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Apply period' }));
    await waitFor(() =>
      expect(server.callsTo('GET /api/restraint/oversight').at(-1)!.query).toMatchObject({
        state: 'all',
        from: '2026-03-01',
        to: '2026-03-31',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'PDF summary' }));
    await waitFor(() => expect(server.callsTo('POST /api/restraint/export-pdf')).toHaveLength(1));
    expect(server.callsTo('POST /api/restraint/export-pdf')[0]!.body).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(await screen.findByRole('link', { name: 'Open the PDF summary' })).toHaveAttribute(
      'href',
      `/pdfviewer?url=${encodeURIComponent('/api/file/88')}`,
    );
  });

  it('is refused, without asking the server, to staff who are neither leads nor administrators', async () => {
    staffMember();
    renderIncidents('/restraint/oversight');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only safeguarding leads and administrators can see restraint oversight.',
    );
    expect(server.callsTo('GET /api/restraint/oversight')).toHaveLength(0);
  });
});
