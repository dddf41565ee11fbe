import { screen, waitFor, within } from '@testing-library/react';
import { format } from 'date-fns';
import { startTestServer, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user/4', {
    body: { data: { id: 4, firstName: 'Beth', lastName: 'Adams', type: 'student' } },
  });
  server.on('GET /api/user', (req) => ({
    body: {
      data:
        req.query.type === 'user'
          ? [
              { id: 12, firstName: 'Lee', lastName: 'Lead' },
              { id: 13, firstName: 'Sam', lastName: 'Staff' },
            ]
          : [{ id: 4, firstName: 'Beth', lastName: 'Adams' }],
    },
  }));
  server.on('GET /api/formsubmission', {
    body: {
      data: [
        {
          id: 31,
          type: 'concern',
          status: 'Published',
          subject: 4,
          createdAt: '2026-11-02T10:00:00Z',
        },
        {
          id: 20,
          type: 'concern',
          status: 'Published',
          subject: 4,
          createdAt: '2026-10-01T10:00:00Z',
        },
      ],
    },
  });
  server.on('GET /api/formresponse', {
    body: {
      data: [
        { id: 1, submission: 31, questionKey: 'concernDate', response: '2026-11-02' },
        { id: 2, submission: 31, questionKey: 'concernTime', response: '09:15' },
        { id: 3, submission: 31, questionKey: 'positiveNegative', response: 'Negative' },
        { id: 4, submission: 31, questionKey: 'concern', response: 'Threw a chair' },
        { id: 5, submission: 31, questionKey: 'addToSmartPlan', response: 'true' },
        { id: 6, submission: 31, questionKey: 'recordedBy', response: '13' },
        { id: 7, submission: 20, questionKey: 'positiveNegative', response: 'Positive' },
      ],
    },
  });
  server.on('POST /api/formsubmission', {
    body: { data: { id: 40, reference: '9', pdfUrl: null } },
  });
});
afterEach(() => server.close());

describe('/log/{userid}/edit', () => {
  it("titles the page with the person's name and lists their logs, newest first", async () => {
    signIn();
    renderIncidents('/log/4/edit');
    expect(await screen.findByRole('heading', { name: 'Logs: Beth Adams' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Logs' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('02/11/2026 09:15 - Negative');
    expect(items[0]).toHaveTextContent('Threw a chair');
    expect(items[1]).toHaveTextContent('Positive');
    expect(items[1]).toHaveTextContent('No concern recorded');
    const query = server.callsTo('GET /api/formsubmission')[0]!.query;
    expect(JSON.parse(query.where!)).toEqual({
      type: 'concern',
      status: 'Published',
      subject: 4,
      current: true,
    });
    expect(query.sort).toBe('id DESC');
    expect(query.limit).toBe('300');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("reads 'New Logs' for a new person", async () => {
    signIn();
    renderIncidents('/log/new/edit');
    expect(screen.getByRole('heading', { name: 'New Logs' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Service User/ })).toBeInTheDocument();
  });

  it('requires a Type and sends nothing without one', async () => {
    signIn();
    const { user } = renderIncidents('/log/4/edit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(server.callsTo('POST /api/formsubmission')).toHaveLength(0);
  });

  it('defaults to today and now, sends only set values and says "Log added"', async () => {
    signIn();
    const { user } = renderIncidents('/log/4/edit');
    const now = new Date();
    expect(screen.getByRole('textbox', { name: /^Date/ })).toHaveValue(format(now, 'dd/MM/yyyy'));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'Positive');
    await user.type(screen.getByRole('textbox', { name: 'Concern' }), 'Helped a friend');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Log added']));
    const body = server.callsTo('POST /api/formsubmission')[0]!.body as {
      data: { responses: { questionKey: string; response: string }[] } & Record<string, unknown>;
    };
    expect(body.data).toMatchObject({ type: 'concern', status: 'Published', subject: 4 });
    expect(body.data.formId).toBeUndefined();
    const byKey = Object.fromEntries(body.data.responses.map((r) => [r.questionKey, r.response]));
    expect(Object.keys(byKey).sort()).toEqual(
      [
        'addToSmartPlan',
        'concern',
        'concernDate',
        'concernTime',
        'positiveNegative',
        'student',
      ].sort(),
    );
    expect(byKey).toMatchObject({
      student: '4',
      concernDate: format(now, 'yyyy-MM-dd'),
      positiveNegative: 'Positive',
      concern: 'Helped a friend',
      addToSmartPlan: 'false',
    });
    expect(byKey.concernTime).toMatch(/^\d{2}:\d{2}$/);
    // The list is read again after the save.
    await waitFor(() =>
      expect(server.callsTo('GET /api/formsubmission').length).toBeGreaterThan(1),
    );
  });

  it('loads a chosen log, saves the edit with its formId, and Cancel clears the form', async () => {
    signIn();
    const { user } = renderIncidents('/log/4/edit');
    const list = await screen.findByRole('list', { name: 'Logs' });
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    await user.click(within(list).getAllByRole('button')[0]!);
    await waitFor(() => expect(currentLocation()).toBe('/log/4/edit/31'));
    expect(await screen.findByRole('textbox', { name: 'Concern' })).toHaveValue('Threw a chair');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('Negative');
    expect(screen.getByRole('checkbox', { name: 'Add to Smart Plan' })).toBeChecked();

    await user.clear(screen.getByRole('textbox', { name: 'Concern' }));
    await user.type(screen.getByRole('textbox', { name: 'Concern' }), 'Threw a chair at the wall');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: Log added']));
    const body = server.callsTo('POST /api/formsubmission')[0]!.body as {
      data: { formId: number; responses: { questionKey: string; response: string }[] };
    };
    expect(body.data.formId).toBe(31);
    expect(body.data.responses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ questionKey: 'concern', response: 'Threw a chair at the wall' }),
        expect.objectContaining({ questionKey: 'recordedBy', response: '13' }),
        expect.objectContaining({ questionKey: 'concernTime', response: '09:15' }),
      ]),
    );
    await waitFor(() => expect(currentLocation()).toBe('/log/4/edit'));

    await user.click(within(list).getAllByRole('button')[0]!);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Concern' })).toHaveValue('Threw a chair'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe('/log/4/edit'));
    expect(screen.getByRole('textbox', { name: 'Concern' })).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it("shows the server's error, and keeps what was typed", async () => {
    server.on('POST /api/formsubmission', {
      status: 400,
      body: { error: 'No fields have been changed. Details have not been submitted' },
    });
    signIn();
    const { user } = renderIncidents('/log/4/edit');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'N/A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual([
        'error: No fields have been changed. Details have not been submitted',
      ]),
    );
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveValue('N/A');
  });

  it('says "Unknown Error: Please try again" when the answer has no result', async () => {
    server.on('POST /api/formsubmission', { body: { data: null } });
    signIn();
    const { user } = renderIncidents('/log/4/edit');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Type/ }), 'N/A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Unknown Error: Please try again']));
  });
});
