import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { DEMO_PASSWORD } from '../../src/seed/index';
import { latestCode, postLogin } from '../helpers/auth';
import { createTestApp, type TestApp } from '../helpers/testApp';

function write(root: string, rel: string, content: string) {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'besmart-headers-'));
  write(root, 'shell/dist/index.html', '<!doctype html><title>BeSmart</title>');
  write(root, 'shell/dist/main.3f2a9c1d.js', 'console.log("shell")');
  write(root, 'shell/dist/main.3f2a9c1d.js.map', '{"sources":["webpack://shell/src/secret.ts"]}');
  write(root, 'mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
  write(root, 'mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write(root, 'mf-auth/dist/412.9ab1c2d3.js.map', '{"sources":["webpack://mf-auth/src/x.ts"]}');
  return root;
}

/** The CSP of an answer as directive name -> values. */
function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  const directives = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

describe('security headers', () => {
  let root: string;
  let t: TestApp;
  const saved = { ...process.env };

  beforeAll(async () => {
    root = fakeBuild();
    delete process.env.REMOTES_JSON;
    delete process.env.REMOTE_MF_AUTH_URL;
    t = await createTestApp({ config: { staticRoot: root } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
    process.env = { ...saved };
  });
  afterEach(() => {
    delete process.env.REMOTE_MF_AUTH_URL;
  });

  it('pages carry a strict CSP: scripts from this origin only, no inline script or eval, no framing', async () => {
    for (const url of ['/', '/dashboard', '/user/activate?token=abc']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      const csp = policyOf(res);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('script-src-attr')).toEqual(["'none'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('connect-src')).toEqual(["'self'", 'blob:']);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('object-src')).not.toContain('*');
      const header = String(res.headers['content-security-policy']);
      expect(header).not.toMatch(/unsafe-eval/);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Off by default: the default start is plain http on localhost.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it("allows a remote's origin named in the remotes map for scripts and manifests, nothing wider", async () => {
    process.env.REMOTE_MF_AUTH_URL = 'http://127.0.0.1:47001/remotes/v2/mf-manifest.json';
    const res = await t.app.inject('/login');
    const csp = policyOf(res);
    expect(csp.get('script-src')).toEqual(["'self'", 'http://127.0.0.1:47001']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'blob:', 'http://127.0.0.1:47001']);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/(^|\s)\*(\s|;|$)/);
    // Read per request, like /remotes.json: pointing the remote back needs no restart.
    delete process.env.REMOTE_MF_AUTH_URL;
    expect(policyOf(await t.app.inject('/login')).get('script-src')).toEqual(["'self'"]);
  });

  it('API answers, the sign-in answer with its token included, are no-store and nosniff', async () => {
    const first = await postLogin(t.app, {
      username: 'staff@demo-school.test',
      password: DEMO_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const code = await latestCode(t.db, 'staff@demo-school.test');
    const signedIn = await postLogin(t.app, {
      username: 'staff@demo-school.test',
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(signedIn.json().data.apiToken).toEqual(expect.any(String));
    const others = await Promise.all([
      t.app.inject('/api/auth/sso-status'),
      t.app.inject('/api/user?orgId=1'),
      t.app.inject('/api/no-such-route'),
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: '{bad json',
        headers: { 'content-type': 'application/json' },
      }),
    ]);
    expect(others.map((r) => r.statusCode)).toEqual([200, 401, 404, 400]);
    for (const res of [first, signedIn, ...others]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(policyOf(res).get('default-src')).toEqual(["'none'"]);
      expect(policyOf(res).get('frame-ancestors')).toEqual(["'none'"]);
    }
  });

  it('the API docs page gets the page policy (swagger-ui runs with no inline script)', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(policyOf(res).get('script-src')).toEqual(["'self'"]);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves no source map by default', async () => {
    for (const url of ['/main.3f2a9c1d.js.map', '/remotes/mf-auth/412.9ab1c2d3.js.map']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('webpack://');
    }
    expect((await t.app.inject('/main.3f2a9c1d.js')).statusCode).toBe(200);
  });

  it("marks a remote's files loadable from other origins (CORP), the shell's same-origin", async () => {
    const entry = await t.app.inject('/remotes/mf-auth/remoteEntry.js');
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const shell = await t.app.inject('/main.3f2a9c1d.js');
    expect(shell.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('security header options', () => {
  let root: string;
  let t: TestApp;
  beforeAll(async () => {
    root = fakeBuild();
    t = await createTestApp({
      seed: false,
      config: {
        staticRoot: root,
        hstsMaxAge: 31_536_000,
        serveSourceMaps: true,
        publicUrl: 'https://portal.example',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('HSTS_MAX_AGE sends Strict-Transport-Security on pages and API answers', async () => {
    for (const url of ['/', '/api/auth/sso-status']) {
      const res = await t.app.inject(url);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('an https PUBLIC_URL upgrades insecure requests', async () => {
    expect(policyOf(await t.app.inject('/')).has('upgrade-insecure-requests')).toBe(true);
  });

  it('SERVE_SOURCE_MAPS serves the maps', async () => {
    const res = await t.app.inject('/remotes/mf-auth/412.9ab1c2d3.js.map');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('webpack://mf-auth');
    expect((await t.app.inject('/main.3f2a9c1d.js.map')).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('reads HSTS_MAX_AGE and SERVE_SOURCE_MAPS, both off by default', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({})).toMatchObject({ hstsMaxAge: 0, serveSourceMaps: false });
    expect(loadConfig({ HSTS_MAX_AGE: '63072000', SERVE_SOURCE_MAPS: 'true' })).toMatchObject({
      hstsMaxAge: 63_072_000,
      serveSourceMaps: true,
    });
    expect(() => loadConfig({ HSTS_MAX_AGE: 'a year' })).toThrow(/HSTS_MAX_AGE/);
  });
});
