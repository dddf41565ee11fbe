import { screen, waitFor, within } from '@testing-library/react';
import { loginData, type TestServer } from 'test-kit';
import {
  currentLocation,
  renderIncidents,
  signIn,
  toastTexts,
} from '../../components/testing/renderIncidents';
import { choose, nextPage, waitOutGuard } from './testing/fillPages';
import {
  completeAnswers,
  draftOf,
  PERSON,
  postedSubmission,
  settleCompletionPage,
  resetAfterEach,
  startWizardApi,
} from './testing/wizardServer';

let server: TestServer;

jest.setTimeout(60_000);

resetAfterEach(() => server);

const heading = (name: string) => screen.findByRole('heading', { level: 2, name });

async function walkTo(user: ReturnType<typeof renderIncidents>['user'], title: string) {
  await screen.findByText('Incident No: besmart-12', undefined, { timeout: 5000 });
  await screen.findByRole('heading', { level: 1, name: /Ava Brown/ }, { timeout: 5000 });
  while (!screen.queryByRole('heading', { level: 2, name: title })) {
    const current = screen.getAllByRole('heading', { level: 2 })[0]?.textContent;
    await nextPage(user);
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).not.toBe(current),
    );
  }
}

test('without key contacts: the profile link, a direct submit and the plan / AI shortcuts by plan', async () => {
  server = await startWizardApi({
    contacts: [],
    submissions: () => [draftOf('lowlevel')],
    responses: completeAnswers(),
    deescalation: [],
  });
  const base = loginData();
  signIn({ activeOrg: { ...base.activeOrg, plan: 'Plus', aiTermsAccepted: true } });
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit`);
  await walkTo(user, 'Deescalation Techniques');
  expect(
    await screen.findByText('No de-escalation techniques are setup for this service.'),
  ).toBeInTheDocument();
  await walkTo(user, 'Send Report');
  expect(screen.getByRole('tab', { name: 'Send Report' })).toHaveAttribute('aria-selected', 'true');

  const text = await screen.findByText(/There are no key contacts for Ava Brown\./);
  expect(text).toHaveTextContent(
    "There are no key contacts for Ava Brown. A key contact can be added on Ava Brown's profile.",
  );
  expect(within(text).getByRole('link', { name: "Ava Brown's profile" })).toHaveAttribute(
    'href',
    `/serviceuser/${PERSON.id}/profile`,
  );
  expect(screen.getByRole('button', { name: 'Smart Plan Builder' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'AI Support' }));
  expect(currentLocation()).toBe(`/incident/${PERSON.id}/ai/latest`);
});

test('with key contacts one must be chosen; Submit publishes the saved draft as its next version', async () => {
  server = await startWizardApi({
    submissions: () => [draftOf('lowlevel')],
    responses: completeAnswers(),
  });
  const base = loginData();
  signIn({ activeOrg: { ...base.activeOrg, plan: 'other', aiTermsAccepted: false } });
  const { user } = renderIncidents(`/incident/${PERSON.id}/edit`);
  await walkTo(user, 'Send Report');
  expect(screen.queryByRole('button', { name: 'Smart Plan Builder' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'AI Support' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(
    "Please complete 'Send this report to key contacts' before continuing",
  );
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
  expect(server.callsTo('POST /api/formsubmission')).toHaveLength(0);

  await user.click(screen.getByLabelText('Maria Brown (maria@example.test)'));
  await waitOutGuard(); // Submit Report's 4-second guard
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  // Answering No to the send confirmation saves nothing.
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
  expect(server.callsTo('POST /api/formsubmission')).toHaveLength(0);

  await waitOutGuard();
  await user.click(screen.getByRole('button', { name: 'Submit Report' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(currentLocation()).toBe(`/incident/${PERSON.id}/completion`));
  await settleCompletionPage(server);
  expect(postedSubmission(server)).toMatchObject({
    status: 'Published',
    formId: 55,
    subType: 'lowlevel',
  });
  expect(toastTexts()).toContain('success: Incident report added');
});

test('PIL extras are required when enabled; the suspension days follow the Suspension answer', async () => {
  server = await startWizardApi({
    submissions: () => [draftOf('highlevel')],
    responses: completeAnswers(),
  });
  const base = loginData();
  signIn({ activeOrg: { ...base.activeOrg, plan: 'Plus', enablePILExtras: true } });
  const { user } = renderIncidents(`/incident/high-level/${PERSON.id}/edit`);
  await walkTo(user, 'Post Incident Learning');
  expect(screen.getAllByRole('tab')).toHaveLength(6);
  // Loaded draft without the extras: they are required and the page stops on the first.
  await nextPage(user);
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    "Please complete 'Bullying' before continuing",
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
  expect(screen.getByRole('region', { name: 'Exclusions' })).toBeInTheDocument();
  expect(screen.queryByLabelText(/^Number of days of suspension/)).not.toBeInTheDocument();
  await choose(user, /^Suspension/, 'Yes');
  expect(screen.getByLabelText(/^Number of days of suspension/)).toBeInTheDocument();
});

test('on the Care plan the Exclusions block is not shown; loaded extras keep their answers', async () => {
  server = await startWizardApi({
    submissions: () => [draftOf('highlevel')],
    responses: completeAnswers({ Bullying: 'No', Racist: 'Yes' }),
  });
  const base = loginData();
  signIn({ activeOrg: { ...base.activeOrg, plan: 'Care', enablePILExtras: true } });
  const { user } = renderIncidents(`/incident/high-level/${PERSON.id}/edit`);
  await walkTo(user, 'Post Incident Learning');
  expect(screen.getByRole('region', { name: 'Discrimination and behaviour' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Exclusions' })).not.toBeInTheDocument();
  expect(
    within(screen.getByRole('radiogroup', { name: /^Racist/ })).getByLabelText('Yes'),
  ).toBeChecked();
  await heading('Post Incident Learning');
});
