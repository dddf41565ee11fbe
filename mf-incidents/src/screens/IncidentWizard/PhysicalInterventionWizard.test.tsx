import { screen, waitFor, within } from '@testing-library/react';
import type { TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';
import {
  choose,
  fill,
  fillBehaviourPage,
  fillIncidentPage,
  fillPilPage,
  nextPage,
} from './testing/fillPages';
import {
  PERSON,
  postedSubmission,
  responseOf,
  settleCompletionPage,
  resetAfterEach,
  startWizardApi,
} from './testing/wizardServer';

let server: TestServer;

jest.setTimeout(60_000);

resetAfterEach(() => server);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

test('records a physical intervention with an injury and rated techniques, then confirms the send', async () => {
  server = await startWizardApi({
    ranking: {
      deescalation: [{ name: 'Giving Space', average: 7.5 }],
      physical: [{ name: 'Guiding hold', average: 4 }],
    },
  });
  signIn();
  const { user } = renderIncidents(`/incident/high-level/${PERSON.id}/edit`);

  expect(
    await screen.findByRole(
      'heading',
      { name: 'Physical Intervention Report: Ava Brown' },
      { timeout: 5000 },
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('New Report')).toBeInTheDocument();
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '17');
  // Defaults of spec 2 §3.2.
  expect(screen.getByLabelText('Hours')).toHaveValue('12');
  expect(screen.getByLabelText('Minutes')).toHaveValue('00');
  expect(screen.getByLabelText(/best interest\?/)).toHaveValue('Yes');
  expect(
    within(screen.getByRole('radiogroup', { name: /^Was anybody injured\?/ })).getByLabelText('No'),
  ).toBeChecked();

  await fillIncidentPage(user);
  expect(
    within(screen.getByRole('radiogroup', { name: /collaborate/ })).getByLabelText('Yes'),
  ).toBeChecked();
  await choose(user, /restrictive physical intervention used/, 'Yes');
  await fill(user, screen.getByLabelText(/^Duration of physical intervention/), '6');
  await fill(user, screen.getByLabelText(/^Number of staff involved/), '2');
  await choose(user, /Was breathing monitored/, 'Yes');

  // Issue 13: what each member of staff did, the restraint with its times, the DfE texts.
  expect(screen.getByText('Special educational needs:').parentElement).toHaveTextContent(
    'Special educational needs: None',
  );
  await nextPage(user);
  const missingRole = await screen.findByRole('dialog');
  expect(missingRole).toHaveTextContent(
    "Please complete 'What each member of staff did' before continuing",
  );
  await user.click(within(missingRole).getByRole('button', { name: 'OK' }));
  await user.click(
    within(screen.getByRole('radiogroup', { name: /^Sam Turner/ })).getByLabelText(
      'Applied a hold',
    ),
  );
  await user.click(screen.getByRole('button', { name: 'Add an intervention' }));
  const entry = within(screen.getByRole('group', { name: 'Intervention 1' }));
  await user.selectOptions(entry.getByLabelText(/^Type/), 'Physical restraint');
  const start = within(entry.getByRole('group', { name: /^Start time/ }));
  await user.selectOptions(start.getByLabelText('Hours'), '12');
  await user.selectOptions(start.getByLabelText('Minutes'), '02');
  const end = within(entry.getByRole('group', { name: /^End time/ }));
  await user.selectOptions(end.getByLabelText('Hours'), '12');
  await user.selectOptions(end.getByLabelText('Minutes'), '02');
  expect(entry.getByRole('status')).toHaveTextContent('The end time must be after the start time');
  await user.selectOptions(end.getByLabelText('Minutes'), '08');
  expect(entry.queryByRole('status')).not.toBeInTheDocument();
  await fill(user, screen.getByLabelText(/^Why was force necessary/), 'To stop a fall');

  await choose(user, /^Was anybody injured\?/, 'Yes');
  const add = screen.getByRole('button', { name: 'Add Injury' });
  await user.selectOptions(screen.getByLabelText('Injury suffered by'), 'Staff');
  await fill(user, screen.getByLabelText('Name of the injured person'), 'Sam Turner');
  await fill(user, screen.getByLabelText('Injury'), 'Scratch on the arm');
  await fill(user, screen.getByLabelText('Treatment'), 'Cleaned');
  expect(add).toBeDisabled();
  await fill(user, screen.getByLabelText('Treated by'), 'First aider');
  expect(add).toBeEnabled();
  await user.click(add);
  expect(screen.getByRole('table', { name: 'Injuries' })).toHaveTextContent('Scratch on the arm');
  expect(screen.getByLabelText('Injury')).toHaveValue('');
  expect(add).toBeDisabled();
  await user.selectOptions(screen.getByLabelText(/first aid form completed/), 'Yes');

  await nextPage(user);
  await heading('Behaviour Details');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
  await fillBehaviourPage(user);
  await nextPage(user);

  await heading('Deescalation Techniques');
  // Ranked technique first, with its effectiveness; unselected techniques are not offered.
  const ranked = await screen.findByLabelText('Giving Space (Effectiveness: 7.5)');
  expect(screen.getAllByRole('combobox')[0]).toBe(ranked);
  expect(screen.getByLabelText('Empathy')).toBeInTheDocument();
  expect(screen.queryByLabelText('Humour')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Giving Space (Effectiveness: 7.5)'), '8');
  await user.selectOptions(screen.getByLabelText('Empathy'), 'n/a');
  await nextPage(user);

  await heading('Physical Techniques');
  await user.selectOptions(await screen.findByLabelText('Guiding hold (Effectiveness: 4)'), '6');
  await nextPage(user);

  await heading('Post Incident Learning');
  await fillPilPage(user);
  await nextPage(user);

  await heading('Send Report');
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await user.click(await screen.findByLabelText('Maria Brown (maria@example.test)'));
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(
    'Are you sure you wish to send this report to the selected key contacts?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));

  await waitFor(() => expect(currentLocation()).toBe(`/incident/${PERSON.id}/completion`));
  await settleCompletionPage(server);
  expect(toastTexts()).toContain('success: Incident report added');
  const sent = postedSubmission(server);
  expect(sent).toMatchObject({
    type: 'incidentreport',
    subType: 'highlevel',
    status: 'Published',
    subject: PERSON.id,
    notify: [{ firstName: 'Maria', lastName: 'Brown', email: 'maria@example.test' }],
  });
  expect(sent?.formId).toBeUndefined();
  expect(JSON.parse(responseOf(sent, 'interventions')!)).toEqual([
    {
      injurySufferedBy: 'Staff',
      injurySufferedName: 'Sam Turner',
      injury: 'Scratch on the arm',
      treatment: 'Cleaned',
      injuryTreatedBy: 'First aider',
    },
  ]);
  expect(JSON.parse(responseOf(sent, 'deescalationTechniques')!)).toEqual([
    { key: 'Giving Space', value: '8' },
    { key: 'Empathy', value: 'n/a' },
  ]);
  expect(JSON.parse(responseOf(sent, 'physicalTechniques')!)).toEqual([
    { key: 'Guiding hold', value: '6' },
  ]);
  expect(responseOf(sent, 'staffInvolved')).toBe('[13]');
  expect(responseOf(sent, 'timeOfIncident')).toBe('12:00');
  expect(responseOf(sent, 'dateOfIncident')).toBe('2026-11-03');
  expect(responseOf(sent, 'physicalInterventionDuration')).toBe('6');
  expect(JSON.parse(responseOf(sent, 'staffRoles')!)).toEqual([{ userId: 13, role: 'held' }]);
  expect(JSON.parse(responseOf(sent, 'restrictiveInterventions')!)).toEqual([
    { kind: 'physicalRestraint', start: '12:02', end: '12:08' },
  ]);
  expect(responseOf(sent, 'whyForceNecessary')).toBe('To stop a fall');
  expect(responseOf(sent, 'senStatusAtTime')).toBeUndefined();
  // Only answers with content; the injury inputs themselves are not answers.
  expect(responseOf(sent, 'witnesses')).toBeUndefined();
  expect(responseOf(sent, 'injury')).toBeUndefined();
  expect(responseOf(sent, 'bestInterestConfirmQuestion')).toBeUndefined();
});

test('page one names the first missing answer and the physical techniques page is skipped both ways', async () => {
  server = await startWizardApi();
  signIn();
  const { user } = renderIncidents(`/incident/high-level/${PERSON.id}/edit`);
  await screen.findByRole('heading', { name: 'Physical Intervention Report: Ava Brown' });

  await nextPage(user);
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent("Please complete 'Date of Incident' before continuing");
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(screen.getAllByText('This field is required').length).toBeGreaterThan(0);

  await fillIncidentPage(user);
  await nextPage(user);
  await heading('Behaviour Details');
  await fillBehaviourPage(user);
  await nextPage(user);
  await heading('Deescalation Techniques');
  await nextPage(user);
  await heading('Post Incident Learning');
  await user.click(screen.getByRole('button', { name: '< Back' }));
  await heading('Deescalation Techniques');
});
