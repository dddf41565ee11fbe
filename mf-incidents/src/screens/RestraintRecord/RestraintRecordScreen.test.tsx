import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderIncidents, signIn } from '../../components/testing/renderIncidents';
import { record } from './fixtures';

let server: TestServer;
let current = record();
beforeEach(async () => {
  server = await startTestServer();
  current = record();
  server.on('GET /api/restraint/501', () => ({ body: { data: current } }));
  server.on('GET /api/user', {
    body: {
      data: [
        { id: 12, firstName: 'Lee', lastName: 'Lead' },
        { id: 21, firstName: 'Sam', lastName: 'Staff' },
      ],
      page: { total: 2 },
    },
  });
});
afterEach(() => server.close());

const followup = (kind: 'parentReport' | 'signOff' | 'debrief', data: Record<string, unknown>) => ({
  id: 1,
  reference: 501,
  submissionId: 900,
  version: 2,
  kind,
  data,
  createdBy: { id: 12, firstName: 'Lee', lastName: 'Lead' },
  createdAt: '2026-03-05T14:00:00.000Z',
  supersededAt: null,
});

describe('/restraint/{reference}', () => {
  it('shows the incident, the four deadlines with their states and how late the record was', async () => {
    signIn();
    renderIncidents('/restraint/501');
    const deadlines = await screen.findByRole('region', { name: 'Deadlines' });
    const items = within(deadlines).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      'Recorded',
      'Parents told',
      'Manager sign-off',
      'Child debrief',
    ]);
    expect(items[0]).toHaveTextContent('Done late');
    expect(items[0]).toHaveTextContent('(3 h 30 min late)');
    expect(items[1]).toHaveTextContent('Overdue');
    expect(items[1]).toHaveTextContent('(1 h 30 min overdue)');
    expect(items[2]).toHaveTextContent('Due');
    expect(items[3]).toHaveTextContent('Open');
    const incident = screen.getByRole('region', { name: 'The incident' });
    expect(incident).toHaveTextContent('Beth Adams');
    expect(incident).toHaveTextContent('EHC plan');
    expect(incident).toHaveTextContent('Sam Staff: Applied a hold; Olu Observer: Observed');
    expect(incident).toHaveTextContent('Physical restraint 10:02-10:07 (5 min)');
    expect(
      within(incident).getByRole('link', { name: /Physical Intervention Report/ }),
    ).toHaveAttribute('href', '/incident/high-level/4/edit/900');
  });

  it('saves a parent report in the contract shape and reloads the record', async () => {
    server.on('POST /api/restraint/501/parent-report', (req) => {
      const { data } = req.body as { data: Record<string, unknown> };
      current = record({ followups: [followup('parentReport', data)] });
      return { body: { data: followup('parentReport', data) } };
    });
    signIn();
    const { user } = renderIncidents('/restraint/501');
    const form = await screen.findByRole('form', { name: 'Parent report' });
    await user.selectOptions(within(form).getByLabelText(/^How/), 'Phone');
    await user.type(within(form).getByLabelText(/^Told to/), 'Pat Adams (mother)');
    await user.click(within(form).getByRole('button', { name: 'Save parent report' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/restraint/501/parent-report')).toHaveLength(1),
    );
    const body = server.callsTo('POST /api/restraint/501/parent-report')[0]!.body as {
      data: Record<string, unknown>;
    };
    expect(body.data).toMatchObject({
      outcome: 'told',
      method: 'phone',
      toldBy: 12,
      toldTo: 'Pat Adams (mother)',
    });
    expect(Number.isNaN(Date.parse(String(body.data.toldAt)))).toBe(false);
    const history = screen.getByRole('region', { name: 'Follow-up history' });
    expect(await within(history).findByText(/Told Pat Adams \(mother\)/)).toBeInTheDocument();
  });

  jest.setTimeout(20000);

  it('asks for the reason and the local authority date when parents were not told', async () => {
    signIn();
    const { user } = renderIncidents('/restraint/501');
    const form = await screen.findByRole('form', { name: 'Parent report' });
    await user.selectOptions(
      within(form).getByLabelText(/^Outcome/),
      'Not told: the local authority was told instead',
    );
    expect(within(form).queryByLabelText(/^How/)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save parent report' }));
    const reason = within(form).getByLabelText(/^Why telling the parents/);
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(within(form).getByLabelText(/^Date the local authority was told/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(server.callsTo('POST /api/restraint/501/parent-report')).toHaveLength(0);
    await user.type(reason, 'Risk of harm at home');
    await user.type(
      within(form).getByLabelText(/^Date the local authority was told/),
      '05/03/2026',
    );
    server.on('POST /api/restraint/501/parent-report', (req) => ({
      body: {
        data: followup('parentReport', (req.body as { data: Record<string, unknown> }).data),
      },
    }));
    // The submit button stays locked for a few seconds after a click (shared-ui SubmitButton).
    await user.click(
      await within(form).findByRole('button', { name: 'Save parent report' }, { timeout: 6000 }),
    );
    await waitFor(() =>
      expect(server.callsTo('POST /api/restraint/501/parent-report')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/restraint/501/parent-report')[0]!.body).toEqual({
      data: {
        outcome: 'withheld',
        reason: 'Risk of harm at home',
        localAuthorityToldOn: '2026-03-05',
      },
    });
  });

  it('signs off only with the accuracy tick, naming the version signed', async () => {
    server.on('POST /api/restraint/501/sign-off', (req) => ({
      body: { data: followup('signOff', (req.body as { data: Record<string, unknown> }).data) },
    }));
    signIn();
    const { user } = renderIncidents('/restraint/501');
    const form = await screen.findByRole('form', { name: 'Manager sign-off' });
    expect(screen.getByText('You are signing version 2 of this record.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Notes of the conversation/), 'Spoke with Sam.');
    await user.click(within(form).getByRole('button', { name: 'Sign off' }));
    await waitFor(() =>
      expect(within(form).getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(server.callsTo('POST /api/restraint/501/sign-off')).toHaveLength(0);
    await user.click(within(form).getByRole('checkbox'));
    await user.click(
      await within(form).findByRole('button', { name: 'Sign off' }, { timeout: 6000 }),
    );
    await waitFor(() => expect(server.callsTo('POST /api/restraint/501/sign-off')).toHaveLength(1));
    expect(server.callsTo('POST /api/restraint/501/sign-off')[0]!.body).toMatchObject({
      data: { conversationNote: 'Spoke with Sam.', accurate: true },
    });
  });

  it('hides the sign-off from people the server does not let sign off, and says when a new version needs one', async () => {
    current = record({ maySignOff: false, signOffOutdated: true });
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
    renderIncidents('/restraint/501');
    await screen.findByRole('region', { name: 'Deadlines' });
    expect(screen.queryByRole('form', { name: 'Manager sign-off' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Parent report' })).toBeInTheDocument();
    expect(screen.getByText(/it needs a new sign-off/)).toBeInTheDocument();
    // Not a lead: no breadcrumb to the oversight screen.
    expect(screen.queryByRole('link', { name: 'Restraint oversight' })).not.toBeInTheDocument();
  });

  it('prepares the parent letter, lets it be edited and sends it to the chosen key contacts', async () => {
    server.on('GET /api/restraint/501/parent-letter', {
      body: { data: { text: 'Dear parent, on 4 March 2026 ...' } },
    });
    server.on('POST /api/restraint/501/parent-letter', (req) => ({
      body: {
        data: {
          fileId: 77,
          recipients: (req.body as { recipients: string[] }).recipients,
          parentReport: null,
        },
      },
    }));
    signIn();
    const { user } = renderIncidents('/restraint/501');
    const card = await screen.findByRole('region', { name: 'Parent letter' });
    await user.click(within(card).getByRole('button', { name: 'Prepare the parent letter' }));
    const text = await within(card).findByLabelText('Letter');
    expect(text).toHaveValue('Dear parent, on 4 March 2026 ...');
    await user.type(text, ' We are sorry.');
    await user.click(within(card).getByRole('button', { name: 'Send the letter' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Choose at least one key contact');
    await user.click(within(card).getByRole('checkbox', { name: 'Pat Adams (pat@example.test)' }));
    await user.click(within(card).getByRole('button', { name: 'Send the letter' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/restraint/501/parent-letter')).toHaveLength(1),
    );
    expect(server.callsTo('POST /api/restraint/501/parent-letter')[0]!.body).toEqual({
      text: 'Dear parent, on 4 March 2026 ... We are sorry.',
      recipients: ['pat@example.test'],
      print: false,
    });
    expect(
      await within(card).findByRole('link', { name: 'Open the letter (PDF)' }),
    ).toHaveAttribute('href', `/pdfviewer?url=${encodeURIComponent('/api/file/77')}`);
  });

  it('says so when the record is not found', async () => {
    server.on('GET /api/restraint/999', { status: 404, body: { error: 'Not found' } });
    signIn();
    renderIncidents('/restraint/999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This restraint record was not found, or you may not see it.',
    );
  });
});
