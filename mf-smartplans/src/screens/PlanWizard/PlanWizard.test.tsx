import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TestServer } from 'test-kit';
import {
  currentLocation,
  renderPlans,
  resetAfterEach,
  signIn,
  signInOnPlan,
  toastTexts,
} from '../../testing/renderPlans';
import {
  CONTACT,
  incidentPrefill,
  PERSON,
  postedPlan,
  responseOf,
  startPlanApi,
} from '../../testing/planServer';
import { todayApiDate } from './prefillValues';

let server: TestServer | undefined;
resetAfterEach(() => server);
jest.setTimeout(60_000);

const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next Page' }));
const step = (name: string) => screen.findByRole('heading', { level: 2, name });
const dialog = () => screen.findByRole('dialog');
const answer = async (user: UserEvent, label: string) =>
  user.click(within(await dialog()).getByRole('button', { name: label }));

async function fillReviewDate(user: UserEvent, text = '01/01/2099') {
  const box = screen.getByLabelText(/^Review Date/);
  await user.clear(box);
  await user.click(box);
  await user.paste(text);
}

test('pre-filled from incidents: every tab, the rules, and Submit to a key contact', async () => {
  server = await startPlanApi();
  signIn();
  const { user } = renderPlans(`/behaviour/${PERSON.id}/edit`);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Smart Behaviour Plan: Ava Brown' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
  expect(screen.getByRole('tab', { name: 'Behaviour Plan' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // The person comes from the route: the selector is disabled. A new version is dated today.
  expect(screen.getByRole('combobox', { name: /^Service User/ })).toBeDisabled();
  expect(screen.getByLabelText(/^Date of Plan/)).toHaveValue(
    todayApiDate().split('-').reverse().join('/'),
  );
  expect(screen.queryByText(/New incidents will not be visible/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Delete Draft' })).not.toBeInTheDocument();
  // Original items are read-only and ticked; the incident's trigger is there.
  const triggers = screen.getByRole('group', { name: /^Triggers/ });
  expect(within(triggers).getByRole('checkbox', { name: 'Loud noise' })).toBeChecked();
  expect(within(triggers).queryByRole('textbox')).not.toBeInTheDocument();

  // Review date is required: Next names it.
  await next(user);
  expect(
    within(await dialog()).getByText("Please complete 'Review Date' before continuing"),
  ).toBeInTheDocument();
  await answer(user, 'OK');
  // A review date before the plan's date is refused too.
  await fillReviewDate(user, '01/01/2001');
  await next(user);
  expect(
    within(await dialog()).getByText('The review date cannot be before the date of plan'),
  ).toBeInTheDocument();
  await answer(user, 'OK');
  await fillReviewDate(user);
  // Unticking the only trigger leaves the list unanswered.
  await user.click(within(triggers).getByRole('checkbox', { name: 'Loud noise' }));
  await next(user);
  expect(
    within(await dialog()).getByText("Please complete 'Triggers' before continuing"),
  ).toBeInTheDocument();
  await answer(user, 'OK');
  // An added item answers it instead.
  await user.click(screen.getByRole('button', { name: 'Add an item to Triggers' }));
  await user.paste('Changes to routine');
  expect(screen.getByRole('textbox', { name: 'Triggers: added item 1' })).toHaveFocus();
  await next(user);

  await step('Behaviour Details');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  const tried = screen.getByRole('group', { name: 'Low Level: What has been tried' });
  expect(within(tried).getByRole('checkbox', { name: 'Movement break' })).toBeChecked();
  await user.click(
    screen.getByRole('button', { name: 'Add an item to Low Level: What has been tried' }),
  );
  await user.paste('Visual timetable');
  await user.click(
    screen.getByRole('button', { name: 'Add an item to Low Level: What has been tried' }),
  );
  await user.paste('Throwaway');
  await user.click(
    screen.getByRole('button', { name: 'Remove Low Level: What has been tried item 2' }),
  );
  expect(within(tried).getAllByRole('textbox')).toHaveLength(1);
  await next(user);

  await step('Follow Up Support');
  const logs = screen.getByRole('table', { name: 'Logs added to this Smart Plan' });
  expect(
    within(logs)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim()),
  ).toEqual(['Log', 'Recorded', 'By', 'Action', 'By', 'Date']);
  expect(within(logs).getByText('Upset after break')).toBeInTheDocument();
  expect(within(logs).getByText('02/11/2026 10:15')).toBeInTheDocument();
  await next(user);

  await step('Behaviour Management Techniques');
  const names = screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent);
  expect(names).toEqual(['Giving Space', 'Humour', 'Guiding hold']);
  expect(screen.getByText('Effectiveness: 8.3/10')).toBeInTheDocument();
  expect(screen.getByText('Effectiveness: 3/10')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Humour: Try or Avoid' }), 'Avoid');
  await user.click(screen.getByRole('textbox', { name: 'Humour notes' }));
  await user.paste('Escalates him');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Giving Space: Try or Avoid' }),
    'Try',
  );
  await next(user);

  await step('Send Report');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  expect(screen.queryByRole('button', { name: 'Next Page' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(
    within(await dialog()).getByText(
      "Please complete 'Send this report to key contacts' before continuing",
    ),
  ).toBeInTheDocument();
  await answer(user, 'OK');
  await user.click(screen.getByRole('checkbox', { name: /Maria Brown/ }));
  // The 4-second guard: the button is locked after the first click.
  await waitFor(
    () => expect(screen.getByRole('button', { name: 'Saving, please wait...' })).toBeDisabled(),
    { timeout: 6000 },
  );
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled(), {
    timeout: 6000,
  });
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(
    within(await dialog()).getByText(
      'Are you sure you wish to send this report to the selected key contacts?',
    ),
  ).toBeInTheDocument();
  await answer(user, 'Yes');

  await waitFor(() => expect(currentLocation()).toBe('/serviceusers'));
  expect(toastTexts()).toContain('success: Behaviour Plan added');
  const data = postedPlan(server);
  expect(data).toMatchObject({
    type: 'behaviourplan',
    status: 'Published',
    subject: PERSON.id,
    notify: [{ firstName: CONTACT.firstName, lastName: CONTACT.lastName, email: CONTACT.email }],
  });
  expect(data).not.toHaveProperty('formId');
  expect(responseOf(data, 'studentName')).toBe(String(PERSON.id));
  expect(responseOf(data, 'reviewDate')).toBe('2099-01-01');
  expect(responseOf(data, 'completedBy')).toBe('12');
  expect(JSON.parse(responseOf(data, 'triggers')!)).toEqual({
    original: [{ checked: false, value: 'Loud noise' }],
    extra: [{ checked: true, value: 'Changes to routine' }],
  });
  expect(JSON.parse(responseOf(data, 'lowLevelTried')!).extra).toEqual([
    { checked: true, value: 'Visual timetable' },
  ]);
  expect(responseOf(data, 'Humour')).toBe('Avoid');
  expect(responseOf(data, 'Humour-notes')).toBe('Escalates him');
  expect(responseOf(data, 'Giving Space')).toBe('Try');
  // Unanswered values are not sent.
  expect(responseOf(data, 'riskNotes')).toBeUndefined();
  expect(responseOf(data, 'Guiding hold')).toBeUndefined();
  expect(responseOf(data, 'factors')).toBeUndefined();
});

test('an editable draft: the yellow note, Save for later on the same draft, Delete Draft', async () => {
  const draft = incidentPrefill({
    source: 'draft',
    draftId: 55,
    formId: 55,
    answers: { ...incidentPrefill().answers, dateOfPlan: '2026-11-01', reviewDate: '2027-02-01' },
    notify: [{ firstName: 'Maria', lastName: 'Brown', email: CONTACT.email }],
  });
  let archived = false;
  server = await startPlanApi({ prefill: () => (archived ? incidentPrefill() : draft) });
  server.on('PATCH /api/formsubmission/55', () => {
    archived = true;
    return { body: { data: { id: 55, status: 'Archived' } } };
  });
  signIn();
  const { user } = renderPlans(`/behaviour/${PERSON.id}/edit`);

  expect(
    await screen.findByText(
      'New incidents will not be visible on this plan until the draft is submitted or deleted.',
    ),
  ).toBeInTheDocument();
  // A draft keeps its own dates.
  expect(screen.getByLabelText(/^Date of Plan/)).toHaveValue('01/11/2026');
  expect(screen.getByLabelText(/^Review Date/)).toHaveValue('01/02/2027');

  await user.click(screen.getByRole('button', { name: 'Save for later' }));
  await waitFor(() => expect(postedPlan(server!)).toBeDefined());
  expect(postedPlan(server)).toMatchObject({ status: 'Draft', formId: 55, subject: PERSON.id });
  await waitFor(() =>
    expect(toastTexts()).toContain('success: Your Smart Plan has been saved for later'),
  );

  await user.click(screen.getByRole('button', { name: 'Delete Draft' }));
  expect(
    within(await dialog()).getByText(
      "Are you sure you want to delete this draft? This will erase any changes you've made.",
    ),
  ).toBeInTheDocument();
  await answer(user, 'No');
  expect(server.callsTo('PATCH /api/formsubmission/900')).toHaveLength(0);
  expect(archived).toBe(false);
});

test('Delete Draft archives the draft after the confirmation and loads the plan again', async () => {
  let archived = false;
  server = await startPlanApi({
    prefill: () =>
      archived ? incidentPrefill() : incidentPrefill({ source: 'draft', draftId: 55, formId: 55 }),
  });
  server.on('PATCH /api/formsubmission/55', () => {
    archived = true;
    return { body: { data: { id: 55, status: 'Archived' } } };
  });
  signIn();
  const { user } = renderPlans(`/behaviour/${PERSON.id}/edit`);
  await user.click(await screen.findByRole('button', { name: 'Delete Draft' }));
  await answer(user, 'Yes');
  await waitFor(() => expect(toastTexts()).toContain('success: Draft deleted'));
  expect(server.callsTo('PATCH /api/formsubmission/55')[0]?.body).toEqual({ status: 'Archived' });
  await waitFor(() =>
    expect(screen.queryByText(/New incidents will not be visible/)).not.toBeInTheDocument(),
  );
  expect(screen.queryByRole('button', { name: 'Delete Draft' })).not.toBeInTheDocument();
  expect(server.callsTo(`GET /api/smartplan/prefill/${PERSON.id}`)).toHaveLength(2);
});

test("'new' chooses the person inside the form, then loads their pre-fill", async () => {
  server = await startPlanApi();
  signIn();
  const { user } = renderPlans('/behaviour/new/edit');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'New Smart Behaviour Plan' }),
  ).toBeInTheDocument();
  // Save for later needs the person.
  await user.click(screen.getByRole('button', { name: 'Save for later' }));
  expect(
    within(await dialog()).getByText("Please complete 'Service User' before continuing"),
  ).toBeInTheDocument();
  await answer(user, 'OK');
  const picker = screen.getByRole('combobox', { name: /^Service User/ });
  expect(picker).toBeEnabled();
  await user.click(picker);
  await user.paste('ben');
  // The server is searched as the user types; the reference tells namesakes apart.
  await waitFor(() =>
    expect(server!.callsTo('GET /api/user').some((r) => r.query.q === 'ben')).toBe(true),
  );
  await waitFor(() => expect(screen.queryByRole('option', { name: /^Ava Brown/ })).toBeNull());
  await user.click(await screen.findByRole('option', { name: 'Ben Cole L1002' }));
  expect(picker).toHaveValue('Ben Cole');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Smart Behaviour Plan: Ben Cole' }),
  ).toBeInTheDocument();
  expect(server.callsTo('GET /api/smartplan/prefill/42')).toHaveLength(1);
  const triggers = screen.getByRole('group', { name: /^Triggers/ });
  expect(within(triggers).getByRole('checkbox', { name: 'Loud noise' })).toBeChecked();
});

test('a server error on save is shown as a toast and the user stays on the page', async () => {
  server = await startPlanApi({
    prefill: () => incidentPrefill({ source: 'draft', draftId: 55, formId: 55 }),
  });
  server.on('POST /api/formsubmission', {
    status: 400,
    body: { error: 'notify: x@example.test is not a key contact of this service user' },
  });
  signIn();
  const { user } = renderPlans(`/behaviour/${PERSON.id}/edit`);
  await user.click(await screen.findByRole('button', { name: 'Save for later' }));
  await waitFor(() =>
    expect(toastTexts()).toContain(
      'error: notify: x@example.test is not a key contact of this service user',
    ),
  );
  expect(currentLocation()).toBe(`/behaviour/${PERSON.id}/edit`);
});

test('the Builder is for Plus and Care plans only; without smartPlanCreate it is refused', async () => {
  server = await startPlanApi();
  signInOnPlan('Care');
  const care = renderPlans(`/behaviour/${PERSON.id}/edit`);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Behaviour Plan' }),
  ).toBeInTheDocument();
  care.unmount();

  signInOnPlan('Standard');
  renderPlans(`/behaviour/${PERSON.id}/edit`);
  expect(
    await screen.findByText("The Smart Plan Builder is not part of your organisation's plan."),
  ).toBeInTheDocument();
  cleanup();

  signIn({}, []);
  renderPlans(`/behaviour/${PERSON.id}/edit`);
  expect(
    await screen.findByText('You do not have permission to create or edit Smart Plans.'),
  ).toBeInTheDocument();
  expect(server.callsTo(`GET /api/smartplan/prefill/${PERSON.id}`)).toHaveLength(1);
});
