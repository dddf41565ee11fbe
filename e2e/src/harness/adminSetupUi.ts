// Locators and steps of the administration journeys (System Users, invitation, Service Setup), by
// role and accessible name with the spec's words.
import type { Locator, Page } from 'playwright-core';

export const adminUi = {
  /** A toast or any visible text, first match. */
  text: (page: Page, text: string | RegExp): Locator => page.getByText(text).first(),
  button: (page: Page, name: string): Locator => page.getByRole('button', { name, exact: true }),

  // System Users and Invite User (spec 3 §2.12, §2.13).
  usersTable: (page: Page): Locator => page.getByRole('table', { name: 'System Users' }),
  inviteEmail: (page: Page): Locator =>
    page.getByRole('form', { name: 'Invite User' }).getByRole('textbox', { name: 'Email' }),
  inviteRole: (page: Page): Locator =>
    page.getByRole('form', { name: 'Invite User' }).getByRole('combobox', { name: 'Role' }),

  // Invitation acceptance (mf-auth, /user/activate).
  activateFirstName: (page: Page): Locator => page.getByLabel(/^First name/),
  activateLastName: (page: Page): Locator => page.getByLabel(/^Last name/),
  activatePassword: (page: Page): Locator => page.getByLabel(/^Password/).first(),
  activateTerms: (page: Page): Locator =>
    page.getByRole('checkbox', { name: /accept the terms and conditions/ }),

  // Service Setup (spec 3 §2.16).
  setupTerm: (page: Page, label: string): Locator =>
    page.getByRole('region', { name: 'Terms' }).getByRole('textbox', { name: label, exact: true }),
};

/** Sends the invitation from /user/new/edit; ends on /users with the 'User added' toast. */
export async function inviteStaff(page: Page, email: string, roleLabel: string): Promise<void> {
  await page.goto('/users');
  await adminUi.button(page, 'Add User').click();
  await page.waitForURL((url) => url.pathname === '/user/new/edit');
  await adminUi.inviteEmail(page).fill(email);
  await adminUi.inviteRole(page).selectOption({ label: roleLabel });
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/user/invite');
  await adminUi.button(page, 'Invite User').click();
  const response = await sent;
  if (response.status() !== 200) {
    throw new Error(
      `POST /api/user/invite answered ${response.status()}: ${await response.text()}`,
    );
  }
  await adminUi.text(page, 'User added').waitFor();
  await page.waitForURL((url) => url.pathname === '/users');
}

export interface NewAccount {
  firstName: string;
  lastName: string;
  password: string;
}

/** Opens the mailed /user/activate link and accepts the invitation; ends on /login. */
export async function acceptInvitation(
  page: Page,
  link: string,
  account: NewAccount,
): Promise<void> {
  await page.goto(link);
  await adminUi.activateFirstName(page).fill(account.firstName);
  await adminUi.activateLastName(page).fill(account.lastName);
  await adminUi.activatePassword(page).fill(account.password);
  await adminUi.activateTerms(page).check();
  await adminUi.button(page, 'Accept the invitation').click();
  await adminUi.text(page, 'Your account has been activated. Please login to continue.').waitFor();
  await page.waitForURL((url) => url.pathname === '/login');
}

/**
 * Changes the four terms in Service Setup and saves; resolves once the page has reloaded itself
 * (spec: 1.5 s after 'Your changes have been saved').
 */
export async function changeTerms(
  page: Page,
  terms: { service: string; servicePlural: string; serviceUser: string; serviceUserPlural: string },
): Promise<void> {
  const fields: [string, string][] = [
    ['Service', terms.service],
    ['Plural service', terms.servicePlural],
    ['Service user', terms.serviceUser],
    ['Plural service user', terms.serviceUserPlural],
  ];
  for (const [label, value] of fields) await adminUi.setupTerm(page, label).fill(value);
  const reloaded = page.waitForEvent('framenavigated', { timeout: 20_000 });
  await adminUi.button(page, 'Save').click();
  await adminUi.text(page, 'Your changes have been saved').waitFor();
  await reloaded;
  await page.waitForLoadState('load');
}
