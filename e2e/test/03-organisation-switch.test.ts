// Journey 3: the lead belongs to Demo School (Plus) and Demo Care Home (Care); the selector switches
// the active organisation, its name in the menu, the menu itself and the dashboard's figures.
import {
  dashboardNumbersFromApi,
  expectCounter,
  serviceUsersLabel,
} from '../src/harness/dashboard';
import { DEMO, DEMO_CARE, DEMO_SCHOOL } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { menuLabels, ui } from '../src/harness/ui';
import { screenshot } from '../src/harness/browser';
import type { Page } from 'playwright-core';

const env = setupJourney({ name: '03-org-switch' });

async function switchTo(page: Page, name: string) {
  const sessionCall = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/auth/session' && res.status() === 200,
  );
  await ui.orgSelector(page).selectOption({ label: name });
  await sessionCall;
  await page.waitForFunction(
    (n) => JSON.parse(window.localStorage.getItem('activeOrg') ?? '{}').name === n,
    name,
  );
}

journey(
  env,
  'switching organisation changes the name, the menu and the dashboard figures',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);
    await ui.menuItem(page, 'Dashboard').waitFor();
    expect((await storedActiveOrg(page))?.name).toBe(DEMO_SCHOOL);
    await ui.menu(page).getByText(DEMO_SCHOOL, { exact: true }).first().waitFor();
    expect(await menuLabels(page)).toContain('Smart Plans');

    await switchTo(page, DEMO_CARE);
    await ui.menu(page).getByText(DEMO_CARE, { exact: true }).first().waitFor();
    await ui.menuItem(page, 'Smart Plans').waitFor({ state: 'detached' });
    const careLabels = await menuLabels(page);
    expect(careLabels).not.toContain('Smart Plans');
    // The lead is a restricted member in Care and not in its safeguarding leads list.
    expect(careLabels).not.toContain('Analytics');

    const token = (await storedToken(page)) as string;
    const care = (await storedActiveOrg(page)) as { id: number };
    const careNumbers = await dashboardNumbersFromApi(page, token, care.id);
    // Care has its own terms: the counter's title follows them.
    const careLabel = await serviceUsersLabel(page);
    expect(careLabel).not.toBe('Service Users');
    await expectCounter(page, careLabel, careNumbers.numActiveStudents);
    await expectCounter(page, 'Incidents', careNumbers.totalNumberOfIncidents);
    await screenshot(page, 'dashboard-care-after-switch');

    await switchTo(page, DEMO_SCHOOL);
    await ui.menuItem(page, 'Smart Plans').waitFor();
    await ui.menuItem(page, 'Analytics').waitFor();
    const school = (await storedActiveOrg(page)) as { id: number };
    const schoolNumbers = await dashboardNumbersFromApi(page, token, school.id);
    await expectCounter(page, 'Service Users', schoolNumbers.numActiveStudents);
    env.expectNoProblems();
  },
);
