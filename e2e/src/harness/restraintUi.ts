// Issue 13 steps, by the words on screen: the Physical Intervention Report's restraint answers
// (what each member of staff did, restraint and seclusion with times) and the restraint record.
import type { Page } from 'playwright-core';

export type StaffRoleLabel = 'Applied a hold' | 'Observed';

export interface InterventionEntry {
  kind: 'Physical restraint' | 'Restraint without force' | 'Seclusion';
  start: [hours: string, minutes: string];
  end: [hours: string, minutes: string];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses what each named member of staff did (next to Staff Involved). */
export async function chooseStaffRoles(
  page: Page,
  roles: { name: string; role: StaffRoleLabel }[],
): Promise<void> {
  for (const { name, role } of roles) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^${escape(name)}`) })
      .getByLabel(role, { exact: true })
      .check();
  }
}

/** Adds one entry under "Restraint and seclusion" and fills its type and times. */
export async function addIntervention(page: Page, entry: InterventionEntry): Promise<void> {
  const before = await page.getByRole('group', { name: /^Intervention \d+$/ }).count();
  await page.getByRole('button', { name: 'Add an intervention' }).click();
  const group = page.getByRole('group', { name: `Intervention ${before + 1}`, exact: true });
  await group.getByLabel(/^Type/).selectOption({ label: entry.kind });
  const start = group.getByRole('group', { name: /^Start time/ });
  await start.getByLabel('Hours').selectOption(entry.start[0]);
  await start.getByLabel('Minutes').selectOption(entry.start[1]);
  const end = group.getByRole('group', { name: /^End time/ });
  await end.getByLabel('Hours').selectOption(entry.end[0]);
  await end.getByLabel('Minutes').selectOption(entry.end[1]);
}

/** The four deadline items of a record screen as "<item>: <state line>" texts. */
export async function deadlineTexts(page: Page): Promise<Record<string, string>> {
  const items = page.getByRole('region', { name: 'Deadlines' }).getByRole('listitem');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await items.count()); i += 1) {
    const item = items.nth(i);
    const title = (await item.getByRole('heading').textContent())?.trim() ?? '';
    out[title] = ((await item.textContent()) ?? '').replace(title, '').trim();
  }
  return out;
}

/**
 * Adds a person in a PersonPicker like incidentWizard's `choosePerson`, waiting up to `timeoutMs`
 * for the server's type-ahead answer: on a fresh portal under load the first search of the people
 * index (GET /api/user?q=) has taken longer than the default 15 s.
 */
export async function choosePersonPatiently(
  page: Page,
  picker: RegExp,
  name: string,
  timeoutMs = 60_000,
): Promise<void> {
  const box = page.getByRole('combobox', { name: picker });
  await box.click();
  await box.fill(name.split(' ')[0]!);
  await page
    .getByRole('listbox', { name: picker })
    .getByRole('option', { name: new RegExp(`^${escape(name)}`) })
    .first()
    .click({ timeout: timeoutMs });
  await page
    .getByRole('list', { name: new RegExp(`Chosen: ${picker.source.replace(/^\^/, '')}`) })
    .getByText(name, { exact: true })
    .waitFor({ timeout: timeoutMs });
}
