// Every locator the journeys use, in one place: by role and accessible name, with the spec's words.
import type { Locator, Page } from 'playwright-core';

export const ui = {
  loginEmail: (page: Page): Locator => page.getByLabel(/^e-?mail( address)?\s*\*?$/i).first(),
  loginPassword: (page: Page): Locator => page.getByLabel(/^password\s*\*?$/i).first(),
  loginNext: (page: Page): Locator => page.getByRole('button', { name: 'Next', exact: true }),
  codeInput: (page: Page): Locator =>
    page.getByRole('textbox', { name: /verification code/i }).first(),
  verifyButton: (page: Page): Locator => page.getByRole('button', { name: 'Verify', exact: true }),

  /** The side menu (a navigation landmark). */
  menu: (page: Page): Locator => page.getByRole('navigation').first(),
  menuItem: (page: Page, label: string | RegExp): Locator =>
    ui.menu(page).getByRole('link', { name: label, exact: typeof label === 'string' }),
  orgSelector: (page: Page): Locator => ui.menu(page).getByRole('combobox').first(),
  logout: (page: Page): Locator =>
    page
      .getByRole('link', { name: /log ?out/i })
      .or(page.getByRole('button', { name: /log ?out/i })),

  collaboratingHeading: (page: Page): Locator => page.getByText("Incidents I'm collaborating on"),
  areaUnavailable: (page: Page): Locator => page.getByText(/This area is unavailable/i).first(),
  retry: (page: Page): Locator => page.getByRole('button', { name: /retry/i }),
};

/** Visible menu labels, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const links = ui.menu(page).getByRole('link');
  const texts = await links.allInnerTexts();
  return texts.map((t) => t.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
