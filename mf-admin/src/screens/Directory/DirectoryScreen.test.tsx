import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { list, orgSettings, renderAdmin, signIn } from '../../components/testSupport';

let server: TestServer;
let people: { id: number; firstName: string; lastName: string; reference: string | null }[];

beforeEach(async () => {
  server = await startTestServer();
  people = [
    { id: 3, firstName: 'Cara', lastName: 'Jones', reference: 'L10' },
    { id: 1, firstName: 'Amir', lastName: 'Khan', reference: 'L9' },
    { id: 2, firstName: 'Beth', lastName: 'Lee', reference: 'L1001' },
  ];
  server.on('GET /api/user', (req) =>
    list(
      req.query.showFormerStudents === 'true'
        ? [{ id: 9, firstName: 'Old', lastName: 'Pupil', reference: 'L1' }]
        : people,
    ),
  );
  server.on(
    'GET /api/usertag',
    list([
      { user: 1, value: 'Year 7' },
      { user: 3, value: 'Year 9' },
    ]),
  );
  server.on('GET /api/organisationtag', orgSettings({ academicYearStartDay: '1' }));
});
afterEach(() => server.close());

const bodyRows = () => screen.getAllByRole('row').slice(1);
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('/serviceusers (directory)', () => {
  it('lists name, learner number and year group sorted by learner number', async () => {
    signIn();
    renderAdmin('/serviceusers');

    await screen.findByText('Amir Khan');
    expect(names()).toEqual(['Amir Khan', 'Cara Jones', 'Beth Lee']);
    const amir = bodyRows()[0]!;
    expect(within(amir).getByText('L9')).toBeVisible();
    expect(await within(amir).findByText('Year 7')).toBeVisible();
    expect(within(amir).getByRole('link', { name: 'View profile of Amir Khan' })).toHaveAttribute(
      'href',
      '/serviceuser/1/profile',
    );
    expect(within(amir).getByRole('link', { name: 'Edit Amir Khan' })).toHaveAttribute(
      'href',
      '/serviceuser/1/edit',
    );
    expect(
      screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
    ).toEqual(['Name', 'Learner Number', 'Year Group', 'Actions']);

    const [call] = server.callsTo('GET /api/user');
    expect(call?.query).toMatchObject({
      type: 'student',
      limit: '1000',
      showFormerStudents: 'false',
      fields: 'id,firstName,lastName,reference',
    });
    expect(JSON.parse(call!.query.where!)).toEqual({ deleted: false });
    expect(JSON.parse(server.callsTo('GET /api/usertag')[0]!.query.where!)).toEqual({
      key: 'academicYear',
    });
  });

  it('searches by name, learner number or year group', async () => {
    signIn();
    const { user } = renderAdmin('/serviceusers');
    // Year groups arrive in their own call.
    await screen.findByText('Year 9');

    await user.type(screen.getByRole('searchbox'), 'year 9');
    expect(names()).toEqual(['Cara Jones']);
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'L100');
    expect(names()).toEqual(['Beth Lee']);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.getByText('There are no records to display.')).toBeVisible();
  });

  it('the Active/Former toggle asks for former service users', async () => {
    signIn();
    const { user } = renderAdmin('/serviceusers');
    await screen.findByText('Amir Khan');

    await user.click(screen.getByRole('button', { name: 'Former' }));
    expect(await screen.findByText('Old Pupil')).toBeVisible();
    expect(screen.queryByText('Amir Khan')).toBeNull();
    expect(screen.getByRole('button', { name: 'Former' })).toHaveAttribute('aria-pressed', 'true');
    const calls = server.callsTo('GET /api/user');
    expect(calls[calls.length - 1]?.query.showFormerStudents).toBe('true');
  });

  it('hides the toggle when the organisation has no academic year start day', async () => {
    server.on('GET /api/organisationtag', orgSettings({ enabledAcademicYears: '["Year 7"]' }));
    signIn();
    renderAdmin('/serviceusers');
    await screen.findByText('Amir Khan');
    await waitFor(() => expect(server.callsTo('GET /api/organisationtag')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Former' })).toBeNull();
  });

  it('header buttons lead to bulk upload and to a new service user, in the organisation terms', async () => {
    signIn(
      {},
      {
        terms: {
          serviceUser: 'young person',
          serviceUserPlural: 'young people',
          service: 'home',
          servicePlural: 'homes',
        },
      },
    );
    const { user } = renderAdmin('/serviceusers');
    expect(await screen.findByRole('heading', { name: 'Young People' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Bulk Upload' })).toHaveAttribute(
      'href',
      '/serviceuser/new/upload',
    );
    await user.click(screen.getByRole('link', { name: 'Add Young Person' }));
    expect(currentLocation()).toBe('/serviceuser/new/edit');
  });

  it('deletes after confirmation and says so in the organisation term', async () => {
    server.on('DELETE /api/user/2', () => {
      people = people.filter((p) => p.id !== 2);
      return { body: { data: { success: 'true' } } };
    });
    signIn();
    const { user } = renderAdmin('/serviceusers');
    await user.click(await screen.findByRole('button', { name: 'Delete Beth Lee' }));

    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete user Beth Lee?'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Service User deleted']));
    await waitFor(() => expect(screen.queryByText('Beth Lee')).toBeNull());
    expect(server.callsTo('DELETE /api/user/2')).toHaveLength(1);
  });

  it('does nothing when the confirmation is declined and shows the server error on failure', async () => {
    server.on('DELETE /api/user/2', {
      status: 403,
      body: { error: 'You do not have permission to delete service users' },
    });
    signIn();
    const { user } = renderAdmin('/serviceusers');
    await user.click(await screen.findByRole('button', { name: 'Delete Beth Lee' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(server.callsTo('DELETE /api/user/2')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete Beth Lee' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: You do not have permission to delete service users']),
    );
    expect(screen.getByText('Beth Lee')).toBeVisible();
  });
});
