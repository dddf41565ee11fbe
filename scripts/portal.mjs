#!/usr/bin/env node
// The README's two commands. Needs only Node and npm: pnpm is fetched through npx when it is not installed.
//   npm start  -> install, build the shell, remotes and server, start the built server (migrations and
//                 demo data at start)
//   npm test   -> install, type-check, lint, unit/component/server tests, build, browser tests (against
//                 the built server)
import { spawnSync, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = JSON.parse(
  readFileSync(path.join(root, 'package.json'), 'utf8'),
).packageManager.split('@')[1];

function pnpmCommand() {
  try {
    const v = execFileSync('pnpm', ['--version'], { encoding: 'utf8' }).trim();
    if (v.split('.')[0] === PNPM_VERSION.split('.')[0]) return ['pnpm'];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

const pnpm = pnpmCommand();

function run(args, { env = {}, allowFail = false } = {}) {
  const [cmd, ...rest] = [...pnpm, ...args];
  console.log(`\n> pnpm ${args.join(' ')}`);
  const res = spawnSync(cmd, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (res.status !== 0 && !allowFail) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${res.status ?? res.signal})`);
    process.exit(res.status ?? 1);
  }
  return res.status === 0;
}

function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run(['install', ...frozen]);
}

function build() {
  // The shell, the remotes and the server (server/dist/index.js).
  run(['build']);
}

function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n> apt-get install -y chromium (browser tests need it)');
    spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', 'chromium'], { stdio: 'inherit' });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'Browser tests need Chromium: install it (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

/** Runs one package's jest with a JSON report so the totals of every package can be printed at the end. */
function jest(pkg, reportDir, env = {}, label = pkg) {
  const out = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(['--filter', pkg, 'run', 'test', '--json', `--outputFile=${out}`], {
    env,
    allowFail: true,
  });
  if (!existsSync(out)) return { label, ok: false, passed: 0, failed: 1 };
  const r = JSON.parse(readFileSync(out, 'utf8'));
  return {
    label,
    ok,
    passed: r.numPassedTests,
    failed: r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0),
  };
}

function workspacePackages() {
  const listed = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((l) => l.match(/^\s*-\s*(\S+)/)?.[1])
    .filter(Boolean);
  return listed.filter((p) => existsSync(path.join(root, p, 'jest.config.cjs')));
}

function test() {
  install();
  run(['typecheck']);
  run(['lint']);
  run(['format:check']);
  const reportDir = mkdtempSync(path.join(tmpdir(), 'besmart-test-'));
  const unitPackages = workspacePackages().filter((p) => p !== 'e2e');
  const results = [];
  for (const p of unitPackages) {
    if (p === 'server' && process.env.TEST_DATABASE_URL) {
      // The server suite runs on embedded PGlite always, and again on PostgreSQL when one is given.
      results.push(jest(p, reportDir, { TEST_DATABASE_URL: '' }, 'server on PGlite'));
      results.push(jest(p, reportDir, {}, 'server on PostgreSQL'));
    } else {
      results.push(jest(p, reportDir));
    }
  }
  build();
  if (workspacePackages().includes('e2e')) {
    const chromium = ensureChromium();
    results.push(jest('e2e', reportDir, { CHROMIUM_PATH: chromium }));
  }
  rmSync(reportDir, { recursive: true, force: true });
  console.log('\nPackage results:');
  for (const r of results) console.log(`  ${r.label}: ${r.passed} passed, ${r.failed} failed`);
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  const allOk = results.every((r) => r.ok) && failed === 0;
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
  process.exit(allOk ? 0 : 1);
}

function start() {
  install();
  build();
  run(['--filter', 'server', 'start']);
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'test') test();
else {
  console.error('usage: node scripts/portal.mjs start|test');
  process.exit(2);
}
