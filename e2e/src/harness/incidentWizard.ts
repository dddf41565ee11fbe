// Steps through the incident wizards as a user does: by labels and button names of spec 2.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser';
import { fetchInPage, storedActiveOrg, storedToken } from './session';

export const wizard = {
  heading2: (page: Page, name: string): Locator => page.getByRole('heading', { level: 2, name }),
  next: (page: Page): Locator => page.getByRole('button', { name: 'Next Page', exact: true }),
  yesNo: (page: Page, question: RegExp, answer: 'Yes' | 'No'): Locator =>
    page.getByRole('radiogroup', { name: question }).getByLabel(answer, { exact: true }),
  // Staff Involved and Service Users Involved are type-ahead pickers (shared-ui PersonPicker);
  // `.check()` adds the person, so journeys read as they did with checkboxes.
  staff: (page: Page, name: string) => ({
    check: () => choosePerson(page, /^Staff Involved/, name),
  }),
  people: (page: Page, name: string) => ({
    check: () => choosePerson(page, /^Service Users Involved/, name),
  }),
  // "Completed By" is a single-choice type-ahead (shared-ui PersonSelect); `.select()` chooses.
  completedBy: (page: Page, name: string) => ({
    select: () => selectPerson(page, /^Completed By/, name),
  }),
  comments: (page: Page): Locator => page.getByRole('region', { name: "Collaborator's Comments" }),
};

/**
 * Adds a person in a PersonPicker as a user does: types the name (the staff and service-user
 * pickers ask the server, GET /api/user?q=, after a pause in typing) and chooses the match.
 */
export async function choosePerson(page: Page, picker: RegExp, name: string): Promise<void> {
  const box = page.getByRole('combobox', { name: picker });
  await box.click();
  await box.pressSequentially(name, { delay: 20 });
  await page
    .getByRole('listbox', { name: picker })
    .getByRole('option', { name: new RegExp(`^${name}`) })
    .first()
    .click();
  await page
    .getByRole('list', { name: new RegExp(`Chosen: ${picker.source.replace(/^\^/, '')}`) })
    .getByText(name, { exact: true })
    .waitFor();
}

/**
 * Chooses the one person of a single-choice person field (shared-ui PersonSelect: "Service User
 * Name", "Completed By", the Smart Plan's person) as a user does: types the name (the server is
 * asked, GET /api/user?q=, after a pause in typing), chooses the match and waits for the box to
 * show it. `timeoutMs` allows for a slow first search on a fresh portal under load.
 */
export async function selectPerson(
  page: Page,
  field: RegExp,
  name: string,
  timeoutMs = 60_000,
): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill('');
  await box.pressSequentially(name, { delay: 20 });
  await page
    .getByRole('listbox', { name: field })
    .getByRole('option', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first()
    .click({ timeout: timeoutMs });
  await expectValue(box, name, timeoutMs);
}

async function expectValue(box: Locator, name: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await box.inputValue();
    if (value === name) return;
    if (Date.now() > until) throw new Error(`The person field shows '${value}', not '${name}'`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Today as the wizard's date field takes it (dd/mm/yyyy). */
export function todayText(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

/** Id of a service user of the active organisation, by name, read with the page's own token. */
export async function serviceUserId(page: Page, firstName: string, lastName: string) {
  const token = await storedToken(page);
  const org = await storedActiveOrg(page);
  const where = encodeURIComponent(JSON.stringify({ deleted: false }));
  const { status, body } = await fetchInPage(
    page,
    `/api/user?type=student&limit=1000&fields=id,firstName,lastName&where=${where}&orgId=${org?.id}`,
    token,
  );
  if (status !== 200) throw new Error(`GET /api/user answered ${status}`);
  const rows = (body as { data: { id: number; firstName: string; lastName: string }[] }).data;
  const person = rows.find((p) => p.firstName === firstName && p.lastName === lastName);
  if (!person) throw new Error(`No service user ${firstName} ${lastName}`);
  return person.id;
}

/** Moves on and waits for the next page's heading. */
export async function nextPage(page: Page, expectedHeading: string) {
  await wizard.next(page).click();
  await wizard.heading2(page, expectedHeading).waitFor();
}

export async function fillBehaviourDetails(page: Page) {
  for (const level of ['Low level', 'Medium level', 'High level', 'Recovery']) {
    const boxes = page.getByRole('region', { name: level }).getByRole('textbox');
    const count = await boxes.count();
    for (let i = 0; i < count; i += 1) await boxes.nth(i).fill(`${level}: answer ${i + 1}`);
  }
}

export async function fillPostIncidentLearning(page: Page) {
  await page.getByLabel(/point of view/).fill('Felt that nobody was listening');
  await page.getByLabel(/feeling\?/).fill('Angry, then embarrassed');
  await page.getByLabel(/What strategy could/).fill('Ask for a time-out card');
  await page.getByLabel(/likely triggers/).fill('Noise in the corridor at change-over');
}

/**
 * A full-page screenshot in e2e/artifacts/; with E2E_SHOTS_COPY set, also copied there (parallel
 * runs each empty e2e/artifacts/ when they start).
 */
export async function shot(page: Page, name: string): Promise<void> {
  const file = await screenshot(page, name);
  const copyDir = process.env.E2E_SHOTS_COPY;
  if (copyDir && fs.existsSync(file)) {
    fs.mkdirSync(copyDir, { recursive: true });
    fs.copyFileSync(file, path.join(copyDir, path.basename(file)));
  }
}
