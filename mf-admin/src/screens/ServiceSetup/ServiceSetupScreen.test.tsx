import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_DEESCALATION_TECHNIQUES, sessionStore } from 'shared-api';
import { loginData, startTestServer, toastTexts, type TestServer } from 'test-kit';
import { firstCall, renderAdmin, signInAs } from '../SystemUsers/testing';
import { cancelPendingReload, pageReload } from './saveSetup';

let server: TestServer;
let reload: jest.SpyInstance;
const TAGS = 'PUT /api/organisationtag';
const SETTINGS = 'PUT /api/organisation/7/settings';

function answerWith(tags: { key: string; value: string }[], org: Record<string, unknown> = {}) {
  server.on('GET /api/organisationtag', {
    body: { data: tags.map((t) => ({ type: 'besmart', ...t })), page: { total: tags.length } },
  });
  server.on('GET /api/organisation/7', { body: { data: { ...loginData().activeOrg, ...org } } });
}

beforeEach(async () => {
  server = await startTestServer();
  reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
  answerWith([]);
  server.on(TAGS, ({ body }) => ({ body: { data: (body as { data: unknown[] }).data } }));
  server.on(SETTINGS, { body: { data: { ...loginData().activeOrg, cpomsApiKeySet: false } } });
  server.on('GET /api/auth/session', () => {
    const { apiToken: _token, ...session } = loginData({
      terms: {
        serviceUser: 'pupil',
        serviceUserPlural: 'pupils',
        service: 'school',
        servicePlural: 'schools',
      },
    });
    return { body: { data: session } };
  });
});
afterEach(async () => {
  cancelPendingReload();
  reload.mockRestore();
  await server.close();
});

type Tag = { type: string; key: string; value: string };
const savedTags = (): Record<string, string> =>
  Object.fromEntries(
    (firstCall(server, TAGS).body as { data: Tag[] }).data.map((t) => [t.key, t.value]),
  );
/** A saved tag's JSON value, parsed. */
const savedJson = (key: string): unknown => JSON.parse(savedTags()[key] ?? 'null');
const savedSettings = () =>
  (firstCall(server, SETTINGS).body as { data: Record<string, unknown> }).data;
const section = (name: string) => screen.getByRole('region', { name });

/** Saves and waits for the whole save (tags, settings, session refresh) so nothing leaks on. */
async function saveAndSettle(user: { click: (el: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Save' }, { timeout: 6000 }));
  await waitFor(() => expect(toastTexts()).toContain('success: Your changes have been saved'));
  await waitFor(() => expect(sessionStore.get().terms?.serviceUser).toBe('pupil'));
}

describe('/servicesetup', () => {
  it('says who accepted the AI terms and when, as the server recorded it', async () => {
    answerWith([], {
      aiTermsAccepted: true,
      aiTermsAcceptedBy: 5,
      aiTermsAcceptedAt: '2026-11-20T10:00:00.000Z',
    });
    server.on('GET /api/user', ({ query }) => ({
      body: {
        data: query.ids === '5' ? [{ id: 5, firstName: 'Lauren', lastName: 'Fisher' }] : [],
      },
    }));
    signInAs();
    renderAdmin('/servicesetup');
    const ai = await screen.findByRole('checkbox', { name: 'Accept the AI terms' });
    expect(ai).toBeChecked();
    await waitFor(() =>
      expect(ai).toHaveAccessibleDescription(
        expect.stringContaining('Accepted by Lauren Fisher on 20/11/2026.'),
      ),
    );
  });

  it('saves the terms, refreshes the session and reloads the page after 1.5 seconds', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    const term = await screen.findByRole('textbox', { name: 'Service user' });
    expect(term).toHaveValue('service user');
    await user.clear(term);
    await user.type(term, 'pupil');
    await user.clear(screen.getByRole('textbox', { name: 'Plural service user' }));
    await user.type(screen.getByRole('textbox', { name: 'Plural service user' }), 'pupils');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toastTexts()).toEqual(['success: Your changes have been saved']));
    const savedAt = Date.now();
    expect(savedTags()).toMatchObject({
      serviceUserTerm: 'pupil',
      serviceUserTermPlural: 'pupils',
      serviceTerm: 'service',
      serviceTermPlural: 'services',
    });
    expect(firstCall(server, TAGS).query.orgId).toBe('7');
    await waitFor(() => expect(sessionStore.get().terms?.serviceUser).toBe('pupil'));
    expect(reload).not.toHaveBeenCalled();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(Date.now() - savedAt).toBeGreaterThanOrEqual(1300);
  });

  it('Type of setting (issue 13): defaults by plan, shows the saved one and is saved', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    const select = await screen.findByRole('combobox', { name: 'Type of setting' });
    // A Plus organisation without a saved type starts as a school.
    expect(select).toHaveValue('school');
    await user.selectOptions(select, "Children's home");
    await saveAndSettle(user);
    expect(savedSettings().settingType).toBe('childrensHome');
  });

  it("Type of setting defaults to children's home for Care plans and keeps a saved one", async () => {
    answerWith([], { plan: 'Care' });
    signInAs();
    renderAdmin('/servicesetup');
    expect(await screen.findByRole('combobox', { name: 'Type of setting' })).toHaveValue(
      'childrensHome',
    );
  });

  it('requires all four terms', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    await user.clear(await screen.findByRole('textbox', { name: 'Service' }));
    await user.clear(screen.getByRole('textbox', { name: 'Plural service user' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(server.callsTo(TAGS)).toHaveLength(0);
  });

  it('offers the default de-escalation techniques, all ticked, when none are saved', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    const box = await screen.findByRole('region', { name: 'De-escalation techniques' });
    const ticks = within(box).getAllByRole('checkbox');
    expect(ticks.map((t) => t.parentElement?.textContent)).toEqual(DEFAULT_DEESCALATION_TECHNIQUES);
    expect(ticks.every((t) => (t as HTMLInputElement).checked)).toBe(true);
    await user.click(within(box).getByRole('checkbox', { name: 'Humour' }));
    await saveAndSettle(user);
    const saved = savedJson('deescalationTechniques') as {
      technique: string;
      selected: boolean;
    }[];
    expect(saved).toHaveLength(14);
    expect(saved.find((t) => t.technique === 'Humour')).toEqual({
      technique: 'Humour',
      selected: false,
    });
    expect(saved[0]).toEqual({ technique: 'Empathy', selected: true });
  });

  it('adds techniques and quick behaviours only when typed and refuses duplicates', async () => {
    signInAs();
    answerWith([
      {
        key: 'physicalTechniques',
        value: JSON.stringify([{ technique: 'Figure of 4', selected: true }]),
      },
      {
        key: 'quickBehaviours',
        value: JSON.stringify([{ quickBehaviour: 'Shouting', selected: false }]),
      },
    ]);
    const { user } = renderAdmin('/servicesetup');
    const physical = await screen.findByRole('region', { name: 'Physical techniques' });
    const add = within(physical).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    const input = within(physical).getByLabelText('New physical technique');
    await user.type(input, '   ');
    expect(add).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'figure OF 4');
    await user.click(add);
    expect(within(physical).getByRole('alert')).toHaveTextContent(
      'Physical technique already exists, please add a different one',
    );
    await user.clear(input);
    await user.type(input, 'Guiding hold');
    await user.click(add);
    expect(within(physical).getByRole('checkbox', { name: 'Guiding hold' })).toBeChecked();
    expect(input).toHaveValue('');

    const deesc = section('De-escalation techniques');
    await user.type(within(deesc).getByLabelText('New de-escalation technique'), 'empathy');
    await user.click(within(deesc).getByRole('button', { name: 'Add' }));
    expect(within(deesc).getByRole('alert')).toHaveTextContent(
      'Deescalation technique already exists, please add a different one',
    );

    const quick = section('Quick behaviours');
    expect(within(quick).getByRole('checkbox', { name: 'Shouting' })).not.toBeChecked();
    await user.type(within(quick).getByLabelText('New quick behaviour'), 'shouting');
    await user.click(within(quick).getByRole('button', { name: 'Add' }));
    expect(within(quick).getByRole('alert')).toHaveTextContent(
      'Quick behaviour already exists, please add a different one',
    );
    await user.clear(within(quick).getByLabelText('New quick behaviour'));
    await user.type(within(quick).getByLabelText('New quick behaviour'), 'Running off');
    await user.click(within(quick).getByRole('button', { name: 'Add' }));

    await saveAndSettle(user);
    expect(savedJson('physicalTechniques')).toEqual([
      { technique: 'Figure of 4', selected: true },
      { technique: 'Guiding hold', selected: true },
    ]);
    expect(savedJson('quickBehaviours')).toEqual([
      { quickBehaviour: 'Shouting', selected: false },
      { quickBehaviour: 'Running off', selected: true },
    ]);
  });

  it('adds leads only with a field filled in; safeguarding e-mails are lowercased', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    const leads = await screen.findByRole('region', { name: 'Safeguarding leads' });
    expect(leads).toHaveTextContent(
      'Safeguarding leads may view all incidents and access Analytics and the System Users page',
    );
    const add = within(leads).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.type(within(leads).getByLabelText('First name'), 'Lee');
    await user.type(within(leads).getByLabelText('Last name'), 'Lead');
    await user.type(within(leads).getByLabelText('Email'), 'Lee.Lead@Demo-School.test');
    await user.click(add);
    expect(within(leads).getByText('Lee Lead · lee.lead@demo-school.test')).toBeVisible();

    const behaviour = section('Behaviour leads');
    await user.type(within(behaviour).getByLabelText('Phone'), '01234 567890');
    await user.click(within(behaviour).getByRole('button', { name: 'Add' }));

    await saveAndSettle(user);
    // The organisation's existing lead (e-mail only, from organisations.safeguardingLeads) stays.
    expect(savedSettings().safeguardingLeads).toEqual([
      { firstName: '', lastName: '', phone: '', email: 'lead@demo-school.test' },
      { firstName: 'Lee', lastName: 'Lead', phone: '', email: 'lee.lead@demo-school.test' },
    ]);
    expect(savedJson('behaviourLeads')).toEqual([
      { firstName: '', lastName: '', phone: '01234 567890', email: '' },
    ]);
    expect(savedTags()).not.toHaveProperty('safeguardingLeads');
  });

  it('requires start day, month and years when term dates are used, and stores them', async () => {
    signInAs();
    const { user } = renderAdmin('/servicesetup');
    await user.click(await screen.findByRole('checkbox', { name: 'This service uses term dates' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please choose the start day')).toBeVisible();
    expect(screen.getByText('Please choose the start month')).toBeVisible();
    expect(screen.getByText('Please choose the years covered')).toBeVisible();
    expect(server.callsTo(TAGS)).toHaveLength(0);

    const day = screen.getByRole('combobox', { name: /Academic year start day/ });
    expect(within(day).getAllByRole('option')).toHaveLength(32);
    await user.selectOptions(day, '5');
    const month = screen.getByRole('combobox', { name: /Academic year start month/ });
    expect(
      within(month)
        .getAllByRole('option')
        .slice(1)
        .map((o) => o.textContent),
    ).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ]);
    await user.selectOptions(month, 'September');
    const years = screen.getByRole('group', { name: /Years covered/ });
    const yearBoxes = within(years).getAllByRole('checkbox');
    expect(yearBoxes[0]).toHaveAccessibleName('Year -10');
    expect(yearBoxes.at(-1)).toHaveAccessibleName('Year 20');
    await user.click(within(years).getByRole('checkbox', { name: 'Year 8' }));
    await user.click(within(years).getByRole('checkbox', { name: 'Year 7' }));
    await saveAndSettle(user);
    expect(savedTags()).toMatchObject({
      academicYearStartDay: '5',
      academicYearStartMonth: 'September',
      enabledAcademicYears: '["Year 7","Year 8"]',
    });
  });

  it('shows the CPOMS section only when the organisation has a domain', async () => {
    signInAs();
    answerWith([], { cpomsDomain: 'demo.cpoms.net', cpomsEnabled: true });
    const { user } = renderAdmin('/servicesetup');
    const cpoms = await screen.findByRole('region', { name: 'CPOMS' });
    expect(within(cpoms).getByRole('checkbox', { name: 'CPOMS enabled' })).toBeChecked();
    await user.click(within(cpoms).getByRole('checkbox', { name: 'Sync everything to CPOMS' }));
    await user.type(within(cpoms).getByRole('textbox', { name: /CPOMS API key/ }), 'secret-key');
    await user.click(screen.getByRole('checkbox', { name: 'Accept the AI terms' }));
    await saveAndSettle(user);
    expect(savedSettings()).toMatchObject({
      aiTermsAccepted: true,
      enablePILExtras: false,
      wondeSync: false,
      cpomsEnabled: true,
      cpomsSyncEverything: true,
      cpomsApiKey: 'secret-key',
    });
    expect(savedSettings()).not.toHaveProperty('cpomsDomain');
  });

  it('hides CPOMS without a domain; a global admin can set the first domain', async () => {
    signInAs({ globalAdmin: false });
    const first = renderAdmin('/servicesetup');
    await screen.findByRole('region', { name: 'Features' });
    expect(screen.queryByRole('region', { name: 'CPOMS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Connect CPOMS' })).not.toBeInTheDocument();
    first.unmount();

    signInAs({ globalAdmin: true });
    const { user } = renderAdmin('/servicesetup');
    const connect = await screen.findByRole('region', { name: 'Connect CPOMS' });
    await user.type(
      within(connect).getByRole('textbox', { name: 'CPOMS domain' }),
      'demo.cpoms.net',
    );
    await saveAndSettle(user);
    expect(savedSettings().cpomsDomain).toBe('demo.cpoms.net');
    expect(savedSettings()).not.toHaveProperty('cpomsEnabled');
  });

  it('starts from the saved settings', async () => {
    signInAs();
    answerWith([
      { key: 'serviceUserTerm', value: 'resident' },
      { key: 'academicYearStartDay', value: '1' },
      { key: 'academicYearStartMonth', value: 'August' },
      { key: 'enabledAcademicYears', value: '["Year 1"]' },
      { key: 'deescalationTechniques', value: '[{"technique":"Listening","selected":true}]' },
      {
        key: 'safeguardingLeads',
        value: '[{"firstName":"Sam","lastName":"Safe","phone":"","email":"sam@x.test"}]',
      },
    ]);
    renderAdmin('/servicesetup');
    expect(await screen.findByRole('textbox', { name: 'Service user' })).toHaveValue('resident');
    expect(screen.getByRole('combobox', { name: /start month/ })).toHaveValue('August');
    expect(screen.getByRole('checkbox', { name: 'Year 1' })).toBeChecked();
    expect(within(section('De-escalation techniques')).getAllByRole('checkbox')).toHaveLength(1);
    expect(within(section('Safeguarding leads')).getByText('Sam Safe · sam@x.test')).toBeVisible();
  });

  it('shows the server error and does not reload when saving fails', async () => {
    signInAs();
    server.on(TAGS, { status: 403, body: { error: 'You need the serviceSetupManage permission' } });
    const { user } = renderAdmin('/servicesetup');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: You need the serviceSetupManage permission']),
    );
    expect(server.callsTo(SETTINGS)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1700));
    expect(reload).not.toHaveBeenCalled();
  });

  it('is not offered without the serviceSetupManage permission', async () => {
    signInAs({ admin: false, permissions: ['incidentCreate'] });
    renderAdmin('/servicesetup');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to change the service setup.',
    );
    expect(server.callsTo('GET /api/organisationtag')).toHaveLength(0);
  });
});
