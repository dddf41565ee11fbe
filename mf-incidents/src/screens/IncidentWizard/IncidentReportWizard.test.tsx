import { screen, waitFor, within } from '@testing-library/react';
import type { TestServer } from 'test-kit';
import { loginData } from 'test-kit';
import { renderIncidents, signIn, toastTexts } from '../../components/testing/renderIncidents';
import { choose, choosePerson, chosenPeople, nextPage, waitOutGuard } from './testing/fillPages';
import {
  PERSON,
  postedSubmission,
  resetAfterEach,
  responseOf,
  startWizardApi,
} from './testing/wizardServer';

let server: TestServer;

jest.setTimeout(60_000);

resetAfterEach(() => server);

const DRAFT = {
  id: 55,
  reference: 12,
  type: 'incidentreport',
  subType: 'lowlevel',
  status: 'Draft',
  author: 12,
  subject: PERSON.id,
  collaborators: [],
};

const draftAnswers = [
  { questionKey: 'studentName', response: String(PERSON.id), responseType: 'number' },
  { questionKey: 'location', response: 'Library', responseType: 'string' },
  { questionKey: 'staffInvolved', response: '[13]', responseType: 'string' },
  { questionKey: 'timeOfIncident', response: '09:15', responseType: 'time' },
  { questionKey: 'medicalInterventionRequired', response: 'No', responseType: 'string' },
];

test('the low-level report shows three tabs, the new title and blocks Next while best interest is not confirmed', async () => {
  server = await startWizardApi();
  signIn();
  const { user } = renderIncidents('/incident/new/edit');
  // The spec's title, with its two spaces.
  expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
    'New  Incident Report',
  );
  expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
    'Incident Report',
    'Post Incident Learning',
    'Send Report',
  ]);
  expect(screen.getByRole('tab', { name: 'Incident Report' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');

  const next = screen.getByRole('button', { name: 'Next Page' });
  expect(screen.queryByRole('radiogroup', { name: /I confirm/ })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/best interest\?/), 'No');
  expect(next).toBeDisabled();
  const confirm = within(screen.getByRole('radiogroup', { name: /I confirm/ }));
  expect(confirm.getByLabelText('No')).toBeChecked();
  await user.click(confirm.getByLabelText('Yes'));
  expect(next).toBeEnabled();

  // No person chosen: Save for later names the missing question instead of saving.
  await user.click(screen.getByRole('button', { name: 'Save for later' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    "Please complete 'Service User Name' before continuing",
  );
  expect(server.callsTo('POST /api/formsubmission')).toHaveLength(0);
});

test('conditional questions follow the answers', async () => {
  server = await startWizardApi();
  signIn();
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit`);
  await screen.findByRole('heading', { name: 'Incident Report: Ava Brown' });
  // followPlanResponse shows while the follow-plan answer is empty or No.
  expect(screen.getByLabelText('If not, why not?')).toBeInTheDocument();
  await choose(user, /Smart Behaviour Plan/, 'Yes');
  expect(screen.queryByLabelText('If not, why not?')).not.toBeInTheDocument();
  expect(screen.queryByLabelText(/collaborate/)).not.toBeInTheDocument();
  await choosePerson(user, /^Staff Involved/, 'Sam Turner');
  expect(screen.getByRole('radiogroup', { name: /collaborate/ })).toBeInTheDocument();
  expect(screen.queryByLabelText('Dynamic risk assessment information')).not.toBeInTheDocument();
  await choose(user, /dynamic risk assessment carried out/, 'Yes');
  expect(screen.getByLabelText('Dynamic risk assessment information')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/best interest\?/), 'N/A');
  expect(screen.queryByLabelText('Please explain')).not.toBeInTheDocument();
  // Physical intervention alone shows the details, not the restrictive questions.
  await choose(user, /^Was physical intervention used/, 'Yes');
  expect(screen.getByRole('group', { name: 'Physical intervention details' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Duration of physical intervention/)).not.toBeInTheDocument();
  await choose(user, /^Was anybody injured\?/, 'Yes');
  await user.selectOptions(screen.getByLabelText(/first aid form completed/), 'No');
  expect(screen.getByLabelText(/Why was the first aid form not completed/)).toBeInTheDocument();
});

test('a saved draft is reloaded; saving it unchanged is refused, a change saves a new Draft version', async () => {
  server = await startWizardApi({
    submissions: (request) => {
      const where = JSON.parse(request.query.where ?? '{}');
      return where.status === 'Draft' && where.subType === 'lowlevel' && where.author === 12
        ? [DRAFT]
        : [];
    },
    responses: draftAnswers,
  });
  signIn();
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit`);
  expect(await screen.findByText('Incident No: besmart-12')).toBeInTheDocument();
  expect(await screen.findByLabelText(/^Location/)).toHaveValue('Library');
  expect(screen.getByLabelText('Hours')).toHaveValue('09');
  await waitFor(() => expect(chosenPeople(/^Staff Involved/)).toEqual(['Sam Turner']));

  await user.click(screen.getByRole('button', { name: 'Save for later' }));
  await waitFor(() =>
    expect(toastTexts()).toContain(
      'warning: No fields have been changed. Details have not been submitted',
    ),
  );
  expect(server.callsTo('POST /api/formsubmission')).toHaveLength(0);

  await user.clear(screen.getByLabelText(/^Location/));
  await user.click(screen.getByLabelText(/^Location/));
  await user.paste('Hall');
  await waitOutGuard(); // the Save for later button's 4-second guard
  await user.click(screen.getByRole('button', { name: 'Save for later' }));
  await waitFor(() => expect(server.callsTo('POST /api/formsubmission')).toHaveLength(1));
  const sent = postedSubmission(server);
  expect(sent).toMatchObject({
    status: 'Draft',
    subType: 'lowlevel',
    formId: 55,
    subject: PERSON.id,
  });
  expect(responseOf(sent, 'location')).toBe('Hall');
  expect(responseOf(sent, 'timeOfIncident')).toBe('09:15');
});

test('a published report is read-only for someone who is not its author, a collaborator or a lead', async () => {
  server = await startWizardApi({
    submissions: () => [
      { ...DRAFT, id: 60, status: 'Published', author: 11, collaborators: [13], mayEdit: false },
    ],
    responses: draftAnswers,
  });
  const base = loginData();
  signIn({ userDetails: { ...base.userDetails, id: 14, email: 'someone@demo-school.test' } });
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit/60`);
  expect(await screen.findByLabelText(/^Location/)).toBeDisabled();
  expect(screen.getByText(/^You are viewing this report/)).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('button', { name: 'Save for later' })).not.toBeInTheDocument();
  // Pages can still be read one after another without answering.
  await nextPage(user);
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Behaviour Details' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Low level behaviour/)).toBeDisabled();
  expect(server.callsTo('GET /api/formsubmission')[0]?.query.where).toBe(
    JSON.stringify({ id: 60, type: 'incidentreport' }),
  );
  // No comment box for a reader.
  expect(screen.queryByRole('button', { name: 'Add Comment' })).not.toBeInTheDocument();
});

test('the server decides who may edit: the author of an earlier version gets the editable form', async () => {
  // User 12 wrote version 1; this version 60 was published by user 11 with no collaborators. The
  // client alone would think 12 a reader; the server's mayEdit (the rule of its edit check) wins.
  server = await startWizardApi({
    submissions: () => [
      { ...DRAFT, id: 60, status: 'Published', author: 11, collaborators: [], mayEdit: true },
    ],
    responses: draftAnswers,
  });
  signIn();
  renderIncidents(`/incident/${PERSON.id}/edit/60`);
  expect(await screen.findByLabelText(/^Location/)).toBeEnabled();
  expect(screen.queryByText(/You are viewing this report/)).not.toBeInTheDocument();
  expect(server.callsTo('GET /api/formsubmission')[0]?.query.fields).toContain('mayEdit');
});

test('a collaborator edits the published report: it is submitted as a new version naming formId', async () => {
  server = await startWizardApi({
    submissions: () => [
      { ...DRAFT, id: 60, status: 'Published', author: 11, collaborators: [12], mayEdit: true },
    ],
    responses: draftAnswers,
    contacts: [],
  });
  signIn();
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit/60`);
  expect(await screen.findByLabelText(/^Location/)).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Save for later' })).not.toBeInTheDocument();
  // Editing: the best-interest confirmation is only asked while creating.
  await user.selectOptions(screen.getByLabelText(/best interest\?/), 'No');
  expect(screen.queryByRole('radiogroup', { name: /I confirm/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add Comment' })).toBeInTheDocument();
});
