// Journey 4: a private path visited signed out goes to /login and, after sign-in, back to that path.
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { completeSignIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const env = setupJourney({ name: '04-protected-route' });

journey(env, 'signed-out /serviceusers -> /login -> sign in -> back on /serviceusers', async () => {
  const { page } = await env.open();
  await page.goto('/serviceusers?view=active');
  await page.waitForURL((url) => url.pathname === '/login');
  const returnTo = new URL(page.url()).searchParams.get('returnTo');
  expect(returnTo).toBe('/serviceusers?view=active');
  await ui.loginNext(page).waitFor();
  // The menu is hidden while signed out.
  expect(await ui.menuItem(page, 'Dashboard').count()).toBe(0);

  await completeSignIn(page, env.mail, DEMO.staff);
  await page.waitForURL((url) => url.pathname === '/serviceusers');
  expect(new URL(page.url()).search).toBe('?view=active');
  // The directory (mf-admin) is there, with the person's table.
  await page.getByRole('columnheader', { name: 'Learner Number' }).waitFor();
  await ui.menuItem(page, 'Directory').waitFor();
  await screenshot(page, 'serviceusers-after-return');
  env.expectNoProblems();
});

journey(
  env,
  'a returnTo pointing off-site is ignored: sign-in lands on the dashboard',
  async () => {
    const { page } = await env.open();
    await page.goto('/login?returnTo=' + encodeURIComponent('https://example.org/phish'));
    await completeSignIn(page, env.mail, DEMO.staff);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');
    expect(new URL(page.url()).host).toBe(new URL(env.portal.url).host);
    await ui.collaboratingHeading(page).waitFor();
    env.expectNoProblems();
  },
);

journey(
  env,
  'an unknown private path, signed in, shows the shell 404 text inside the layout',
  async () => {
    const { page } = await env.open();
    await page.goto('/no-such-screen');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/no-such-screen');
    await completeSignIn(page, env.mail, DEMO.lead);
    await page.waitForURL((url) => url.pathname === '/no-such-screen');
    await page.getByText('404: page not found - to be created', { exact: true }).waitFor();
    await ui.menuItem(page, 'Dashboard').waitFor();
    env.expectNoProblems();
  },
);
