// Smart Plans journey helpers: the wizard's lists and tabs by their accessible names, and axe-core
// run on a screen at the desktop width and at a phone width (390 px).
import type { Locator, Page } from 'playwright-core';
import { hasHorizontalScroll, seriousViolations, type AxeFinding } from './a11y';
import { shot } from './incidentWizard';

export const plansUi = {
  step: (page: Page, name: string): Locator => page.getByRole('heading', { level: 2, name }),
  list: (page: Page, label: string): Locator =>
    page.getByRole('group', { name: new RegExp(`^${label}`) }),
  next: (page: Page): Locator => page.getByRole('button', { name: 'Next Page', exact: true }),
  dialog: (page: Page): Locator => page.getByRole('dialog'),
};

/** Moves to the next tab and waits for its heading. */
export async function nextTab(page: Page, heading: string): Promise<void> {
  await plansUi.next(page).click();
  await plansUi.step(page, heading).waitFor();
}

/**
 * Makes a required list answered: when no item of it is ticked (pre-filled items may be missing),
 * adds one of the user's own.
 */
export async function ensureListAnswered(page: Page, label: string, text: string): Promise<void> {
  const group = plansUi.list(page, label);
  await group.waitFor();
  const checked = await group.getByRole('checkbox', { checked: true }).count();
  if (checked > 0) return;
  await page.getByRole('button', { name: `Add an item to ${label}`, exact: true }).click();
  await page.getByRole('textbox', { name: `${label}: added item 1` }).fill(text);
}

/** dd/mm/yyyy of today plus `days` (the wizard's date fields). */
export function dateText(days: number, now = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

export type { AxeFinding };

/**
 * axe on the current screen at the page's width and at 390 px (then back): serious or critical
 * violations are returned with where they are; a screenshot of each width is kept.
 */
export async function axeBothWidths(page: Page, name: string): Promise<AxeFinding[]> {
  const desktop = page.viewportSize() ?? { width: 1280, height: 860 };
  const found = (await seriousViolations(page)).map((v) => ({ ...v, help: `[desktop] ${v.help}` }));
  await shot(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  const phone = await seriousViolations(page);
  const overflow = await hasHorizontalScroll(page);
  await shot(page, `${name}-phone`);
  await page.setViewportSize(desktop);
  const all = [...found, ...phone.map((v) => ({ ...v, help: `[390px] ${v.help}` }))];
  if (overflow)
    all.push({
      id: 'page-overflow',
      impact: 'serious',
      help: '[390px] page wider than the screen',
      targets: [],
    });
  return all;
}

/** Fails with the findings when a screen has serious or critical axe violations. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const findings = await axeBothWidths(page, name);
  if (findings.length > 0) {
    throw new Error(`axe on ${name}:\n${JSON.stringify(findings, null, 2)}`);
  }
}
