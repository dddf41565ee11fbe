// Journey 5: Logout ends the session in the browser AND on the server (the old token is refused).
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { fetchInPage, storedActiveOrg, storedToken } from '../src/harness/session';
import { signIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '05-logout' });

journey(env, 'logout goes to /login and the old token gets 401 from the API', async () => {
  const { page } = await env.open();
  await signIn(page, env.mail, DEMO.staff);
  await ui.collaboratingHeading(page).waitFor();
  const token = (await storedToken(page)) as string;
  const org = (await storedActiveOrg(page)) as { id: number };
  expect(token).toBeTruthy();

  const before = await fetchInPage(page, `/api/user?type=student&limit=5&orgId=${org.id}`, token);
  expect(before.status).toBe(200);

  const logoutCall = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/auth/logout' && res.request().method() === 'POST',
  );
  await ui.logout(page).first().click();
  expect((await logoutCall).status()).toBe(200);
  await page.waitForURL((url) => url.pathname === '/login');
  await ui.loginNext(page).waitFor();
  expect(await storedToken(page)).toBeNull();
  expect(await ui.menuItem(page, 'Dashboard').count()).toBe(0);

  // Asked from Node, not the page, so the expected 401 does not show up as a browser console error.
  const after = await fetch(`${env.portal.url}/api/user?type=student&limit=5&orgId=${org.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status).toBe(401);
  expect(await after.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });

  // Back to a private page: the portal asks for sign-in again.
  await page.goto('/dashboard');
  await page.waitForURL((url) => url.pathname === '/login');
  env.expectNoProblems();
});
