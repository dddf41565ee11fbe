// Journey 8 (beyond the brief's seven, it exercises readLink): forgotten password -> the mailed link ->
// /reset-password with the strength rule -> the old password no longer works, the new one does; the link
// is single use; an unknown address gets the same answer and no mail.
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { completeSignIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';
import { screenshot } from '../src/harness/browser';
import type { Page } from 'playwright-core';

const REQUESTED = 'A password reset has been requested. Please check your inbox.';
const NEW_PASSWORD = 'Harbour-Lantern-Quietly-58';

const env = setupJourney({ name: '08-password-reset' });

async function requestReset(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgotten your password?' }).click();
  await page.getByRole('form', { name: 'Reset your password' }).waitFor();
  await ui.loginEmail(page).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(REQUESTED).first().waitFor();
}

journey(env, 'reset by e-mailed link, then only the new password signs in', async () => {
  const { page } = await env.open();

  const beforeUnknown = env.mail.mark();
  await requestReset(page, 'nobody@demo-school.test');

  const mark = env.mail.mark();
  await requestReset(page, DEMO.staff);
  const link = await env.mail.readLink(DEMO.staff, '/reset-password?token=', { after: mark });
  expect(new URL(link).origin).toBe(env.portal.url);
  expect(env.mail.mails.filter((m) => m.seq > beforeUnknown && m.seq <= mark)).toHaveLength(0);

  await page.goto(link);
  const field = page.getByLabel(/^new password/i);
  const change = page.getByRole('button', { name: 'Change Password' });
  await field.fill('password1');
  expect(await change.isDisabled()).toBe(true);
  await field.fill(NEW_PASSWORD);
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('button')).some(
      (b) => b.textContent === 'Change Password' && !b.disabled,
    ),
  );
  await screenshot(page, 'reset-password');
  const resetCall = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/auth/password/reset',
  );
  await change.click();
  expect((await resetCall).status()).toBe(200);
  await page.getByText('Your password has been reset').first().waitFor();
  await page.waitForURL((url) => url.pathname === '/login');

  // The old password is refused.
  await ui.loginEmail(page).fill(DEMO.staff);
  await ui.loginPassword(page).fill('BeSmart-Demo-2026!');
  await ui.loginNext(page).click();
  await page.getByText('Incorrect email or password').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');

  // The new one works (new browser: code included).
  await page.goto('/login');
  await completeSignIn(page, env.mail, DEMO.staff, NEW_PASSWORD);
  await ui.collaboratingHeading(page).waitFor();

  // The link cannot be used twice.
  const again = await fetch(`${env.portal.url}/api/auth/password/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      data: { token: new URL(link).searchParams.get('token'), password: 'Another-Strong-Pass-77' },
    }),
  });
  expect(again.status).toBe(400);
  expect(await again.json()).toEqual({
    error: 'This password reset link is invalid or has expired',
  });
  env.expectNoProblems([/status of 401 \(Unauthorized\)/]);
});
