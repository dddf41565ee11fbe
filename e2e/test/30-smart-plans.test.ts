// Journey 30: from an incident's Send Report step, staff open the Smart Plan Builder, see it
// pre-filled from the person's incidents, save it for later, resume it from Incomplete Smart Plans
// and submit it to a key contact (PDF, mail); it is then on My Smart Plans, on the person's
// profile as a version, and due for review on the dashboard. axe runs on every screen visited, at
// 1280 px and 390 px.
import type { Page } from 'playwright-core';
import { DEMO } from '../src/harness/demo';
import {
  fillBehaviourDetails,
  fillPostIncidentLearning,
  nextPage,
  shot,
  todayText,
  wizard,
} from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { addIntervention, chooseStaffRoles } from '../src/harness/restraintUi';
import { fetchInPage, storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import {
  dateText,
  ensureListAnswered,
  expectAccessible,
  nextTab,
  plansUi,
} from '../src/harness/smartPlansUi';

const env = setupJourney({ name: '30-smart-plans' });

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await storedToken(page);
  const org = await storedActiveOrg(page);
  const sep = path.includes('?') ? '&' : '?';
  const { status, body } = await fetchInPage(page, `${path}${sep}orgId=${org?.id}`, token);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${JSON.stringify(body)}`);
  return (body as { data: T }).data;
}

journey(
  env,
  'an incident leads to a pre-filled Smart Plan: saved, resumed, sent, listed, versioned, due',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.staff);
    // A person with no Smart Plan yet (the Builder will pre-fill from incidents only).
    const pupils = await api<{ id: number; firstName: string; lastName: string }[]>(
      page,
      `/api/user?type=student&limit=1000&fields=id,firstName,lastName`,
    );
    let person: (typeof pupils)[number] | undefined;
    for (const candidate of pupils) {
      const prefill = await api<{ source: string; keyContacts: unknown[] }>(
        page,
        `/api/smartplan/prefill/${candidate.id}`,
      );
      if (['incidents', 'none'].includes(prefill.source) && prefill.keyContacts.length > 0) {
        person = candidate;
        break;
      }
    }
    if (!person) throw new Error('No service user without a Smart Plan in the demo data');
    const subject = person.id;
    const name = `${person.firstName} ${person.lastName}`;

    // Staff record an incident about them (as journey 10 does) and submit it.
    await page.goto(`/incident/high-level/${subject}/edit`);
    await page
      .getByRole('heading', { level: 1, name: `Physical Intervention Report: ${name}` })
      .waitFor();
    await page.getByLabel(/^Date of Incident/).fill(todayText());
    await page.getByLabel(/^Location/).fill('Dining hall');
    await wizard.completedBy(page, 'Sam Turner').select();
    await wizard.staff(page, 'Sam Turner').check();
    await wizard.people(page, name).check();
    await wizard.yesNo(page, /^Hurting others/, 'Yes').check();
    await wizard.yesNo(page, /restrictive physical intervention used/, 'Yes').check();
    await page.getByLabel(/^Duration of physical intervention/).fill('3');
    await page.getByLabel(/^Number of staff involved/).fill('2');
    await wizard.yesNo(page, /Was breathing monitored/, 'Yes').check();
    // Issue 13: a restraint needs what each member of staff did and the restraint's times.
    await chooseStaffRoles(page, [{ name: 'Sam Turner', role: 'Applied a hold' }]);
    await addIntervention(page, {
      kind: 'Physical restraint',
      start: ['12', '10'],
      end: ['12', '13'],
    });
    await page.getByLabel(/^Description of the incident/).fill('Threw a tray at lunch.');
    await nextPage(page, 'Behaviour Details');
    await fillBehaviourDetails(page);
    await nextPage(page, 'Deescalation Techniques');
    await page.getByLabel(/^Giving Space/).selectOption('8');
    await nextPage(page, 'Physical Techniques');
    await page.getByLabel(/^Guiding hold/).selectOption('3');
    await nextPage(page, 'Post Incident Learning');
    await fillPostIncidentLearning(page);
    await nextPage(page, 'Send Report');
    const incidentSaved = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/formsubmission' && res.request().method() === 'POST',
    );
    await page
      .getByRole('group', { name: /Send this report to key contacts/ })
      .getByRole('checkbox')
      .first()
      .check();
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const { data: incident } = (await (await incidentSaved).json()) as { data: { id: number } };
    await page.waitForURL((url) => url.pathname === `/incident/${subject}/completion`);

    // Its Send Report step again (the author may edit it): Smart Plan Builder.
    await page.goto(`/incident/high-level/${subject}/edit/${incident.id}`);
    await wizard.heading2(page, 'Incident Report').waitFor();
    for (let i = 0; i < 6; i += 1) {
      if (await wizard.heading2(page, 'Send Report').isVisible()) break;
      await wizard.next(page).click();
      await page.waitForTimeout(300);
    }
    await wizard.heading2(page, 'Send Report').waitFor();
    await shot(page, '30-incident-send-step');
    await page.getByRole('button', { name: 'Smart Plan Builder' }).click();

    // The Builder, pre-filled from the incidents.
    await page.waitForURL((url) => url.pathname === `/behaviour/${subject}/edit`);
    await page.getByRole('heading', { level: 1, name: `Smart Behaviour Plan: ${name}` }).waitFor();
    await plansUi.step(page, 'Behaviour Plan').waitFor();
    expect(await page.getByRole('combobox', { name: /^Service User/ }).isDisabled()).toBe(true);
    await expectAccessible(page, '30-wizard-tab1');
    await page.getByLabel(/^Review Date/).fill(dateText(7));
    await page.getByRole('button', { name: 'Save for later' }).click();
    await page.getByText('Your Smart Plan has been saved for later', { exact: true }).waitFor();
    await page
      .getByText(
        'New incidents will not be visible on this plan until the draft is submitted or deleted.',
      )
      .waitFor();

    // Resume it from Incomplete Smart Plans.
    await page.goto('/behaviour/drafts');
    const drafts = page.getByRole('table', { name: 'Incomplete Smart Plans' });
    await drafts.getByText(name).waitFor();
    await expectAccessible(page, '30-drafts');
    await drafts.getByRole('link', { name: new RegExp(`^Edit draft \\d+ \\(${name}\\)$`) }).click();
    await page.waitForURL((url) => url.pathname === `/behaviour/${subject}/edit`);
    await page.getByRole('button', { name: 'Delete Draft', exact: true }).waitFor();
    expect(await page.getByLabel(/^Review Date/).inputValue()).toBe(dateText(7));

    // Tab 1: the lists the incidents did not fill get an item of the author's own.
    await ensureListAnswered(page, 'Reasonable Adjustments', 'Quiet space at break times');
    await ensureListAnswered(page, 'Triggers', 'Noise at change-over');
    await ensureListAnswered(page, 'Support for Triggers', 'Leave lessons two minutes early');
    await nextTab(page, 'Behaviour Details');
    // Pre-filled from the incident: its low-level behaviour is an original, ticked item.
    const low = plansUi.list(page, 'Low Level Behaviour');
    expect(
      await low
        .getByRole('checkbox', { name: 'Low level: answer 1', exact: true })
        .first()
        .isChecked(),
    ).toBe(true);
    await ensureListAnswered(page, 'Medium Level Behaviour', 'Pushing past peers');
    await ensureListAnswered(page, 'High Level Behaviour', 'Hitting out');
    await expectAccessible(page, '30-wizard-tab2');
    await nextTab(page, 'Follow Up Support');
    await ensureListAnswered(page, 'Recovery Behaviour', 'Goes quiet');
    await ensureListAnswered(page, 'Help Myself', 'Drawing in the calm corner');
    await ensureListAnswered(page, 'Staff Help', 'A calm voice and time');
    await ensureListAnswered(page, 'Interests', 'Football');
    await page
      .getByRole('table', { name: 'Logs added to this Smart Plan' })
      .or(page.getByText('No logs have been added to this Smart Plan.'))
      .first()
      .waitFor();
    await expectAccessible(page, '30-wizard-tab3');
    await nextTab(page, 'Behaviour Management Techniques');
    const firstChoice = page.getByRole('combobox', { name: /: Try or Avoid$/ }).first();
    await firstChoice.selectOption('Try');
    const lastChoice = page.getByRole('combobox', { name: /: Try or Avoid$/ }).last();
    await lastChoice.selectOption('Avoid');
    await expectAccessible(page, '30-wizard-tab4');
    await nextTab(page, 'Send Report');

    const contacts = page.getByRole('group', { name: /Send this report to key contacts/ });
    const contact = contacts.getByRole('checkbox').first();
    const contactEmail = (await contact.getAttribute('value')) as string;
    await contact.check();
    await expectAccessible(page, '30-wizard-send');
    const saved = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/formsubmission' && res.request().method() === 'POST',
    );
    const mailMark = env.mail.mark();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await plansUi
      .dialog(page)
      .getByText('Are you sure you wish to send this report to the selected key contacts?')
      .waitFor();
    await plansUi.dialog(page).getByRole('button', { name: 'Yes' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const { data: plan } = (await response.json()) as { data: { id: number } };
    await page.waitForURL((url) => url.pathname === '/serviceusers');
    await page.getByText('Behaviour Plan added', { exact: true }).waitFor();

    // The key contact's mail carries a document link of their own (opened with a mailed code, see
    // 51-document-links) and names no child.
    const mail = await env.mail.waitForMail(contactEmail, { after: mailMark });
    expect(mail.text).toMatch(/\/shared#[A-Za-z0-9_-]{43}\b/);
    expect(mail.text).not.toContain(person.firstName);

    // Record hub: Download Smart Plan opens the PDF in the viewer.
    await page.goto('/record');
    const picker = page.getByRole('combobox', { name: /Service User/ });
    await picker.fill(person.lastName);
    await page.getByRole('option', { name }).click();
    await page.getByRole('button', { name: /Download Smart Plan/ }).click();
    await page.waitForURL((url) => url.pathname === '/pdfviewer');
    const frame = page.locator('iframe[title="PDF document"]');
    await frame.waitFor();
    const blobUrl = (await frame.getAttribute('src')) as string;
    const magic = await page.evaluate(async (src) => {
      const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
      return String.fromCharCode(...bytes.slice(0, 5));
    }, blobUrl);
    expect(magic).toBe('%PDF-');

    // My Smart Plans.
    await page.goto('/plans');
    const results = page.getByRole('table', { name: 'Results' });
    const row = results.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await row.getByText('Due soon').waitFor();
    await expectAccessible(page, '30-plans');
    await row.getByRole('link', { name: `View Smart Plan of ${name}` }).click();
    await page.waitForURL((url) => url.pathname === `/behaviour/${subject}/plan/${plan.id}`);
    // The person's first plan (a colleague's hidden plan would be another chain): version 1.
    await page.getByRole('heading', { level: 1, name: `Smart Plan version 1: ${name}` }).waitFor();
    await page.getByText(/^Incidents since this plan: \d+; techniques to avoid used: /).waitFor();
    await expectAccessible(page, '30-plan-view');

    // The profile's versions.
    await page.goto(`/serviceuser/${subject}/profile`);
    const versions = page.getByRole('table', { name: 'Smart Plan versions' });
    const current = versions.getByRole('link', { name: 'Version 1 (current)' });
    await current.waitFor();
    expect(await current.getAttribute('href')).toBe(`/behaviour/${subject}/plan/${plan.id}`);
    await shot(page, '30-profile-versions');

    // Due for review: on the author's dashboard.
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Smart Plans due for review' });
    await card.getByRole('link', { name }).waitFor();
    await card.getByText(`Review date ${dateText(7)} - Due soon`).waitFor();
    await expectAccessible(page, '30-dashboard');
    env.expectNoProblems();
  },
  300_000,
);
