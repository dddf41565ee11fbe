// Journey 7: a remote is redeployed (a new copy published elsewhere, remotes.json pointed at it) and the
// next page load uses the new build, with no shell rebuild and no server restart.
import { screenshot } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { journey, setupJourney } from '../src/harness/journey';
import { MF_AUTH_DIST, SHELL_DIST } from '../src/harness/paths';
import { copyAndPatchDist, hashTree, type RedeployedCopy } from '../src/harness/redeploy';
import { createRemotesFile, type RemotesFile } from '../src/harness/remotesFile';
import { startStaticHost, type StaticHost } from '../src/harness/staticHost';
import { completeSignIn } from '../src/harness/signIn';
import { ui } from '../src/harness/ui';

const ORIGINAL = 'Forgotten your password?';
const PATCHED = 'Forgotten your password? (v2)';

let remotes: RemotesFile | undefined;
let copy: RedeployedCopy | undefined;
let cdn: StaticHost | undefined;

const env = setupJourney({
  name: '07-remote-redeploy',
  beforePortal: async () => {
    remotes = createRemotesFile({ 'mf-auth': '/remotes/mf-auth/mf-manifest.json' });
    copy = copyAndPatchDist(MF_AUTH_DIST, ORIGINAL, PATCHED, 'mf-auth v2');
    cdn = await startStaticHost({ '/remotes/v2/': copy.dir });
    return { remotesJsonFile: remotes.file };
  },
});
afterAll(async () => {
  await cdn?.close();
  copy?.remove();
  remotes?.remove();
});

journey(
  env,
  'pointing remotes.json at a new build of mf-auth switches the page to it on reload',
  async () => {
    const shellBefore = hashTree(SHELL_DIST);
    const { page } = await env.open();
    const requested: string[] = [];
    page.on('request', (req) => requested.push(req.url()));

    await page.goto('/login');
    await page.getByText(ORIGINAL, { exact: true }).waitFor();
    expect(requested.some((u) => u.endsWith('/remotes/mf-auth/mf-manifest.json'))).toBe(true);
    expect(await page.getByText(PATCHED).count()).toBe(0);

    const v2Manifest = `${(cdn as StaticHost).url}/remotes/v2/mf-manifest.json`;
    (remotes as RemotesFile).write({ 'mf-auth': v2Manifest });
    requested.length = 0;
    await page.reload();
    await page.getByText(PATCHED, { exact: true }).waitFor();
    await screenshot(page, 'login-after-redeploy');

    expect(requested).toContain(v2Manifest);
    expect(requested.filter((u) => u.includes('/remotes/mf-auth/'))).toEqual([]);
    expect((cdn as StaticHost).served).toEqual(
      expect.arrayContaining(['/remotes/v2/mf-manifest.json', '/remotes/v2/remoteEntry.js']),
    );
    expect(
      (copy as RedeployedCopy).patchedFiles.some((f) =>
        (cdn as StaticHost).served.includes(`/remotes/v2/${f}`),
      ),
    ).toBe(true);

    // The new build is fully working: sign in through it.
    await completeSignIn(page, env.mail, DEMO.staff);
    await page.waitForURL((url) => url.pathname === '/dashboard' || url.pathname === '/');
    await ui.collaboratingHeading(page).waitFor();

    expect(hashTree(SHELL_DIST)).toEqual(shellBefore);
    env.expectNoProblems();
  },
);
