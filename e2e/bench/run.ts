// `pnpm bench`: figures next to baselines measured in the same run on the same machine. No pass/fail.
import { spawn } from 'node:child_process';
import type { BrowserContext } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiLogin } from '../src/harness/api';
import { launchChromium } from '../src/harness/browser';
import { DEMO } from '../src/harness/demo';
import { freePort } from '../src/harness/freePort';
import { startMailCapture } from '../src/harness/mailCapture';
import { E2E_ROOT } from '../src/harness/paths';
import { startPortal } from '../src/harness/portal';
import { startStaticHost } from '../src/harness/staticHost';
import { buildBareReact } from './bareReactBuild';
import { measureFirstLoadJs, type FirstLoadJs } from './firstLoadJs';
import { runLoad } from './load';
import { median, timeBarePage, timeSignInToDashboard, trustedContexts } from './timeToDashboard';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
// BENCH_ONLY=firstload: part 1 only; BENCH_ONLY=browser: parts 1 and 2 (no API load on the server).
const ONLY = process.env.BENCH_ONLY;
if (ONLY && ONLY !== 'firstload' && ONLY !== 'browser')
  throw new Error(`BENCH_ONLY=${ONLY}: expected 'firstload' or 'browser'`);
// The login rate limit is per account, so the timed sign-ins rotate over the demo accounts.
const ACCOUNTS = [DEMO.staff, DEMO.lead, DEMO.careAdmin, DEMO.careStaff];

const ratio = (a: number, b: number) => Number((a / b).toPrecision(3));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const summary = (m: FirstLoadJs) => ({
  files: m.files,
  rawBytes: m.rawBytes,
  gzipBytes: m.gzipBytes,
  wireBytes: m.wireBytes,
  wireAllBytes: m.wireAllBytes,
});
/** How the scripts were sent, e.g. 'br x18, identity x1'. */
const encodings = (m: FirstLoadJs) => {
  const counts = new Map<string, number>();
  for (const s of m.scripts) counts.set(s.encoding, (counts.get(s.encoding) ?? 0) + 1);
  return [...counts].map(([e, n]) => `${e} x${n}`).join(', ');
};

async function startBareFastify(payloadFile: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, 'bareFastify.ts')],
    {
      cwd: E2E_ROOT,
      env: { ...process.env, PORT: String(port), PAYLOAD_FILE: payloadFile },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('listening') && resolve());
    child.once('exit', (code) => reject(new Error(`bare Fastify exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

function writeResults(results: object) {
  const outDir = path.join(E2E_ROOT, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`written ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
}

async function main() {
  const mail = await startMailCapture();
  // Sign-in limits raised so BENCH_RUNS can grow; everything else as `pnpm start` runs it.
  const portal = await startPortal({
    name: 'bench',
    smtpUrl: mail.url,
    env: { RATE_LIMIT_IP_PER_MINUTE: '1000', RATE_LIMIT_ACCOUNT_PER_15_MIN: '1000' },
  });
  const bareDir = await buildBareReact();
  const bareHost = await startStaticHost({ '/': bareDir });
  const browser = await launchChromium();
  const cleanup: (() => unknown)[] = [
    () => browser.close(),
    () => bareHost.close(),
    () => portal.stop(),
    () => mail.close(),
    () => fs.rmSync(bareDir, { recursive: true, force: true }),
  ];
  try {
    console.log(`portal ${portal.url}, bare React page ${bareHost.url}/`);

    // 1. First-load JS
    const loginJs = await measureFirstLoadJs(
      browser,
      `${portal.url}/login`,
      'button:has-text("Next")',
    );
    const bareJs = await measureFirstLoadJs(browser, `${bareHost.url}/`, '#ready');
    const firstLoadJs = {
      login: summary(loginJs),
      bareReact: summary(bareJs),
      ratio: ratio(loginJs.gzipBytes, bareJs.gzipBytes),
      loginScripts: loginJs.scripts.map((s) => ({
        url: new URL(s.url).pathname,
        gzip: s.gzip,
        wire: s.wire,
        encoding: s.encoding,
      })),
    };
    const table: Record<string, Record<string, string | number>> = {
      'first-load JS (gzip)': {
        portal: `${kb(loginJs.gzipBytes)} (${loginJs.files} files, /login)`,
        baseline: `${kb(bareJs.gzipBytes)} (${bareJs.files} files, bare React 19)`,
        ratio: firstLoadJs.ratio,
      },
      'first-load on the wire': {
        portal: `${kb(loginJs.wireBytes)} JS, ${kb(loginJs.wireAllBytes)} all (/login, ${encodings(loginJs)})`,
        baseline: `${kb(bareJs.wireBytes)} JS, ${kb(bareJs.wireAllBytes)} all (bare React 19, ${encodings(bareJs)})`,
        // The bench's static host sends the bare page uncompressed: no like-for-like ratio.
        ratio: '-',
      },
    };
    const partial = (results: Record<string, unknown>) => {
      console.log('');
      console.table(table);
      const machine = { cpus: os.cpus().length, node: process.version };
      writeResults({ at: new Date().toISOString(), machine, only: ONLY, ...results });
    };
    if (ONLY === 'firstload') return partial({ firstLoadJs });

    // 2. Sign-in to dashboard (trusted device) vs bare page load
    const contexts = await trustedContexts(browser, portal.url, mail, ACCOUNTS);
    const signInTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const email = ACCOUNTS[i % ACCOUNTS.length] as string;
      signInTimes.push(await timeSignInToDashboard(contexts.get(email) as BrowserContext, email));
    }
    for (const c of contexts.values()) await c.close();
    const bareTimes: number[] = [];
    for (let i = 0; i < RUNS; i += 1)
      bareTimes.push(await timeBarePage(browser, `${bareHost.url}/`));
    const signInToDashboard = {
      runs: RUNS,
      medianMs: median(signInTimes),
      samplesMs: signInTimes,
      bareReactLoadMedianMs: median(bareTimes),
      bareSamplesMs: bareTimes,
      ratio: ratio(median(signInTimes), median(bareTimes)),
    };
    table['sign-in -> dashboard (median)'] = {
      portal: `${signInToDashboard.medianMs} ms (${RUNS} runs, trusted device)`,
      baseline: `${signInToDashboard.bareReactLoadMedianMs} ms (bare React page load)`,
      ratio: signInToDashboard.ratio,
    };
    if (ONLY === 'browser') return partial({ firstLoadJs, signInToDashboard });

    // 3. API throughput vs bare Fastify
    const login = await apiLogin(portal.url, mail, DEMO.schoolAdmin);
    const school = login.userOrganisations.find((o) => o.name === 'Demo School') ?? login.activeOrg;
    const listUrl = `${portal.url}/api/user?type=student&limit=1000&orgId=${school.id}`;
    const headers = { authorization: `Bearer ${login.apiToken}` };
    const sample = await fetch(listUrl, { headers });
    const sampleBody = await sample.text();
    if (!sample.ok) throw new Error(`GET /api/user -> ${sample.status} ${sampleBody}`);
    const payloadFile = path.join(
      fs.mkdtempSync(path.join(os.tmpdir(), 'besmart-bench-')),
      'users.json',
    );
    fs.writeFileSync(payloadFile, sampleBody);
    const bare = await startBareFastify(payloadFile);
    cleanup.unshift(() => bare.stop());
    const opts = { durationMs: LOAD_MS, concurrency: CONCURRENCY };
    const apiLoad = await runLoad(listUrl, headers, opts);
    const bareLoad = await runLoad(`${bare.url}/api/user?type=student&limit=1000`, {}, opts);
    // One client at a time: the latency of a single call, without queueing.
    const single = { durationMs: Math.min(LOAD_MS, 3_000), concurrency: 1 };
    const apiSingle = await runLoad(listUrl, headers, single);
    const bareSingle = await runLoad(`${bare.url}/api/user?type=student&limit=1000`, {}, single);

    const results = {
      at: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version },
      firstLoadJs,
      signInToDashboard,
      apiThroughput: {
        rows: (JSON.parse(sampleBody) as { data: unknown[] }).data.length,
        responseBytes: Buffer.byteLength(sampleBody),
        portal: apiLoad,
        bareFastify: bareLoad,
        ratio: ratio(apiLoad.requestsPerSecond, bareLoad.requestsPerSecond),
        singleClient: { portal: apiSingle, bareFastify: bareSingle },
      },
    };

    console.log('');
    console.table({
      ...table,
      'GET /api/user students (rps)': {
        portal: `${apiLoad.requestsPerSecond} rps (p50 ${apiLoad.latencyMs.p50} ms, ${apiLoad.failed} non-2xx)`,
        baseline: `${bareLoad.requestsPerSecond} rps (bare Fastify, p50 ${bareLoad.latencyMs.p50} ms)`,
        ratio: results.apiThroughput.ratio,
      },
      'GET /api/user, 1 client (p50)': {
        portal: `${apiSingle.latencyMs.p50} ms (${apiSingle.requestsPerSecond} rps)`,
        baseline: `${bareSingle.latencyMs.p50} ms (${bareSingle.requestsPerSecond} rps)`,
        ratio: ratio(apiSingle.latencyMs.p50, bareSingle.latencyMs.p50),
      },
    });
    writeResults(results);
    fs.rmSync(path.dirname(payloadFile), { recursive: true, force: true });
  } finally {
    for (const step of cleanup) await Promise.resolve(step()).catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
