// Journey 10: demo staff record a physical intervention (injury, rated techniques, a colleague in
// staff involved) from the first page to the PDF; the colleague then comments on it and
// acknowledges it from the dashboard.
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
import { addIntervention, chooseStaffRoles } from '../src/harness/restraintUi';
import { fetchInPage, storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '10-physical-intervention' });

const COLLEAGUE = { email: DEMO.schoolAdmin, name: 'Alex Morgan' };
const COMMENT = 'Checked on Amelia at lunch: settled, arm fine.';

journey(
  env,
  'staff record a physical intervention to the PDF; the colleague comments and acknowledges it',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.staff);
    const subject = await serviceUserId(page, 'Amelia', 'Khan');

    await page.goto(`/incident/high-level/${subject}/edit`);
    await page
      .getByRole('heading', { level: 1, name: 'Physical Intervention Report: Amelia Khan' })
      .waitFor();
    await page.getByText('New Report', { exact: true }).waitFor();

    // Page one.
    await page.getByLabel(/^Date of Incident/).fill(todayText());
    await page.getByLabel(/^Location/).fill('Science corridor');
    await wizard.completedBy(page, 'Sam Turner').select();
    await wizard.staff(page, 'Sam Turner').check();
    await wizard.staff(page, COLLEAGUE.name).check();
    await wizard.people(page, 'Amelia Khan').check();
    await wizard.yesNo(page, /^Hurting others/, 'Yes').check();
    await wizard.yesNo(page, /restrictive physical intervention used/, 'Yes').check();
    await page.getByLabel(/^Duration of physical intervention/).fill('4');
    await page.getByLabel(/^Number of staff involved/).fill('2');
    await wizard.yesNo(page, /Was breathing monitored/, 'Yes').check();
    // Issue 13: a restraint needs what each member of staff did and the restraint's times.
    await chooseStaffRoles(page, [
      { name: 'Sam Turner', role: 'Applied a hold' },
      { name: COLLEAGUE.name, role: 'Observed' },
    ]);
    await addIntervention(page, {
      kind: 'Physical restraint',
      start: ['10', '02'],
      end: ['10', '06'],
    });
    await wizard.yesNo(page, /^Was anybody injured\?/, 'Yes').check();
    const addInjury = page.getByRole('button', { name: 'Add Injury' });
    await page.getByLabel('Injury suffered by').selectOption('Staff');
    await page.getByLabel('Name of the injured person').fill('Sam Turner');
    await page.getByLabel('Injury', { exact: true }).fill('Scratch to the forearm');
    await page.getByLabel('Treatment', { exact: true }).fill('Cleaned and covered');
    expect(await addInjury.isDisabled()).toBe(true);
    await page.getByLabel('Treated by').fill('School first aider');
    await addInjury.click();
    await page
      .getByRole('table', { name: 'Injuries' })
      .getByText('Scratch to the forearm')
      .waitFor();
    await page.getByLabel(/first aid form completed/).selectOption('Yes');
    await page
      .getByLabel(/^Description of the incident/)
      .fill('Pushed a peer at change-over; guided to the quiet room.');
    await shot(page, '10-page-one');

    await nextPage(page, 'Behaviour Details');
    await fillBehaviourDetails(page);
    await nextPage(page, 'Deescalation Techniques');
    await page.getByLabel('Giving Space', { exact: true }).selectOption('8');
    await page.getByLabel('Reassurance', { exact: true }).selectOption('6');
    await shot(page, '10-deescalation');
    await nextPage(page, 'Physical Techniques');
    await page.getByLabel('Guiding hold', { exact: true }).selectOption('7');
    await nextPage(page, 'Post Incident Learning');
    await fillPostIncidentLearning(page);
    await nextPage(page, 'Send Report');

    // Send to the first key contact, confirming the send.
    const contacts = page.getByRole('group', { name: /Send this report to key contacts/ });
    const contact = contacts.getByRole('checkbox').first();
    const contactEmail = (await contact.getAttribute('value')) as string;
    await contact.check();
    await shot(page, '10-send-report');
    const saved = page.waitForResponse(
      (res) =>
        new URL(res.url()).pathname === '/api/formsubmission' && res.request().method() === 'POST',
    );
    const mailMark = env.mail.mark();
    await page.getByRole('button', { name: 'Submit Report' }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you wish to send this report to the selected key contacts?')
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    const { data: created } = (await response.json()) as {
      data: { id: number; reference: number; pdfUrl: string };
    };
    expect(created.pdfUrl).toBe(`/api/file/${created.pdfUrl.split('/').pop()}`);

    await page.waitForURL((url) => url.pathname === `/incident/${subject}/completion`);
    await page.getByText('Incident report added', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Incident Report Added' }).waitFor();

    // The key contact's mail carries a document link of their own (opened with a mailed code, see
    // 51-document-links), not a link that needs an account.
    const mail = await env.mail.waitForMail(contactEmail, { after: mailMark });
    expect(mail.text).toMatch(/\/shared#[A-Za-z0-9_-]{43}\b/);
    expect(mail.text).not.toContain('/pdfviewer');
    expect(mail.text).not.toContain('Amelia');

    await page.getByRole('button', { name: 'View Incident Report' }).waitFor();
    await shot(page, '10-completion');
    await page.getByRole('button', { name: 'View Incident Report' }).click();
    await page.waitForURL((url) => url.pathname === '/pdfviewer');
    expect(new URL(page.url()).searchParams.get('url')).toBe(created.pdfUrl);
    const frame = page.locator('iframe[title="PDF document"]');
    await frame.waitFor();
    const blobUrl = (await frame.getAttribute('src')) as string;
    expect(blobUrl).toMatch(/^blob:/);
    // Headless Chromium draws no PDF plugin: check that what the frame shows is the PDF itself.
    const head = await page.evaluate(async (src) => {
      const bytes = new Uint8Array(await (await fetch(src)).arrayBuffer());
      return { magic: String.fromCharCode(...bytes.slice(0, 5)), size: bytes.length };
    }, blobUrl);
    expect(head.magic).toBe('%PDF-');
    expect(head.size).toBeGreaterThan(1000);
    await page.waitForTimeout(1000);
    await shot(page, '10-pdf');

    // The answers were stored: the injury list and the rated techniques.
    const token = await storedToken(page);
    const org = await storedActiveOrg(page);
    const where = encodeURIComponent(JSON.stringify({ submission: [created.id] }));
    const stored = await fetchInPage(
      page,
      `/api/formresponse?where=${where}&limit=2000&orgId=${org?.id}`,
      token,
    );
    const answers = new Map(
      (stored.body as { data: { questionKey: string; response: string }[] }).data.map((r) => [
        r.questionKey,
        r.response,
      ]),
    );
    expect(JSON.parse(answers.get('interventions') ?? '[]')).toHaveLength(1);
    expect(JSON.parse(answers.get('physicalTechniques') ?? '[]')).toEqual([
      { key: 'Guiding hold', value: '7' },
    ]);
    env.expectNoProblems();

    // The colleague named in staff involved: comment on the report, then acknowledge it.
    const colleague = (await env.open()).page;
    await signIn(colleague, env.mail, COLLEAGUE.email);
    await ui.collaboratingHeading(colleague).waitFor();
    const link = colleague.locator(`main a[href^="/incident/high-level/${subject}/edit/"]`);
    await link.first().waitFor();
    await link.first().click();
    await colleague
      .getByRole('heading', { level: 1, name: 'Physical Intervention Report: Amelia Khan' })
      .waitFor();
    await colleague.getByText(`Incident No: besmart-${created.reference}`).waitFor();
    // A collaborator may edit: the fields are not read-only.
    expect(await colleague.getByLabel(/^Location/).isEnabled()).toBe(true);
    const panel = wizard.comments(colleague);
    await panel.getByText('No comments have been added yet.').waitFor();
    await panel.getByLabel('Add a comment').fill(COMMENT);
    await panel.getByRole('button', { name: 'Add Comment' }).click();
    await panel.getByText(COMMENT).waitFor();
    await panel.getByText(/Alex Morgan - \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    await shot(colleague, '10-colleague-comment');

    await colleague.goto('/dashboard');
    const ack = colleague.getByRole('button', { name: `Acknowledge besmart-${created.reference}` });
    await ack.waitFor();
    await ack.click();
    await ack.waitFor({ state: 'detached' });
    await shot(colleague, '10-colleague-dashboard');

    // The author sees the colleague's comment on the report too.
    await page.goto(`/incident/high-level/${subject}/edit/${created.id}`);
    await wizard.comments(page).getByText(COMMENT).waitFor();
    env.expectNoProblems();
  },
  240_000,
);
