import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, type TestServer } from 'test-kit';
import {
  AMIR,
  AMIR_KEY_CONTACTS,
  lastWhere,
  list,
  renderAdmin,
  signIn,
} from '../../components/testSupport';

let server: TestServer;

const version = (id: number, n: number, current: boolean) => ({
  id,
  version: n,
  current,
  status: 'Published',
  createdAt: `2026-0${n}-01T09:00:00.000Z`,
  author: { id: 12, firstName: 'Lee', lastName: 'Lead' },
  dateOfPlan: `2026-0${n}-01`,
  reviewDate: `2026-0${n + 3}-01`,
  pdfUrl: `/api/file/${id}`,
});
const PLAN_VERSIONS = [version(81, 2, true), version(80, 1, false)];

beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/user/5', { body: { data: AMIR } });
  server.on('GET /api/usertag', list([AMIR_KEY_CONTACTS]));
  server.on('GET /api/formsubmission', (req) => {
    const where = JSON.parse(req.query.where ?? '{}') as { id?: number[] };
    if (where.id) return list([{ id: 70, pdfUrl: '/api/file/900' }]);
    return list([
      {
        id: 70,
        reference: 12,
        subType: 'lowlevel',
        flag: 'red',
        pdfUrl: '/api/file/900',
        createdAt: '2026-02-10T09:00:00.000Z',
      },
      {
        id: 60,
        reference: 11,
        subType: 'highlevel',
        flag: 'none',
        pdfUrl: null,
        createdAt: '2026-01-10T09:00:00.000Z',
      },
    ]);
  });
  server.on('GET /api/smartplan/versions/5', list(PLAN_VERSIONS));
  server.on('GET /api/smartplan/diff', (req) => ({
    body: {
      data: {
        from: Number(req.query.from),
        to: Number(req.query.to),
        added: [{ key: 'Humour', value: 'Avoid' }],
        removed: [],
        changed: [
          {
            key: 'lowLevelTried',
            before: '',
            after: '',
            items: {
              added: ['Visual timetable'],
              removed: [],
              checked: [],
              unchecked: ['Movement break'],
            },
          },
          { key: 'reviewDate', before: '2026-06-01', after: '2027-01-01', items: null },
        ],
      },
    },
  }));
  server.on(
    'GET /api/actionlog',
    list([
      {
        id: 3,
        description: 'Published incidentreport has been submitted',
        createdAt: '2026-02-10T09:05:00.000Z',
        additionalData: '{"submissionId":70}',
      },
      {
        id: 2,
        description: 'Key contacts <b>changed</b>',
        createdAt: '2026-01-02T14:30:00.000Z',
        additionalData: null,
      },
    ]),
  );
});
afterEach(() => server.close());

describe('/serviceuser/{id}/profile', () => {
  it('shows the person, key contacts, incidents with flags and PDF links', async () => {
    signIn();
    renderAdmin('/serviceuser/5/profile');
    expect(await screen.findByRole('heading', { name: 'Amir Khan' })).toBeVisible();
    expect(screen.getByText('L1001')).toBeVisible();
    expect(screen.getByText('Male')).toBeVisible();
    expect(screen.getByText('Asian')).toBeVisible();
    expect(await screen.findByText('Nadia Khan')).toBeVisible();
    expect(screen.getByText('nadia@example.test')).toBeVisible();

    const incidents = await screen.findByRole('table', { name: 'Incidents' });
    const row = within(incidents).getByText('besmart-12').closest('tr')!;
    expect(within(row).getByText('Red')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'PDF of besmart-12' })).toHaveAttribute(
      'href',
      '/pdfviewer?url=%2Fapi%2Ffile%2F900',
    );
    const older = within(incidents).getByText('besmart-11').closest('tr')!;
    expect(within(older).queryByRole('link')).toBeNull();
    expect(lastWhere(server, 'GET /api/usertag')).toEqual({ user: 5, key: 'keycontacts' });
  });

  it('lists the action log with MMM Do YYYY-HH:mm dates; submitted entries link to the PDF', async () => {
    signIn();
    renderAdmin('/serviceuser/5/profile');
    const log = await screen.findByRole('table', { name: 'Action Log' });
    const link = await within(log).findByRole('link', {
      name: 'Published incidentreport has been submitted',
    });
    expect(link).toHaveAttribute('href', '/pdfviewer?url=%2Fapi%2Ffile%2F900');
    // Free text stays text.
    expect(within(log).getByText('Key contacts <b>changed</b>')).toBeVisible();
    const dates = within(log)
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[0]?.textContent);
    expect(dates).toHaveLength(2);
    for (const date of dates)
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) \d{4}-\d{2}:\d{2}$/);
    expect(dates[1]).toMatch(/^Jan 2nd 2026-/);
    const call = server.callsTo('GET /api/actionlog')[0]!;
    expect(JSON.parse(call.query.where!)).toEqual({ subject: 5 });
    expect(call.query).toMatchObject({ limit: '1000', sort: 'id DESC' });
    await waitFor(() => expect(lastWhere(server, 'GET /api/formsubmission')).toEqual({ id: [70] }));
  });

  it('shows the empty action log text and Edit Profile goes to the edit screen', async () => {
    server.on('GET /api/actionlog', list([]));
    signIn();
    const { user } = renderAdmin('/serviceuser/5/profile');
    expect(await screen.findByText('No Action Log details available')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Edit Profile' }));
    expect(currentLocation()).toBe('/serviceuser/5/edit');
  });

  it('says so when the person is not found', async () => {
    server.on('GET /api/user/5', { status: 404, body: { error: 'User not found' } });
    signIn();
    renderAdmin('/serviceuser/5/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found');
  });
  it('lists the Smart Plan versions and shows what changed between two of them', async () => {
    signIn();
    const { user } = renderAdmin('/serviceuser/5/profile');
    const table = await screen.findByRole('table', { name: 'Smart Plan versions' });
    expect(within(table).getByRole('link', { name: 'Version 2 (current)' })).toHaveAttribute(
      'href',
      '/behaviour/5/plan/81',
    );
    expect(within(table).getByRole('link', { name: 'PDF of version 1' })).toHaveAttribute(
      'href',
      '/pdfviewer?url=%2Fapi%2Ffile%2F80',
    );
    // Previous against latest by default.
    expect(await screen.findByText('unticked: Movement break')).toBeVisible();
    expect(screen.getByText('added: Visual timetable')).toBeVisible();
    expect(screen.getByText('Low level tried')).toBeVisible();
    expect(screen.getByText('2026-06-01 → 2027-01-01')).toBeVisible();
    expect(screen.getByText('Humour')).toBeVisible();
    expect(server.callsTo('GET /api/smartplan/diff')[0]?.query).toMatchObject({
      from: '80',
      to: '81',
    });
    await user.selectOptions(screen.getByLabelText('with version'), '80');
    expect(screen.getByText('Choose two different versions to see what changed.')).toBeVisible();
  });
});
