// Journey 40 (issue 14): the administration screens (mf-admin) for each role (safeguarding lead,
// restricted staff, school admin, Care admin) at 1280 px and 390 px: axe clean (no serious or
// critical violation), no sideways scroll, one <main> and one <h1>, a screenshot per screen and
// width; and the actions a role may not take are absent (Delete, Bulk Upload, Add, other staff's
// e-mails, Reset Password and Delete User on your own account), as the server would refuse them.
import type { Page } from 'playwright-core';
import { assertNoHorizontalScroll, atWidths, scanA11y } from '../src/harness/a11y';
import { DEMO } from '../src/harness/demo';
import { shot } from '../src/harness/incidentWizard';
import { journey, setupJourney } from '../src/harness/journey';
import { storedItem } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';

const env = setupJourney({ name: '40-admin-by-role' });

const WIDTHS = [1280, 390];

interface Role {
  name: string;
  email: string;
  /** serviceUserManage: Add, Bulk Upload and Delete in the directory. */
  managesServiceUsers: boolean;
  /** userManage: staff e-mails, Add User, Bulk Upload, Edit, Delete and Reset on /users. */
  managesStaff: boolean;
  /** serviceSetupManage: Service Setup and Add Content / Edit on content. */
  managesSetup: boolean;
}

const ROLES: Role[] = [
  {
    name: 'lead',
    email: DEMO.lead,
    managesServiceUsers: true,
    managesStaff: true,
    managesSetup: true,
  },
  {
    name: 'staff',
    email: DEMO.staff,
    managesServiceUsers: false,
    managesStaff: false,
    managesSetup: false,
  },
  {
    name: 'admin',
    email: DEMO.schoolAdmin,
    managesServiceUsers: true,
    managesStaff: true,
    managesSetup: true,
  },
  {
    name: 'care-admin',
    email: DEMO.careAdmin,
    managesServiceUsers: true,
    managesStaff: true,
    managesSetup: true,
  },
];

const main = (page: Page) => page.locator('main');
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await h1(page).first().waitFor();
}

/** The screen at both widths: axe, no sideways scroll, one <main>, one <h1>, a screenshot each. */
async function checkScreen(page: Page, label: string): Promise<void> {
  await atWidths(page, WIDTHS, async (width) => {
    const name = `${label} ${width}px`;
    await scanA11y(page, name);
    await assertNoHorizontalScroll(page, name);
    expect(await page.getByRole('main').count()).toBe(1);
    expect(await h1(page).count()).toBe(1);
    await shot(page, `40-${label.replace(/\s+/g, '-')}-${width}`);
  });
}

async function present(page: Page, role: 'button' | 'link', name: string | RegExp) {
  return (
    (await main(page)
      .getByRole(role, { name, exact: typeof name === 'string' })
      .count()) > 0
  );
}

for (const role of ROLES) {
  journey(
    env,
    `${role.name}: directory, profile, edit, staff, roles, setup and content at 1280 and 390 px`,
    async () => {
      const { page } = await env.open();
      await page.goto('/login');
      await signIn(page, env.mail, role.email);
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      const me = (await storedItem<{ id: number }>(page, 'userDetails'))!.id;

      // Directory: actions by permission; the CSV export and print for everyone.
      await visit(page, '/serviceusers');
      const firstRow = page.getByRole('table').locator('tbody tr').first();
      await firstRow.waitFor();
      expect(await present(page, 'link', 'Bulk Upload')).toBe(role.managesServiceUsers);
      expect(await present(page, 'link', /^Add /)).toBe(role.managesServiceUsers);
      expect(await firstRow.getByRole('button', { name: /^Delete / }).count()).toBe(
        role.managesServiceUsers ? 1 : 0,
      );
      expect(await present(page, 'button', 'Export CSV')).toBe(true);
      const download = page.waitForEvent('download');
      await main(page).getByRole('button', { name: 'Export CSV' }).click();
      expect((await download).suggestedFilename()).toMatch(/^BeSmart - .+ - \d\d-\d\d-\d{4}\.csv$/);
      await checkScreen(page, `${role.name} directory`);

      // A person's profile and edit screens (reached as a user would, from the directory).
      const profileHref = await firstRow
        .getByRole('link', { name: /^View profile of / })
        .getAttribute('href');
      const personId = Number(profileHref!.split('/')[2]);
      await visit(page, `/serviceuser/${personId}/profile`);
      await checkScreen(page, `${role.name} profile`);
      await visit(page, `/serviceuser/${personId}/edit`);
      await main(page).getByRole('tab', { name: 'Details', exact: true }).waitFor();
      expect(await present(page, 'button', 'Save')).toBe(role.managesServiceUsers);
      if (!role.managesServiceUsers) {
        await main(page).getByText('You do not have permission to edit service users').waitFor();
        expect(await main(page).getByLabel('First Name').isDisabled()).toBe(true);
      }
      await checkScreen(page, `${role.name} service user edit`);
      await main(page).getByRole('tab', { name: 'Groups', exact: true }).click();
      expect(await present(page, 'button', 'Create Group')).toBe(role.managesServiceUsers);
      await checkScreen(page, `${role.name} service user groups`);
      if (role.managesServiceUsers) {
        await main(page).getByRole('tab', { name: 'Access', exact: true }).click();
        await main(page)
          .getByRole('combobox', { name: /Staff members/ })
          .waitFor();
        await checkScreen(page, `${role.name} service user access`);
        await visit(page, '/serviceuser/new/upload');
        await checkScreen(page, `${role.name} service user upload`);
      }

      // System Users: other staff's e-mails and every write only for those who manage staff.
      await visit(page, '/users');
      await page.getByRole('table').locator('tbody tr').first().waitFor();
      const headers = (await page.getByRole('columnheader').allInnerTexts()).join('|');
      expect(headers.includes('E-mail')).toBe(role.managesStaff);
      expect(await present(page, 'button', 'Add User')).toBe(role.managesStaff);
      expect(await present(page, 'button', 'Bulk Upload')).toBe(role.managesStaff);
      if (!role.managesStaff) {
        expect(
          await main(page)
            .getByText(/@demo-(school|care)\.test/)
            .count(),
        ).toBe(0);
        expect(
          await main(page)
            .getByRole('button', { name: /^Delete / })
            .count(),
        ).toBe(0);
      }
      await checkScreen(page, `${role.name} system users`);
      // Spec 3 §2.12: on small screens the e-mail and created columns are hidden.
      await atWidths(page, [360], async () => {
        const shown = await page
          .getByRole('table')
          .locator('tbody tr')
          .first()
          .locator('td:visible')
          .allInnerTexts();
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.filter((text) => /@|\d\d\/\d\d\/\d{4}/.test(text))).toEqual([]);
      });

      // Your own account: never Reset Password or Delete User, the reason shown instead.
      await visit(page, `/user/${me}/edit`);
      expect(await present(page, 'button', 'Delete User')).toBe(false);
      expect(await present(page, 'button', 'Reset Password')).toBe(false);
      await main(page)
        .getByText(
          role.managesStaff
            ? 'You cannot delete your own account'
            : 'You do not have permission to edit users',
        )
        .waitFor();
      await checkScreen(page, `${role.name} own account`);

      // Roles, Service Setup, content.
      await visit(page, '/roles');
      expect(await present(page, 'button', 'Add Role')).toBe(role.managesSetup);
      await checkScreen(page, `${role.name} roles`);
      if (role.managesSetup) {
        const edit = main(page)
          .getByRole('link', { name: /^Edit / })
          .first();
        await edit.click();
        await page.getByRole('checkbox').first().waitFor();
        await checkScreen(page, `${role.name} role edit`);
      }
      await visit(page, '/servicesetup');
      await checkScreen(page, `${role.name} service setup`);

      await visit(page, '/content');
      expect(await present(page, 'button', 'Add Content')).toBe(role.managesSetup);
      await checkScreen(page, `${role.name} content`);
      const item = main(page).getByRole('listitem').getByRole('link').first();
      if ((await item.count()) > 0) {
        await item.click();
        await page.waitForURL((url) => /^\/content\/\d+\/view$/.test(url.pathname));
        await page.waitForLoadState('networkidle');
        // The item's type heads its card once it has arrived (the list's own headings are
        // category titles, so a heading left over from the list cannot satisfy this wait).
        await main(page)
          .getByRole('heading', { level: 2, name: /^(Article|Audio|Category|Image|PDF|Video)$/ })
          .waitFor();
        expect(await present(page, 'link', 'Edit')).toBe(role.managesSetup);
        await checkScreen(page, `${role.name} content view`);
      }

      env.expectNoProblems();
    },
    300_000,
  );
}
