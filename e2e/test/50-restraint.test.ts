// Journey 50 (issue 13): staff record a restraint on the Physical Intervention Report (who held,
// who observed, the restraint's times, why force was necessary), send the parents the pre-filled
// letter, a safeguarding lead signs the record off, the child's debrief is recorded, and the
// Restraint oversight shows every deadline done and the record not overdue. A report recorded days
// after the incident shows how late it was. The record screen and the oversight pass axe and do
// not scroll sideways at 1280 and 390 px.
import type { Page } from 'playwright-core';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { DEMO } from '../src/harness/demo';
import {
  fillBehaviourDetails,
  fillPostIncidentLearning,
  nextPage,
  serviceUserId,
  shot,
  todayText,
  wizard,
} from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import {
  addIntervention,
  choosePersonPatiently,
  chooseStaffRoles,
  deadlineTexts,
} from '../src/harness/restraintUi';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '50-restraint' });

const COLLEAGUE = 'Alex Morgan';
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Records a restraint for Amelia Khan through the wizard and answers the created submission. The
 * incident's hour is chosen on the plan time field (hours 01-24).
 */
async function recordRestraint(
  page: Page,
  subject: number,
  when: { date: string; hour: string },
): Promise<{ id: number; reference: number }> {
  await page.goto(`/incident/high-level/${subject}/edit`);
  await page
    .getByRole('heading', { level: 1, name: 'Physical Intervention Report: Amelia Khan' })
    .waitFor();
  await page.getByLabel(/^Date of Incident/).fill(when.date);
  const time = page.getByRole('group', { name: /^Time of Incident/ });
  await time.getByLabel('Hours').selectOption(when.hour);
  await time.getByLabel('Minutes').selectOption('00');
  await page.getByLabel(/^Location/).fill('Dining hall');
  await wizard.completedBy(page, 'Sam Turner').select();
  await choosePersonPatiently(page, /^Staff Involved/, 'Sam Turner');
  await choosePersonPatiently(page, /^Staff Involved/, COLLEAGUE);
  await choosePersonPatiently(page, /^Service Users Involved/, 'Amelia Khan');
  await wizard.yesNo(page, /^Hurting others/, 'Yes').check();
  await wizard.yesNo(page, /restrictive physical intervention used/, 'Yes').check();
  await page.getByLabel(/^Duration of physical intervention/).fill('5');
  await page.getByLabel(/^Number of staff involved/).fill('2');
  await wizard.yesNo(page, /Was breathing monitored/, 'Yes').check();
  await page.getByText('Special educational needs:').waitFor();

  // Without a role for each member of staff the page stops, naming the question.
  await wizard.next(page).click();
  const stop = page.getByRole('dialog');
  await stop
    .getByText("Please complete 'What each member of staff did' before continuing")
    .waitFor();
  await stop.getByRole('button', { name: 'OK' }).click();
  await chooseStaffRoles(page, [
    { name: 'Sam Turner', role: 'Applied a hold' },
    { name: COLLEAGUE, role: 'Observed' },
  ]);
  await addIntervention(page, {
    kind: 'Physical restraint',
    start: [when.hour === '24' ? '00' : when.hour, '02'],
    end: [when.hour === '24' ? '00' : when.hour, '07'],
  });
  await page.getByLabel(/^What happened before the incident/).fill('Queue dispute at lunch');
  await page
    .getByLabel(/^Why was force necessary/)
    .fill('Amelia was about to hit a younger pupil with a tray');
  await page.getByLabel(/^What support was given afterwards/).fill('Quiet room, then a drink');
  await page
    .getByLabel(/^Description of the incident/)
    .fill('Held in a two-person hold for five minutes until calm.');
  await shot(page, '50-page-one');

  await nextPage(page, 'Behaviour Details');
  await fillBehaviourDetails(page);
  await nextPage(page, 'Deescalation Techniques');
  await nextPage(page, 'Physical Techniques');
  await nextPage(page, 'Post Incident Learning');
  await fillPostIncidentLearning(page);
  await nextPage(page, 'Send Report');
  const saved = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/formsubmission' && res.request().method() === 'POST',
  );
  // The report goes to a key contact (the Send step asks for one), confirmed.
  await page
    .getByRole('group', { name: /Send this report to key contacts/ })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  const response = await saved;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { id: number; reference: number } };
  await page.waitForURL((url) => url.pathname === `/incident/${subject}/completion`);
  return data;
}

async function checkScreen(page: Page, label: string): Promise<void> {
  await atWidths(page, [1280, 390], async (width) => {
    await assertNoHorizontalScroll(page, `${label} ${width}px`);
    await scanA11y(page, `${label} ${width}px`);
    await shot(page, `50-${label}-${width}`);
  });
}

/** The record screen's "Deadlines" after a change, once the item reads as expected. */
async function waitForItem(page: Page, item: string, text: RegExp): Promise<void> {
  await page
    .getByRole('region', { name: 'Deadlines' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: item, exact: true }) })
    .getByText(text)
    .first()
    .waitFor();
}

journey(
  env,
  'a restraint is recorded, the parents get the letter, a lead signs off, the debrief is recorded: nothing overdue',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.staff);
    const subject = await serviceUserId(page, 'Amelia', 'Khan');
    // Over an hour ago, so the record is on time and the whole incident (hh:02-hh:07) is over:
    // the debrief below, at the form's default of now, must not come before it. The plan time
    // field has hours 01-24, so an hour of 00 is moved back to 23 of the day before (just after
    // midnight, 'an hour ago today' was in the future and the debrief was refused).
    const at = new Date(Date.now() - 90 * 60 * 1000);
    if (at.getHours() === 0) at.setHours(-1);
    const hour = pad(at.getHours());
    const created = await recordRestraint(page, subject, { date: todayText(at), hour });

    // The staff member opens the record: recorded on time; parents, sign-off and debrief pending.
    await page.goto(`/restraint/${created.reference}`);
    await page.getByRole('heading', { level: 1, name: 'Restraint record' }).waitFor();
    await waitForItem(page, 'Recorded', /on time/);
    const incident = page.getByRole('region', { name: 'The incident' });
    await incident.getByText(/Sam Turner: Applied a hold; Alex Morgan: Observed/).waitFor();
    await incident.getByText(/Physical restraint \d\d:02-\d\d:07 \(5 min\)/).waitFor();
    // Staff may not sign off: the form is not there.
    expect(await page.getByRole('form', { name: 'Manager sign-off' }).count()).toBe(0);

    // The parent letter: pre-filled, edited, sent to the first key contact.
    const letter = page.getByRole('region', { name: 'Parent letter' });
    await letter.getByRole('button', { name: 'Prepare the parent letter' }).click();
    const text = letter.getByLabel('Letter', { exact: true });
    await text.waitFor();
    expect((await text.inputValue()).length).toBeGreaterThan(40);
    await text.fill(`${await text.inputValue()}\n\nPlease call the school if you have questions.`);
    const contact = letter.getByRole('checkbox').first();
    await contact.check();
    await letter.getByRole('button', { name: 'Send the letter' }).click();
    await letter.getByRole('link', { name: 'Open the letter (PDF)' }).waitFor();
    await waitForItem(page, 'Parents told', /^Done/);

    // The debrief with the child.
    const debrief = page.getByRole('form', { name: /debrief$/ });
    await debrief.getByLabel(/^The .*'s view/).fill('Amelia said she felt safe afterwards.');
    await debrief.getByRole('button', { name: 'Save debrief' }).click();
    await waitForItem(page, 'Child debrief', /^Done/);
    await checkScreen(page, 'record-staff');

    // A safeguarding lead signs the record off.
    const lead = (await env.open()).page;
    await signIn(lead, env.mail, DEMO.lead);
    await lead.goto(`/restraint/${created.reference}`);
    const signOff = lead.getByRole('form', { name: 'Manager sign-off' });
    await signOff.waitFor();
    await lead.getByText(/You are signing version 1 of this record/).waitFor();
    await signOff
      .getByLabel(/^Notes of the conversation with the staff/)
      .fill('Spoke with Sam and Alex: hold used as trained, no concerns.');
    await signOff.getByLabel(/I have read this record and I sign it as accurate/).check();
    await signOff.getByRole('button', { name: 'Sign off' }).click();
    await waitForItem(lead, 'Manager sign-off', /^Done/);
    const items = await deadlineTexts(lead);
    for (const item of ['Recorded', 'Parents told', 'Manager sign-off', 'Child debrief']) {
      expect(items[item]).toMatch(/^Done/);
    }
    await lead
      .getByRole('region', { name: 'Follow-up history' })
      .getByText(/signs version 1/)
      .waitFor();
    await checkScreen(lead, 'record-lead');

    // Oversight: the record is listed with every item done, and is not among the overdue ones.
    await lead.goto('/restraint/oversight?state=all');
    const table = lead.getByRole('table', { name: 'Restraint oversight' });
    await table.waitFor();
    const row = table
      .getByRole('row')
      .filter({ has: lead.getByRole('link', { name: `besmart-${created.reference}` }) });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    expect(rowText).not.toMatch(/Overdue|Open|Due by/);
    await checkScreen(lead, 'oversight');
    await lead.getByLabel('Show').selectOption('overdue');
    await lead.waitForURL((url) => url.searchParams.get('state') === 'overdue');
    await lead
      .getByRole('status')
      .filter({ hasText: /record/ })
      .first()
      .waitFor();
    expect(
      await lead.getByRole('link', { name: `besmart-${created.reference}`, exact: true }).count(),
    ).toBe(0);

    // The dashboard card links to the overdue list.
    await lead.goto('/dashboard');
    const card = lead.getByRole('region', { name: 'Restraint records' });
    const overdueLink = card.getByRole('link', { name: /^Restraint records overdue: \d+$/ });
    await overdueLink.waitFor();
    await shot(lead, '50-dashboard');
    await overdueLink.click();
    await lead.waitForURL(
      (url) =>
        url.pathname === '/restraint/oversight' && url.searchParams.get('state') === 'overdue',
    );
    env.expectNoProblems();
  },
  300_000,
);

journey(
  env,
  'a restraint recorded days after the incident shows how late it was',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.staff);
    const subject = await serviceUserId(page, 'Amelia', 'Khan');
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 3600_000);
    const created = await recordRestraint(page, subject, {
      date: todayText(threeDaysAgo),
      hour: '10',
    });
    await page.goto(`/restraint/${created.reference}`);
    await waitForItem(page, 'Recorded', /Done late/);
    await waitForItem(page, 'Recorded', /\(\d+ days?( \d+ h)?( \d+ min)? late\)/);
    await shot(page, '50-late-record');

    const lead = (await env.open()).page;
    await signIn(lead, env.mail, DEMO.lead);
    await lead.goto('/restraint/oversight?state=all');
    const row = lead
      .getByRole('table', { name: 'Restraint oversight' })
      .getByRole('row')
      .filter({ has: lead.getByRole('link', { name: `besmart-${created.reference}` }) });
    await row.getByText('Done late').first().waitFor();
    env.expectNoProblems();
  },
  240_000,
);
