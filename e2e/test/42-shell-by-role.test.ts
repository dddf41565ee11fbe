// Journey 42 (issue 14): the shell's own routes and the sign-in screens for each role (safeguarding
// lead, restricted staff, school admin, Care admin) at 1280 px and 390 px: axe clean (no serious or
// critical violation), no sideways scroll, one <main> and one <h1>, the skip link as the first tab
// stop, the menu button and drawer on a phone, the highlighted menu item, the items a role may not
// use absent, and logout from the drawer.
import type { Page } from 'playwright-core';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { DEMO } from '../src/harness/demo';
import { shot } from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '42-shell-by-role' });

const WIDTHS = [1280, 390];
const NOT_FOUND = '404: page not found - to be created';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });

interface Role {
  name: string;
  email: string;
  /** Menu items this role must see and must not see (spec 3 §2.2). */
  sees: string[];
  notSees: string[];
}

const ROLES: Role[] = [
  {
    name: 'lead',
    email: DEMO.lead,
    sees: ['Dashboard', 'Record & Plan', 'Incidents', 'Smart Plans', 'Analytics', 'System Users'],
    notSees: [],
  },
  {
    name: 'staff',
    email: DEMO.staff,
    sees: ['Dashboard', 'Record & Plan', 'Incidents', 'Smart Plans', 'Directory'],
    notSees: ['Analytics', 'System Users', 'Service Setup', 'AI Insights'],
  },
  {
    name: 'admin',
    email: DEMO.schoolAdmin,
    sees: ['Dashboard', 'Directory', 'System Users', 'Service Setup'],
    notSees: [],
  },
  {
    name: 'care-admin',
    email: DEMO.careAdmin,
    sees: ['Dashboard', 'Record & Plan', 'Directory'],
    notSees: ['Smart Plans'],
  },
];

/** The page at both widths: axe, no sideways scroll, one <main>, one <h1>, a screenshot each. */
async function checkScreen(page: Page, label: string, h1: string | RegExp): Promise<void> {
  await atWidths(page, WIDTHS, async (width) => {
    const name = `${label} ${width}px`;
    await scanA11y(page, name);
    await assertNoHorizontalScroll(page, name);
    expect(await page.getByRole('main').count()).toBe(1);
    const headings = page.getByRole('heading', { level: 1 });
    expect(await headings.count()).toBe(1);
    if (typeof h1 === 'string') expect((await headings.innerText()).trim()).toBe(h1);
    else expect(await headings.innerText()).toMatch(h1);
    await shot(page, `42-${label.replace(/\s+/g, '-')}-${width}`);
  });
}

async function highlighted(page: Page): Promise<string[]> {
  return mainMenu(page).locator('a[aria-current="page"]').allInnerTexts();
}

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const role of ROLES) {
  journey(
    env,
    `${role.name}: login, dashboard, privacy, terms, 404 and logout at 1280 and 390 px`,
    async () => {
      const { page } = await env.open();

      await visit(page, '/login');
      await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
      await checkScreen(page, `${role.name} login`, /.+/);

      await signIn(page, env.mail, role.email);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');

      // Keyboard: the first tab stop skips to the content.
      await page.keyboard.press('Tab');
      const first = page.locator(':focus');
      expect((await first.innerText()).trim()).toBe('Skip to main content');
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

      // The menu: the role's items, none it may not use, Dashboard highlighted.
      const labels = (await mainMenu(page).getByRole('link').allInnerTexts()).map((t) => t.trim());
      for (const label of role.sees) expect(labels).toContain(label);
      for (const label of role.notSees) expect(labels.join('|')).not.toContain(label);
      expect(await highlighted(page)).toEqual(['Dashboard']);
      expect(await menuButton(page).isVisible()).toBe(false);
      await checkScreen(page, `${role.name} dashboard`, 'Dashboard');

      // Privacy, terms and the 404: no menu item highlighted; the spec's 404 text as the heading.
      for (const [path, label] of [
        ['/privacy', 'privacy'],
        ['/tandc', 'terms'],
      ] as const) {
        await visit(page, path);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await highlighted(page)).toEqual([]);
        await checkScreen(page, `${role.name} ${label}`, /.+/);
      }
      await visit(page, '/no/such/page');
      await page.getByRole('heading', { level: 1, name: NOT_FOUND }).waitFor();
      expect(await highlighted(page)).toEqual([]);
      await checkScreen(page, `${role.name} 404`, NOT_FOUND);

      // A phone: the menu is behind the Menu button; the drawer opens on the current item,
      // Escape closes it and gives focus back; Logout works from the drawer.
      await visit(page, '/dashboard');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await atWidths(page, [390], async () => {
        await menuButton(page).waitFor();
        expect(await mainMenu(page).isVisible()).toBe(false);
        expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
        await menuButton(page).click();
        await mainMenu(page).waitFor();
        expect(
          await page.evaluate(() => document.activeElement?.getAttribute('aria-current')),
        ).toBe('page');
        await scanA11y(page, `${role.name} menu drawer 390px`);
        await shot(page, `42-${role.name}-drawer-390`);
        await page.keyboard.press('Escape');
        expect(await mainMenu(page).isVisible()).toBe(false);
        expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toMatch(
          /Menu$/,
        );
        await menuButton(page).click();
        const loggedOut = page.waitForURL((url) => url.pathname === '/login');
        await mainMenu(page).getByRole('link', { name: 'Logout' }).click();
        await loggedOut;
        await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
        expect(await menuButton(page).count()).toBe(0);
        await scanA11y(page, `${role.name} login after logout 390px`);
        await assertNoHorizontalScroll(page);
      });
      env.expectNoProblems();
    },
    240_000,
  );
}
