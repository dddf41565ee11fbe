// Starts the real portal: the built server process (server/dist/index.js, as `npm start` runs it)
// serving the built shell and remotes, on a free 127.0.0.1 port, with a fresh temporary DATA_DIR and
// mail going to the capture.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';
import { ARTIFACTS_DIR, REPO_ROOT, SERVER_DIR, SERVER_ENTRY } from './paths';

export interface Portal {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  /** Last lines the server printed (for failure messages). */
  logTail(lines?: number): string;
  stop(): Promise<void>;
}

export interface PortalOptions {
  name: string;
  smtpUrl: string;
  remotesJsonFile?: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}

/** Newest modification time (ms) of the files under `dir`, skipping tests. */
function newestSourceMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The browser tests run the built server: fail clearly without it, warn when the source is newer. */
function checkServerBuild() {
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(
      `The server is not built (${path.relative(REPO_ROOT, SERVER_ENTRY)} is missing): ` +
        'run `pnpm --filter server build` (npm start and npm test build it) before the browser tests.',
    );
  }
  const built = fs.statSync(SERVER_ENTRY).mtimeMs;
  const sources = [path.join(SERVER_DIR, 'src'), path.join(REPO_ROOT, 'shared-api', 'src')];
  if (sources.some((dir) => newestSourceMtime(dir) > built)) {
    console.warn(
      'server/dist/index.js is older than server/src or shared-api/src: these tests run the previous ' +
        'build (`pnpm --filter server build` to rebuild).',
    );
  }
}

async function waitForReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  tail: () => string,
) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `Portal server exited with code ${child.exitCode} before it was ready:\n${tail()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/auth/sso-status`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      lastProblem = `GET /api/auth/sso-status -> ${res.status}`;
    } catch (err) {
      lastProblem = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Portal not ready within ${timeoutMs} ms (${lastProblem}):\n${tail()}`);
}

async function startOnce(opts: PortalOptions): Promise<Portal> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `besmart-e2e-${opts.name}-`));
  fs.mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, `${opts.name}-server.log`);
  const log = fs.createWriteStream(logFile);
  const recent: string[] = [];

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: opts.smtpUrl,
    PUBLIC_URL: url,
    STATIC_ROOT: REPO_ROOT,
    SEED_DEMO: 'true',
    ...(opts.remotesJsonFile ? { REMOTES_JSON: opts.remotesJsonFile } : {}),
    ...opts.env,
  };
  // jest sets NODE_ENV=test; the portal must run as it does for a user.
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.OIDC_ISSUER;
  delete env.REDIS_URL;

  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
    cwd: SERVER_DIR,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    recent.push(...chunk.toString('utf8').split('\n'));
    if (recent.length > 400) recent.splice(0, recent.length - 400);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const logTail = (lines = 40) => recent.slice(-lines).join('\n');

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForReady(url, child, opts.readyTimeoutMs ?? 120_000, logTail);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, port, dataDir, logFile, logTail, stop };
}

/** Starts the portal; if the free port was taken in the meantime (EADDRINUSE), tries once more. */
export async function startPortal(opts: PortalOptions): Promise<Portal> {
  checkServerBuild();
  try {
    return await startOnce(opts);
  } catch (err) {
    if (!/EADDRINUSE/.test((err as Error).message)) throw err;
    return startOnce(opts);
  }
}
