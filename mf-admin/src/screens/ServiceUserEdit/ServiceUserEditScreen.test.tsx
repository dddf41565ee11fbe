import { screen, waitFor, within } from '@testing-library/react';
import { currentLocation, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { AMIR, list, orgSettings, renderAdmin, signIn } from '../../components/testSupport';

let server: TestServer;
let academicYear: string | undefined;

beforeEach(async () => {
  server = await startTestServer();
  academicYear = 'Year 7';
  server.on('GET /api/user/5', { body: { data: AMIR } });
  server.on(
    'GET /api/organisationtag',
    orgSettings({ enabledAcademicYears: '["Year 7","Year 8"]' }),
  );
  server.on('GET /api/usertag', (req) => {
    const where = JSON.parse(req.query.where ?? '{}') as { key?: string; user?: number };
    if (where.key === 'academicYear' && academicYear)
      return list([
        { id: 1, user: where.user, type: 'besmart', key: 'academicYear', value: academicYear },
      ]);
    return list([]);
  });
});
afterEach(() => server.close());

const tab = (name: string) => screen.getByRole('tab', { name });

describe('/serviceuser/new/edit', () => {
  it('starts with only Details enabled, creates and unlocks the other tabs', async () => {
    server.on('POST /api/user', { body: { data: { id: 5 } } });
    signIn();
    const { user } = renderAdmin('/serviceuser/new/edit');

    expect(tab('Details')).toBeEnabled();
    for (const name of ['Groups', 'Key Contacts', 'Logs', 'Clickers', 'Access'])
      expect(tab(name)).toBeDisabled();

    await user.type(screen.getByLabelText(/First Name/), ' Amir ');
    await user.type(screen.getByLabelText(/Last Name/), 'Khan');
    await user.type(screen.getByLabelText('Learner Number'), 'L1001');
    await user.selectOptions(screen.getByLabelText('Gender'), 'male');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(currentLocation()).toBe('/serviceuser/5/edit'));
    expect(server.callsTo('POST /api/user')[0]?.body).toEqual({
      data: {
        type: 'student',
        firstName: 'Amir',
        lastName: 'Khan',
        reference: 'L1001',
        gender: 'male',
        senStatus: 'none',
      },
    });
    expect(toastTexts()).toEqual([
      'success: Service User created. Please add Groups and Key Contacts.',
    ]);
    await waitFor(() => expect(tab('Groups')).toBeEnabled());
    for (const name of ['Key Contacts', 'Logs', 'Clickers', 'Access'])
      expect(tab(name)).toBeEnabled();
  });

  it('requires first and last name and sends nothing without them', async () => {
    signIn();
    const { user } = renderAdmin('/serviceuser/new/edit');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.callsTo('POST /api/user')).toHaveLength(0);
  });

  it('shows the server error and stays on new', async () => {
    server.on('POST /api/user', {
      status: 403,
      body: { error: 'You do not have permission to add service users' },
    });
    signIn();
    const { user } = renderAdmin('/serviceuser/new/edit');
    await user.type(screen.getByLabelText(/First Name/), 'Amir');
    await user.type(screen.getByLabelText(/Last Name/), 'Khan');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: You do not have permission to add service users']),
    );
    expect(currentLocation()).toBe('/serviceuser/new/edit');
  });
});

describe('/serviceuser/{id}/edit Details', () => {
  it('loads the person and saves changes; an emptied dob is cleared (null)', async () => {
    server.on('PUT /api/user/5', { body: { data: AMIR } });
    signIn();
    const { user } = renderAdmin('/serviceuser/5/edit');
    const first = await screen.findByLabelText(/First Name/);
    await waitFor(() => expect(first).toHaveValue('Amir'));
    expect(screen.getByLabelText(/Date of Birth/)).toHaveValue('02/04/2013');
    expect(screen.getByLabelText('Ethnicity')).toHaveValue('asian');

    await user.clear(screen.getByLabelText(/Date of Birth/));
    await user.clear(first);
    await user.type(first, 'Amira');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT /api/user/5')).toHaveLength(1));
    expect(server.callsTo('PUT /api/user/5')[0]?.body).toEqual({
      data: {
        firstName: 'Amira',
        lastName: 'Khan',
        reference: 'L1001',
        dob: null,
        ethnicity: 'asian',
        gender: 'male',
        senStatus: 'none',
      },
    });
    await waitFor(() => expect(toastTexts()).toEqual(['success: Service User updated']));
  });

  it('shows and saves "Special educational needs" (issue 13)', async () => {
    server.on('GET /api/user/5', { body: { data: { ...AMIR, senStatus: 'ehcPlan' } } });
    server.on('PUT /api/user/5', { body: { data: AMIR } });
    signIn();
    const { user } = renderAdmin('/serviceuser/5/edit');
    const sen = await screen.findByLabelText('Special educational needs');
    await waitFor(() => expect(sen).toHaveValue('ehcPlan'));
    expect(server.callsTo('GET /api/user/5')[0]?.query.fields).toContain('senStatus');
    expect(Array.from((sen as HTMLSelectElement).options).map((o) => o.textContent)).toEqual([
      'None',
      'SEN support',
      'EHC plan',
    ]);
    await user.selectOptions(sen, 'SEN support');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.callsTo('PUT /api/user/5')).toHaveLength(1));
    expect(server.callsTo('PUT /api/user/5')[0]?.body).toMatchObject({
      data: { senStatus: 'senSupport' },
    });
  });

  it('ethnicity is free text when the organisation syncs with Wonde', async () => {
    const base = signIn();
    signIn({}, { activeOrg: { ...base.activeOrg, wondeSync: true } });
    renderAdmin('/serviceuser/5/edit');
    await waitFor(() => expect(screen.getByLabelText('Ethnicity')).toHaveValue('asian'));
    expect(screen.getByLabelText('Ethnicity').tagName).toBe('INPUT');
  });

  it('year group: warns when unchanged, saves a new one as academicYear', async () => {
    server.on('PUT /api/usertag', { body: { data: [], page: { total: 1 } } });
    signIn();
    const { user } = renderAdmin('/serviceuser/5/edit');
    const select = await screen.findByLabelText('Year Group');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Please select', 'Year 7', 'Year 8', 'Former', 'Not Specified']);
    expect(select).toHaveValue('Year 7');

    await user.click(screen.getByRole('button', { name: 'Save Year Group' }));
    expect(toastTexts()).toEqual(['warning: There has been no change to the academic year']);
    expect(server.callsTo('PUT /api/usertag')).toHaveLength(0);

    await user.selectOptions(select, 'Year 8');
    await user.click(screen.getByRole('button', { name: 'Save Year Group' }));
    await waitFor(() => expect(toastTexts()).toContain('success: Year Group updated'));
    expect(server.callsTo('PUT /api/usertag')[0]?.body).toEqual({
      data: [{ user: 5, type: 'besmart', key: 'academicYear', value: 'Year 8' }],
    });
  });

  it('says so when no academic years are configured', async () => {
    server.on('GET /api/organisationtag', orgSettings({}));
    signIn();
    renderAdmin('/serviceuser/5/edit');
    expect(await screen.findByText('No academic years configured in service setup')).toBeVisible();
    expect(screen.queryByLabelText('Year Group')).toBeNull();
  });

  it('shows the Access tab only with studentGrantDirectAccess', async () => {
    signIn({ admin: false, permissions: ['serviceUserManage'] });
    const first = renderAdmin('/serviceuser/5/edit');
    await screen.findByRole('tab', { name: 'Logs' });
    expect(screen.queryByRole('tab', { name: 'Access' })).toBeNull();
    first.unmount();

    signIn({ admin: false, permissions: ['studentGrantDirectAccess'] });
    renderAdmin('/serviceuser/5/edit');
    expect(await screen.findByRole('tab', { name: 'Access' })).toBeEnabled();
  });
});
