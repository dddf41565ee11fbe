// `node --import tsx bench/loginFirstLoad.ts`: only the first-load JS of /login against the bare React
// page (part 1 of `pnpm bench`), with every script listed, for measuring a build change quickly. Needs
// the shell and mf-auth built (other remotes are not loaded by /login). BENCH_STATIC_ROOT serves the
// builds of another tree (<root>/shell/dist, <root>/mf-auth/dist) instead of this one's. No pass/fail.
import fs from 'node:fs';
import { launchChromium } from '../src/harness/browser';
import { startMailCapture } from '../src/harness/mailCapture';
import { startPortal } from '../src/harness/portal';
import { startStaticHost } from '../src/harness/staticHost';
import { buildBareReact } from './bareReactBuild';
import { measureFirstLoadJs } from './firstLoadJs';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const mail = await startMailCapture();
  const portal = await startPortal({
    name: 'bench-login',
    smtpUrl: mail.url,
    env: process.env.BENCH_STATIC_ROOT ? { STATIC_ROOT: process.env.BENCH_STATIC_ROOT } : {},
  });
  const bareDir = await buildBareReact();
  const bareHost = await startStaticHost({ '/': bareDir });
  const browser = await launchChromium();
  try {
    const login = await measureFirstLoadJs(
      browser,
      `${portal.url}/login`,
      'button:has-text("Next")',
    );
    const bare = await measureFirstLoadJs(browser, `${bareHost.url}/`, '#ready');
    console.table(
      Object.fromEntries(
        login.scripts.map((s) => [
          new URL(s.url).pathname,
          { gzip: kb(s.gzip), wire: kb(s.wire), encoding: s.encoding },
        ]),
      ),
    );
    console.table({
      '/login': {
        files: login.files,
        gzip: kb(login.gzipBytes),
        'JS on the wire': kb(login.wireBytes),
        'all on the wire': kb(login.wireAllBytes),
      },
      'bare React 19': {
        files: bare.files,
        gzip: kb(bare.gzipBytes),
        'JS on the wire': kb(bare.wireBytes),
        'all on the wire': kb(bare.wireAllBytes),
      },
    });
    console.log(`first-load JS ratio (gzip): ${(login.gzipBytes / bare.gzipBytes).toFixed(2)}x`);
  } finally {
    await browser.close();
    await bareHost.close();
    await portal.stop();
    await mail.close();
    fs.rmSync(bareDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
