// Time from pressing sign-in on a trusted browser (no code step) to an interactive dashboard (counters
// rendered), and the time to load the bare React page, both measured the same way: wall clock around
// the user action until the element appears.
import type { Browser, BrowserContext } from 'playwright-core';
import { blockExternal } from '../src/harness/browser';
import { counterValue, serviceUsersLabel } from '../src/harness/dashboard';
import type { MailCapture } from '../src/harness/mailCapture';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';
import { DEMO_PASSWORD } from '../src/harness/demo';

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** Trusts one browser context per account (one sign-in with the mailed code each). */
export async function trustedContexts(
  browser: Browser,
  baseURL: string,
  mail: MailCapture,
  emails: string[],
): Promise<Map<string, BrowserContext>> {
  const out = new Map<string, BrowserContext>();
  for (const email of emails) {
    const context = await browser.newContext({ baseURL });
    await blockExternal(context);
    const page = await context.newPage();
    await signIn(page, mail, email);
    await page.close();
    out.set(email, context);
  }
  return out;
}

export async function timeSignInToDashboard(
  context: BrowserContext,
  email: string,
): Promise<number> {
  const page = await context.newPage();
  await page.goto('/login');
  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await ui.loginEmail(page).fill(email);
  await ui.loginPassword(page).fill(DEMO_PASSWORD);
  const start = Date.now();
  await ui.loginNext(page).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
  // The first counter is titled with the organisation's own term (e.g. 'Young People' in Care).
  const titles = [await serviceUsersLabel(page), 'Users', 'Smart Plans', 'Incidents'];
  await Promise.all(titles.map((t) => counterValue(page, t, 30_000, 'raf')));
  const elapsed = Date.now() - start;
  if (await ui.codeInput(page).isVisible())
    throw new Error(`${email}: asked for a code on a trusted browser`);
  await page.close();
  return elapsed;
}

export async function timeBarePage(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  await blockExternal(context);
  const page = await context.newPage();
  const start = Date.now();
  await page.goto(url);
  await page.locator('#ready').waitFor();
  const elapsed = Date.now() - start;
  await context.close();
  return elapsed;
}
