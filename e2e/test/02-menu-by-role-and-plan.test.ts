// Journey 2: the side menu follows spec 3 §2.2 for the user's role and the organisation's plan.
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedActiveOrg } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { menuLabels, ui } from '../src/harness/ui';
import type { Page } from 'playwright-core';

const env = setupJourney({ name: '02-menu' });

async function signedInMenu(email: string): Promise<{ page: Page; labels: string[] }> {
  const { page } = await env.open();
  await signIn(page, env.mail, email);
  await ui.menuItem(page, 'Dashboard').waitFor();
  return { page, labels: await menuLabels(page) };
}

async function hrefOf(page: Page, label: string): Promise<string | null> {
  return new URL((await ui.menuItem(page, label).getAttribute('href')) ?? '', page.url()).pathname;
}

journey(
  env,
  'safeguarding lead (Demo School, Plus): Analytics, System Users, global incident search, Smart Plans',
  async () => {
    const { page, labels } = await signedInMenu(DEMO.lead);
    expect((await storedActiveOrg(page))?.name).toBe('Demo School');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Record & Plan',
        'Incidents',
        'Smart Plans',
        'Analytics',
        'Directory',
        'System Users',
      ]),
    );
    expect(await hrefOf(page, 'Incidents')).toBe('/incident/search/global');
    expect(await hrefOf(page, 'Analytics')).toBe('/reports');
    expect(await hrefOf(page, 'System Users')).toBe('/users');
    expect(await hrefOf(page, 'Smart Plans')).toBe('/plans');
    await ui.menu(page).getByText(DEMO.lead).first().waitFor();
    env.expectNoProblems();
  },
);

journey(
  env,
  'restricted staff (Demo School): no Analytics, System Users or Service Setup; own incident search',
  async () => {
    const { page, labels } = await signedInMenu(DEMO.staff);
    expect(labels).toEqual(
      expect.arrayContaining([
        'Dashboard',
        'Record & Plan',
        'Incidents',
        'Smart Plans',
        'Directory',
      ]),
    );
    expect(labels).not.toContain('Analytics');
    expect(labels).not.toContain('System Users');
    expect(labels.some((l) => /setup/i.test(l))).toBe(false);
    expect(await hrefOf(page, 'Incidents')).toBe('/incident/search');
    expect(await hrefOf(page, 'Directory')).toBe('/serviceusers');
    env.expectNoProblems();
  },
);

journey(env, 'organisation admin (Demo School): Service Setup and System Users', async () => {
  const { page, labels } = await signedInMenu(DEMO.schoolAdmin);
  expect(labels).toContain('Service Setup');
  expect(labels).toContain('System Users');
  expect(await hrefOf(page, 'Service Setup')).toBe('/servicesetup');
  env.expectNoProblems();
});

journey(env, 'Care plan admin (Demo Care Home): no Smart Plans item', async () => {
  const { page, labels } = await signedInMenu(DEMO.careAdmin);
  expect((await storedActiveOrg(page))?.name).toBe('Demo Care Home');
  expect(labels).toEqual(
    expect.arrayContaining(['Dashboard', 'Record & Plan', 'Incidents', 'Directory']),
  );
  expect(labels).not.toContain('Smart Plans');
  await ui.menu(page).getByText('Demo Care Home').first().waitFor();
  env.expectNoProblems();
});
