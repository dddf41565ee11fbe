// The real sign-in flow through the mf-auth screens, including the e-mailed verification code.
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from './demo';
import type { MailCapture } from './mailCapture';
import { ui } from './ui';

export interface SignInResult {
  /** Whether the portal asked for an e-mailed code (false on a trusted browser). */
  usedCode: boolean;
}

/** Fills the login form already on screen and finishes sign-in; ends when the URL leaves /login. */
export async function completeSignIn(
  page: Page,
  mail: MailCapture,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignInResult> {
  await ui.loginEmail(page).fill(email);
  await ui.loginPassword(page).fill(password);
  const mark = mail.mark();
  await ui.loginNext(page).click();

  const leftLogin = page
    .waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 })
    .then(() => 'signed-in' as const);
  const askedForCode = ui
    .codeInput(page)
    .waitFor({ state: 'visible', timeout: 20_000 })
    .then(() => 'code' as const);
  const outcome = await Promise.race([leftLogin, askedForCode]);
  leftLogin.catch(() => undefined);
  askedForCode.catch(() => undefined);
  if (outcome === 'signed-in') return { usedCode: false };

  const code = await mail.readCode(email, { after: mark });
  await ui.codeInput(page).fill(code);
  await ui.verifyButton(page).click();
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 20_000 });
  return { usedCode: true };
}

export async function signIn(
  page: Page,
  mail: MailCapture,
  email: string,
  password = DEMO_PASSWORD,
): Promise<SignInResult> {
  await page.goto('/login');
  return completeSignIn(page, mail, email, password);
}
