// Journey 1: a new browser signs in with the e-mailed code and lands on a dashboard with real figures.
import { screenshot } from '../src/harness/browser';
import { dashboardNumbersFromApi, expectCounter } from '../src/harness/dashboard';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedActiveOrg, storedItem, storedToken } from '../src/harness/session';
import { completeSignIn, signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '01-signin-dashboard' });

journey(
  env,
  'sign in with the e-mailed code shows counters and the collaboration list',
  async () => {
    const { page } = await env.open();
    await page.goto('/login');
    await ui.loginNext(page).waitFor();
    await screenshot(page, 'login-page');

    const { usedCode } = await completeSignIn(page, env.mail, DEMO.staff);
    expect(usedCode).toBe(true);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');

    const token = await storedToken(page);
    const org = await storedActiveOrg(page);
    expect(token).toBeTruthy();
    expect(org?.name).toBe('Demo School');

    const expected = await dashboardNumbersFromApi(
      page,
      token as string,
      (org as { id: number }).id,
    );
    await expectCounter(page, 'Service Users', expected.numActiveStudents);
    await expectCounter(page, 'Users', expected.staffUsers);
    await expectCounter(page, 'Smart Plans', expected.behaviourDrafts);
    await expectCounter(page, 'Incidents', expected.totalNumberOfIncidents);
    expect(expected.numActiveStudents).toBeGreaterThan(0);

    await ui.collaboratingHeading(page).waitFor();
    const me = (await storedItem<{ id: number }>(page, 'userDetails'))?.id as number;
    const pending = expected.collaboratorRows.filter((r) => !r.collaboratorsFinished.includes(me));
    expect(pending.length).toBeGreaterThan(0);
    const hrefOf = (row: (typeof pending)[number]) =>
      row.subType === 'highlevel'
        ? `/incident/high-level/${row.subject}/edit/${row.latestSubmission}`
        : `/incident/${row.subject}/edit/${row.latestSubmission}`;
    for (const row of pending) await page.locator(`main a[href="${hrefOf(row)}"]`).waitFor();
    expect(await page.locator('main a[href^="/incident/"]').count()).toBe(pending.length);
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'dashboard');

    // 'X' acknowledges an incident: the server records it and the row leaves the list.
    const first = pending[0] as (typeof pending)[number];
    const ack = page.waitForResponse(
      (res) => new URL(res.url()).pathname === `/api/formsubmission/${first.id}/acknowledge`,
    );
    await page.getByRole('button', { name: `Acknowledge besmart-${first.reference}` }).click();
    expect((await ack).status()).toBe(200);
    await page.locator(`main a[href="${hrefOf(first)}"]`).waitFor({ state: 'detached' });
    const after = await dashboardNumbersFromApi(page, token as string, (org as { id: number }).id);
    const stillPending = after.collaboratorRows.filter(
      (r) => !r.collaboratorsFinished.includes(me),
    );
    expect(stillPending.map((r) => r.id)).not.toContain(first.id);
    env.expectNoProblems();
  },
);

journey(env, 'the same browser is trusted next time: no code is asked for', async () => {
  const { page } = await env.open();
  expect((await signIn(page, env.mail, DEMO.lead)).usedCode).toBe(true);
  await page.evaluate(() => window.localStorage.clear());
  const mailsBefore = env.mail.mark();
  expect((await signIn(page, env.mail, DEMO.lead)).usedCode).toBe(false);
  expect(
    env.mail.mails.filter((m) => m.seq > mailsBefore && m.to.includes(DEMO.lead)),
  ).toHaveLength(0);
  await ui.collaboratingHeading(page).waitFor();
  env.expectNoProblems();
});
