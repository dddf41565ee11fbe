// Journey 11: the safeguarding lead finds an incident with a saved quick search, flags it, pushes it
// to the school's CPOMS (a local receiver) and sees it synced.
import fs from 'node:fs/promises';
import { screenshot } from '../src/harness/browser';
import { apiLogin } from '../src/harness/api';
import { startCpomsReceiver, type CpomsReceiver } from '../src/harness/cpomsReceiver';
import { DEMO } from '../src/harness/demo';
import { apiAnswer, incidentsUi as ui } from '../src/harness/incidentsUi';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '11-incident-search' });
const API_KEY = 'e2e-cpoms-key';
let receiver: CpomsReceiver;

beforeAll(async () => {
  receiver = await startCpomsReceiver(API_KEY);
});
afterAll(() => receiver?.close());

interface Row {
  id: number;
  reference: string;
  userId: number;
  firstname: string;
  lastname: string;
  flag: string | null;
  cpomsId: string | null;
  userCpomsId: string | null;
  cpomsSyncFailed: number | null;
}

async function call<T>(
  token: string,
  orgId: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const url = new URL(path, env.portal.url);
  url.searchParams.set('orgId', String(orgId));
  const res = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: T; error?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return json.data;
}

const globalSearch = (token: string, orgId: number) =>
  call<{ globalIncidentSearch: { rows: Row[] } }>(token, orgId, 'POST', '/api/report/generate', {
    data: {
      submissionType: 'incidentreport',
      query: [],
      reports: ['globalIncidentSearch'],
      limit: 1000,
    },
  }).then((d) => d.globalIncidentSearch.rows);

journey(
  env,
  'quick search, flag and CPOMS push of one incident',
  async () => {
    // Service Setup (through the API): CPOMS on, pointing at the local receiver.
    const login = await apiLogin(env.portal.url, env.mail, DEMO.lead);
    const orgId = login.activeOrg.id;
    await call(login.apiToken, orgId, 'PUT', `/api/organisation/${orgId}/settings`, {
      data: { cpomsEnabled: true, cpomsDomain: receiver.url, cpomsApiKey: API_KEY },
    });
    const target = (await globalSearch(login.apiToken, orgId)).find(
      (r) => r.userCpomsId && !r.cpomsId && r.cpomsSyncFailed !== 1,
    );
    if (!target) throw new Error('The demo data has no incident of a child known to CPOMS');
    const answers = await call<{ questionKey: string; response: string }[]>(
      login.apiToken,
      orgId,
      'GET',
      `/api/formresponse?where=${encodeURIComponent(JSON.stringify({ submission: [target.id] }))}&fields=questionKey,response`,
    );
    const location = answers.find((a) => a.questionKey === 'location')?.response;
    expect(location).toBeTruthy();

    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);
    await page.goto('/incident/search/global');
    await ui.resultsTitle(page).waitFor();
    await page.getByRole('link', { name: 'Synced to CPOMS' }).waitFor();

    // Criteria: this child, at this location; saved as a quick search.
    await ui.field(page, 1).selectOption('studentName');
    await ui.value(page, 1).selectOption(String(target.userId));
    await page.getByRole('button', { name: 'Add Criteria' }).click();
    await ui.field(page, 2).selectOption('location');
    await ui.value(page, 2).fill(location!);
    await page.getByRole('button', { name: 'Add to Quick Search' }).click();
    await page.getByLabel(/Quick Search Name/).fill('E2E child at location');
    const saved = apiAnswer(page, 'PUT', '/api/usertag');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    expect((await saved).status()).toBe(200);
    await ui.toast(page, 'Quick Search has been saved').waitFor();

    // A fresh page: the saved search comes back from the server.
    await page.reload();
    await ui.resultsTitle(page).waitFor();
    const chooser = page.getByRole('combobox', { name: 'Quick Search', exact: true });
    await chooser
      .locator('option', { hasText: 'E2E child at location' })
      .waitFor({ state: 'attached' });
    await chooser.selectOption('E2E child at location');
    await page.getByRole('button', { name: 'Get Search' }).click();
    await ui.value(page, 2).waitFor();
    expect(await ui.value(page, 2).inputValue()).toBe(location);
    const searched = apiAnswer(page, 'POST', '/api/report/generate');
    await page.getByRole('button', { name: 'View Results' }).click();
    const body = (await (await searched).json()) as {
      data: { globalIncidentSearch: { rows: Row[] } };
    };
    const found = body.data.globalIncidentSearch.rows;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.userId === target.userId)).toBe(true);
    const row = ui.resultRow(page, target.reference);
    await row.waitFor();
    await screenshot(page, '11-search-results');

    // Flag it red: saved at once.
    const flagged = apiAnswer(page, 'PATCH', `/api/formsubmission/${target.id}`);
    await row.getByRole('button', { name: 'Red flag' }).click();
    expect((await flagged).status()).toBe(200);
    await row.getByRole('button', { name: 'Red flag', pressed: true }).waitFor();
    const afterFlag = (await globalSearch(login.apiToken, orgId)).find((r) => r.id === target.id);
    expect(afterFlag?.flag).toBe('red');

    // Push to CPOMS after the confirmation.
    await row.getByRole('button', { name: 'Push to CPOMS' }).click();
    await page
      .getByRole('dialog')
      .getByText('Are you sure you want to push this incident to CPOMS?')
      .waitFor();
    const pushed = apiAnswer(page, 'POST', `/api/formsubmission/${target.id}/cpoms/push`);
    await ui.confirmYes(page).click();
    expect((await pushed).status()).toBe(200);
    await ui.toast(page, 'Successfully pushed to CPOMS').waitFor();
    await row.getByRole('img', { name: 'Synced to CPOMS' }).waitFor();
    expect(receiver.pushes).toHaveLength(1);
    expect(receiver.pushes[0]!.body).toMatchObject({
      student_id: target.userCpomsId,
      external_id: String(target.id),
    });
    await screenshot(page, '11-pushed');

    // The Synced to CPOMS list shows it.
    await page.getByRole('link', { name: 'Synced to CPOMS' }).click();
    await page.waitForURL((url) => url.pathname === '/incident/cpoms');
    await ui.resultsTitle(page).waitFor();
    await ui
      .resultRow(page, target.reference)
      .getByRole('img', { name: 'Synced to CPOMS' })
      .waitFor();
    await screenshot(page, '11-cpoms-list');

    // Additional Actions: the related incidents as CSV.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^BeSmart - Related Incidents - \d{2}-\d{2}-\d{4}\.csv$/,
    );
    const csv = await fs.readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('"Reference","first name","last name","Incident Date","Incident Link"');
    expect(
      lines.some((l) =>
        l.startsWith(`"besmart-${target.reference}","${target.firstname}","${target.lastname}"`),
      ),
    ).toBe(true);
    env.expectNoProblems();
  },
  180_000,
);

journey(env, 'a published incident opens in the PDF viewer and downloads as PDF', async () => {
  const login = await apiLogin(env.portal.url, env.mail, DEMO.lead);
  const orgId = login.activeOrg.id;
  const me = (login as unknown as { userDetails: { id: number } }).userDetails.id;
  const child = (
    await call<{ id: number; firstName: string; lastName: string }[]>(
      login.apiToken,
      orgId,
      'GET',
      '/api/user?type=student&limit=5&fields=id,firstName,lastName',
    )
  )[0]!;
  const text = (questionKey: string, response: string) => ({ questionKey, response });
  const created = await call<{ id: number; reference: string; pdfUrl: string | null }>(
    login.apiToken,
    orgId,
    'POST',
    '/api/formsubmission',
    {
      data: {
        type: 'incidentreport',
        subType: 'lowlevel',
        status: 'Published',
        subject: child.id,
        responses: [
          text('studentName', String(child.id)),
          text('dateOfIncident', '2026-11-01'),
          text('timeOfIncident', '12:00'),
          text('location', 'Sports Hall'),
          text('completedBy', String(me)),
          text('staffInvolved', JSON.stringify([me])),
          text('studentsInvolved', JSON.stringify([child.id])),
          text('medicalInterventionRequired', 'No'),
          ...['lowLevel', 'mediumLevel', 'highLevel', 'recovery'].flatMap((level) =>
            ['Behaviour', 'Response', 'Strategy'].map((part) =>
              text(`${level}${part}`, `E2E ${level} ${part}`),
            ),
          ),
          ...['studentBehaviour', 'studentResponse', 'studentStrategy', 'likelyTriggers'].map(
            (key) => text(key, `E2E ${key}`),
          ),
          text('incidentDescription', 'E2E incident for the PDF viewer'),
        ],
      },
    },
  );
  expect(created.pdfUrl).toMatch(/^\/api\/file\/\d+$/);

  const { page } = await env.open();
  await signIn(page, env.mail, DEMO.lead);
  await page.goto('/incident/search/global');
  const row = ui.resultRow(page, created.reference);
  await row.waitFor();

  // Download: the file comes through the API with the session's token.
  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download PDF of besmart-${created.reference}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`besmart-${created.reference}.pdf`);
  const bytes = await fs.readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // View: /pdfviewer?url=... shows it inline, 700px high.
  const fetched = apiAnswer(page, 'GET', created.pdfUrl!);
  await row.getByRole('button', { name: `View PDF of besmart-${created.reference}` }).click();
  await page.waitForURL(
    (url) => url.pathname === '/pdfviewer' && url.searchParams.get('url') === created.pdfUrl,
  );
  const answer = await fetched;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers().authorization).toBe(
    `Bearer ${await page.evaluate(() => localStorage.getItem('apiToken'))}`,
  );
  const frame = page.getByTitle('PDF document');
  await frame.waitFor();
  expect(await frame.getAttribute('src')).toMatch(/^blob:/);
  expect((await frame.boundingBox())?.height).toBe(700);
  await page.waitForTimeout(1000);
  await screenshot(page, '11-pdf-viewer');

  // A link to another origin is never fetched with the token.
  const before = env.problems().length;
  await page.goto(`/pdfviewer?url=${encodeURIComponent('http://127.0.0.1:9/api/file/1')}`);
  await page.getByRole('button', { name: 'Back' }).waitFor();
  await expect(page.getByTitle('PDF document').count()).resolves.toBe(0);
  const logged = env.problems().slice(before);
  expect(logged.map((p) => p.text).join('\n')).toMatch(/Network response was not ok/);
  env.expectNoProblems([/Network response was not ok/]);
});
