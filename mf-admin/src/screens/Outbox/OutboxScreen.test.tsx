import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, toastTexts, type TestServer } from 'test-kit';
import { renderAdmin, signInAs } from '../SystemUsers/testing';

let server: TestServer;
let rows: Record<string, unknown>[];

const job = (over: Record<string, unknown>) => ({
  id: 1,
  kind: 'mail',
  status: 'queued',
  attempts: 0,
  maxAttempts: 8,
  lastError: null,
  organisationId: 7,
  organisationName: 'Demo School',
  createdAt: '2026-03-02T09:30:00.000Z',
  runAfter: '2026-03-02T09:30:00.000Z',
  finishedAt: null,
  mail: null,
  ...over,
});

beforeEach(async () => {
  server = await startTestServer();
  rows = [
    job({
      id: 12,
      status: 'failed',
      attempts: 8,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      mail: {
        to: 'parent@family.test',
        subject: 'Incident report from Demo School',
        status: 'failed',
        sentAt: null,
      },
    }),
    job({
      id: 11,
      kind: 'incident-pdf',
      status: 'done',
      attempts: 1,
      finishedAt: '2026-03-02T09:31:00.000Z',
    }),
  ];
  server.on('GET /api/admin/outbox', (req) => {
    const status = req.query.status;
    const data = status ? rows.filter((r) => r.status === status) : rows;
    return { body: { data, page: { total: data.length } } };
  });
});
afterEach(() => server.close());

describe('/service/outbox', () => {
  it('lists jobs and mail with recipient, subject, status, attempts and error', async () => {
    signInAs({ globalAdmin: true });
    renderAdmin('/service/outbox');
    const mailRow = (await screen.findByText('Mail to parent@family.test')).closest('tr')!;
    expect(within(mailRow).getByText('Incident report from Demo School')).toBeVisible();
    expect(within(mailRow).getByText('Failed')).toBeVisible();
    expect(within(mailRow).getByText('8 of 8')).toBeVisible();
    expect(within(mailRow).getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeVisible();
    const pdfRow = screen.getByText('incident-pdf').closest('tr')!;
    expect(within(pdfRow).getByText('Done')).toBeVisible();
    // Only a failed job can be retried.
    expect(within(pdfRow).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Outbox' })).toBeVisible();
  });

  it('filters by status on the server', async () => {
    signInAs({ globalAdmin: true });
    const { user } = renderAdmin('/service/outbox');
    await screen.findByText('incident-pdf');
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(screen.queryByText('incident-pdf')).not.toBeInTheDocument());
    const calls = server.callsTo('GET /api/admin/outbox');
    expect(calls[calls.length - 1]!.query.status).toBe('failed');
    await user.selectOptions(screen.getByLabelText('Status'), 'Running');
    expect(await screen.findByText('There are no records to display.')).toBeVisible();
  });

  it('retries a failed job after confirmation, with a toast, and reloads', async () => {
    signInAs({ globalAdmin: true });
    server.on('POST /api/admin/outbox/12/retry', () => {
      rows = rows.map((r) => (r.id === 12 ? { ...r, status: 'queued', attempts: 0 } : r));
      return { body: { data: rows[0] } };
    });
    const { user } = renderAdmin('/service/outbox');
    await user.click(await screen.findByRole('button', { name: 'Retry job 12' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to retry this job?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Job queued again']));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Retry job 12' })).not.toBeInTheDocument(),
    );
    expect(server.callsTo('POST /api/admin/outbox/12/retry')).toHaveLength(1);
  });

  it('does nothing when the confirmation is declined, and shows a refusal as a toast', async () => {
    signInAs({ globalAdmin: true });
    server.on('POST /api/admin/outbox/12/retry', () => ({
      status: 400,
      body: { error: 'Only a failed job can be retried' },
    }));
    const { user } = renderAdmin('/service/outbox');
    await user.click(await screen.findByRole('button', { name: 'Retry job 12' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(server.callsTo('POST /api/admin/outbox/12/retry')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Retry job 12' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(toastTexts()).toEqual(['error: Only a failed job can be retried']));
  });

  it('is closed to everyone but global administrators, without asking the server', async () => {
    signInAs({ globalAdmin: false });
    renderAdmin('/service/outbox');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only global administrators can see the outbox.',
    );
    expect(server.callsTo('GET /api/admin/outbox')).toHaveLength(0);
  });
});
