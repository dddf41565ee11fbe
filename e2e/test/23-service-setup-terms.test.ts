// Journey 23: the school's admin changes the wording in Service Setup; after the automatic reload the
// side menu, the dashboard and the directory use the new words, for other staff too.
import { adminUi, changeTerms } from '../src/harness/adminSetupUi';
import { screenshot } from '../src/harness/browser';
import { counterValue } from '../src/harness/dashboard';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { storedItem } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '23-service-setup-terms' });

const TERMS = {
  service: 'school',
  servicePlural: 'schools',
  serviceUser: 'pupil',
  serviceUserPlural: 'pupils',
};

journey(
  env,
  'new service-user term shows in the menu, dashboard and directory',
  async () => {
    const { page } = await env.open();
    await signIn(page, env.mail, DEMO.schoolAdmin);
    await ui.menuItem(page, 'Service Setup').waitFor();
    await ui.menuItem(page, 'Service Setup').click();
    await page.waitForURL((url) => url.pathname === '/servicesetup');
    await adminUi.setupTerm(page, 'Service user').waitFor();
    expect(await adminUi.setupTerm(page, 'Service user').inputValue()).toBe('service user');
    await screenshot(page, 'service-setup');

    const tagsSaved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/organisationtag' && r.request().method() === 'PUT',
    );
    const sessionRefreshed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/auth/session',
    );
    await changeTerms(page, TERMS);
    expect((await tagsSaved).status()).toBe(200);
    expect((await sessionRefreshed).status()).toBe(200);
    expect(await storedItem(page, 'terms')).toEqual({
      serviceUser: 'pupil',
      serviceUserPlural: 'pupils',
      service: 'school',
      servicePlural: 'schools',
    });

    // After the reload the page itself shows the saved words, and the menu the new service term.
    await adminUi.setupTerm(page, 'Service user').waitFor();
    expect(await adminUi.setupTerm(page, 'Service user').inputValue()).toBe('pupil');
    await ui.menuItem(page, 'School Setup').waitFor();
    expect(await ui.menuItem(page, 'Service Setup').count()).toBe(0);

    await ui.menuItem(page, 'Dashboard').click();
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');
    expect(await counterValue(page, 'Pupils')).toBeGreaterThan(0);
    await screenshot(page, 'dashboard-pupils');

    await ui.menuItem(page, 'Directory').click();
    await page.waitForURL((url) => url.pathname === '/serviceusers');
    await page.getByRole('heading', { name: 'Pupils', exact: true }).waitFor();
    await page.getByText('Add Pupil', { exact: true }).first().waitFor();
    await screenshot(page, 'directory-pupils');

    // Another member of staff of the same school sees the new words from their next sign-in.
    const { page: staff } = await env.open();
    await signIn(staff, env.mail, DEMO.staff);
    expect(await counterValue(staff, 'Pupils')).toBeGreaterThan(0);
    expect(await staff.getByText('Service Users', { exact: true }).count()).toBe(0);
    env.expectNoProblems();
  },
  180_000,
);
