// Locators and steps of the mf-incidents screens (Record hub, logs, incident search), with the
// spec's words.
import type { Locator, Page, Response } from 'playwright-core';

export const incidentsUi = {
  toast: (page: Page, text: string): Locator =>
    page.getByLabel('Notifications').getByText(text, { exact: true }),
  confirmYes: (page: Page): Locator =>
    page.getByRole('dialog').getByRole('button', { name: 'Yes', exact: true }),

  /**
   * Chooses a service user in the single-choice type-ahead (shared-ui PersonSelect, searching the
   * server) by typing part of the name; the option also shows the reference, so it is matched by
   * its start.
   */
  async pickPerson(page: Page, name: string): Promise<void> {
    const box = page.getByRole('combobox').first();
    await box.click();
    await box.fill(name.slice(0, 4));
    const start = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`);
    await page.getByRole('option', { name: start }).first().click();
  },

  field: (page: Page, n: number): Locator =>
    page.getByRole('combobox', { name: `Field ${n}`, exact: true }),
  value: (page: Page, n: number): Locator => page.getByLabel(`Value ${n}`, { exact: true }),
  resultsTitle: (page: Page): Locator => page.getByRole('heading', { name: /^First 250 Results/ }),
  resultRow: (page: Page, reference: string): Locator =>
    page
      .getByRole('region', { name: 'Results' })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: `besmart-${reference}`, exact: true }) }),
};

/** Waits for the API answer of `method path` (path without query). */
export function apiAnswer(page: Page, method: string, path: string | RegExp): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    const matches = typeof path === 'string' ? url.pathname === path : path.test(url.pathname);
    return matches && res.request().method() === method;
  });
}
