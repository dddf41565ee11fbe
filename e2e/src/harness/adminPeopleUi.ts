// Locators and steps of the service user journeys (directory, edit tabs, profile, bulk upload),
// by role and accessible name with the spec's words.
import type { Locator, Page } from 'playwright-core';

export const people = {
  main: (page: Page): Locator => page.locator('main'),
  toasts: (page: Page): Locator => page.getByLabel('Notifications'),
  /** A toast showing exactly `text` (toasts stay 5 s). */
  toast: (page: Page, text: string): Locator =>
    people.toasts(page).getByText(text, { exact: true }).first(),
  tab: (page: Page, name: string): Locator => page.getByRole('tab', { name, exact: true }),
  button: (page: Page, name: string): Locator =>
    people.main(page).getByRole('button', { name, exact: true }),
  link: (page: Page, name: string): Locator =>
    people.main(page).getByRole('link', { name, exact: true }),
  field: (page: Page, label: string | RegExp): Locator => people.main(page).getByLabel(label),
  directorySearch: (page: Page): Locator => page.getByRole('searchbox'),
  directoryRows: (page: Page): Locator =>
    page.getByRole('table', { name: /./ }).locator('tbody tr'),
  uploadInput: (page: Page): Locator => page.locator('input[type=file]'),
  uploadResults: (page: Page): Locator => page.getByRole('region', { name: 'Upload results' }),
};

export interface NewContact {
  firstName: string;
  lastName: string;
  role: string;
  email: string;
  phone: string;
}

/** Fills the Key Contacts form and presses 'Add Contact' (the list stays local until Save). */
export async function addKeyContact(page: Page, contact: NewContact): Promise<void> {
  await page.locator('#contact-firstName').fill(contact.firstName);
  await page.locator('#contact-lastName').fill(contact.lastName);
  await page.locator('#contact-role').fill(contact.role);
  await page.locator('#contact-email').fill(contact.email);
  await page.locator('#contact-phone').fill(contact.phone);
  await people.button(page, 'Add Contact').click();
}

/** The id in /serviceuser/{id}/edit once the browser is there. */
export async function waitForEditUrl(page: Page): Promise<number> {
  await page.waitForURL((url) => /^\/serviceuser\/\d+\/edit$/.test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/')[2]);
}

export const SERVICE_USER_CSV_HEADER = 'firstName,lastName,ethnicity,gender,dob,email,reference';

/**
 * A service user CSV of `count` rows with learner numbers `{prefix}-0001`...; the rows at `bad`
 * (1-based data rows) carry a gender outside the spec's list.
 */
export function serviceUserCsv(count: number, prefix: string, bad: number[]): string {
  const ethnicities = ['white', 'mixed', 'asian', 'black', 'other'];
  const rows = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const gender = bad.includes(n) ? 'unknown' : n % 2 ? 'female' : 'male';
    const day = String((i % 28) + 1).padStart(2, '0');
    return [
      'Bulk',
      `Pupil ${n}`,
      ethnicities[i % ethnicities.length],
      gender,
      `${day}/09/2013`,
      '',
      `${prefix}-${String(n).padStart(4, '0')}`,
    ].join(',');
  });
  return `${[SERVICE_USER_CSV_HEADER, ...rows].join('\n')}\n`;
}
