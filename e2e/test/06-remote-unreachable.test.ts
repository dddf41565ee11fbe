// Journey 6: a remote whose deployment is unreachable shows "This area is unavailable" with Retry inside
// the layout, while the menu and the dashboard keep working; once it is reachable, Retry loads it in place.
import { screenshot } from '../src/harness/browser';
import { expectCounter, dashboardNumbersFromApi } from '../src/harness/dashboard';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { createRemotesFile, deadUrl, type RemotesFile } from '../src/harness/remotesFile';
import { storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const HEALTHY = { 'mf-auth': '/remotes/mf-auth/mf-manifest.json' };
let remotes: RemotesFile | undefined;

const env = setupJourney({
  name: '06-remote-unreachable',
  beforePortal: () => {
    remotes = createRemotesFile(HEALTHY);
    return { remotesJsonFile: remotes.file };
  },
});
afterAll(() => remotes?.remove());

journey(
  env,
  'dead remote -> area unavailable, menu and dashboard still work, Retry recovers',
  async () => {
    const file = remotes as RemotesFile;
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.lead);
    await ui.collaboratingHeading(page).waitFor();

    const dead = await deadUrl();
    file.write({ 'mf-auth': dead });
    const served = await fetch(`${env.portal.url}/remotes.json`);
    expect(((await served.json()) as Record<string, string>)['mf-auth']).toBe(dead);

    // A fresh page load of an mf-auth path (the privacy notice) while mf-auth cannot be reached.
    await page.goto('/privacy');
    await ui.areaUnavailable(page).waitFor();
    await ui.retry(page).waitFor();
    await ui.menuItem(page, 'Dashboard').waitFor();
    await screenshot(page, 'remote-unreachable');

    // The rest of the portal works: menu -> dashboard with its figures.
    await ui.menuItem(page, 'Dashboard').click();
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');
    const token = (await storedToken(page)) as string;
    const org = (await storedActiveOrg(page)) as { id: number };
    const numbers = await dashboardNumbersFromApi(page, token, org.id);
    await expectCounter(page, 'Service Users', numbers.numActiveStudents);
    await ui.collaboratingHeading(page).waitFor();

    // Back to the broken area (no reload): still the panel.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/privacy');
    await ui.areaUnavailable(page).waitFor();

    // Deploy is fixed; Retry loads the area without reloading the page.
    file.write(HEALTHY);
    await page.evaluate(() => {
      (window as unknown as { __noReload: boolean }).__noReload = true;
    });
    const manifestFetched = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/remotes/mf-auth/mf-manifest.json' && res.ok(),
    );
    await ui.retry(page).click();
    await manifestFetched;
    await ui.areaUnavailable(page).waitFor({ state: 'detached' });
    await page
      .getByRole('heading', { name: /privacy/i })
      .first()
      .waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);
    await ui.menuItem(page, 'Dashboard').waitFor();
    await screenshot(page, 'remote-recovered');

    const deadPort = new URL(dead).port;
    env.expectNoProblems([new RegExp(`127\\.0\\.0\\.1:${deadPort}`), /ERR_CONNECTION_REFUSED/]);
  },
);
