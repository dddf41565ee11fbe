import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { NOT_BUILT_MESSAGE, registerStatic } from '../../src/static/index';
import { IMMUTABLE, NO_CACHE } from '../../src/static/cache';

function write(root: string, rel: string, content: string) {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'besmart-static-'));
  write(root, 'shell/dist/index.html', '<!doctype html><title>BeSmart</title>');
  write(root, 'shell/dist/main.3f2a.js', 'console.log("shell")');
  write(root, 'shell/dist/.env', 'SECRET=1');
  write(root, 'mf-auth/dist/mf-manifest.json', '{"name":"mf_auth"}');
  write(root, 'mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write(root, 'mf-auth/dist/static/js/412.9ab1.js', 'chunk');
  write(root, 'mf-admin/dist/mf-manifest.json', '{"name":"mf_admin"}');
  mkdirSync(path.join(root, 'mf-ai'), { recursive: true }); // package without a build
  write(root, 'secret.txt', 'outside every dist');
  return root;
}

async function appFor(root: string, extra: object = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setNotFoundHandler((_req, reply) => reply.code(404).send({ error: 'Not found' }));
  app.get('/api/ping', async () => ({ data: 'pong' }));
  registerStatic(app, { staticRoot: root, ...extra });
  await app.ready();
  return app;
}

describe('static host', () => {
  let root: string;
  let app: FastifyInstance;
  const saved = { ...process.env };

  beforeEach(async () => {
    root = fakeBuild();
    delete process.env.REMOTE_MF_AUTH_URL;
    app = await appFor(root);
  });
  afterEach(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
    process.env = { ...saved };
  });

  it('serves the shell index at / without caching', async () => {
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.body).toContain('<title>BeSmart</title>');
  });

  it.each([
    '/dashboard',
    '/incident/12/edit/40',
    '/serviceuser/new/edit',
    '/user/activate?token=x',
  ])('falls back to index.html for the screen %s', async (url) => {
    const res = await app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>BeSmart</title>');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
  });

  it('serves hashed shell assets as immutable', async () => {
    const res = await app.inject('/main.3f2a.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("shell")');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers 404 for a missing asset instead of HTML', async () => {
    const res = await app.inject('/main.missing.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<title>');
  });

  it('leaves /api to the API: existing routes answer, unknown ones get the JSON 404', async () => {
    expect((await app.inject('/api/ping')).json()).toEqual({ data: 'pong' });
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not found' });
  });

  it('serves remote files with entry points uncached and chunks immutable', async () => {
    const manifest = await app.inject('/remotes/mf-auth/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json()).toEqual({ name: 'mf_auth' });
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    const entry = await app.inject('/remotes/mf-auth/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe(NO_CACHE);
    const chunk = await app.inject('/remotes/mf-auth/static/js/412.9ab1.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.body).toBe('chunk');
    expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each([
    '/remotes/mf-auth/missing.js',
    '/remotes/mf-ai/mf-manifest.json',
    '/remotes/unknown/x.js',
    '/remotes/mf-auth/',
    '/remotes/mf-auth/..%2F..%2Fsecret.txt',
    '/remotes/mf-auth/%2e%2e/%2e%2e/secret.txt',
    '/..%2Fsecret.txt',
    '/.env',
    '/remotes/mf-auth/%E0%A4%A',
    '/remotes',
  ])('answers 4xx without leaking files for %s', async (url) => {
    const res = await app.inject(url);
    expect([400, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('outside every dist');
    expect(res.body).not.toContain('SECRET');
  });

  it('lists every built remote in /remotes.json, uncached', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.json()).toEqual({
      'mf-auth': '/remotes/mf-auth/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
  });

  it('applies the REMOTES_JSON file per request, so a redeploy needs no restart', async () => {
    const file = path.join(root, 'remotes-override.json');
    write(
      root,
      'remotes-override.json',
      JSON.stringify({ 'mf-auth': 'https://cdn.test/auth/v2/mf-manifest.json' }),
    );
    await app.close();
    app = await appFor(root, { remotesJson: file });
    expect((await app.inject('/remotes.json')).json()).toEqual({
      'mf-auth': 'https://cdn.test/auth/v2/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
    write(
      root,
      'remotes-override.json',
      JSON.stringify({ 'mf-auth': 'https://cdn.test/auth/v3/mf-manifest.json', 'mf-admin': null }),
    );
    expect((await app.inject('/remotes.json')).json()).toEqual({
      'mf-auth': 'https://cdn.test/auth/v3/mf-manifest.json',
    });
  });

  it('reads REMOTES_JSON and REMOTE_<NAME>_URL from the environment', async () => {
    const file = path.join(root, 'env-override.json');
    write(
      root,
      'env-override.json',
      JSON.stringify({ 'mf-reports': '/elsewhere/mf-manifest.json' }),
    );
    process.env.REMOTES_JSON = file;
    process.env.REMOTE_MF_ADMIN_URL = 'https://cdn.test/admin/mf-manifest.json';
    await app.close();
    app = await appFor(root);
    expect((await app.inject('/remotes.json')).json()).toEqual({
      'mf-auth': '/remotes/mf-auth/mf-manifest.json',
      'mf-admin': 'https://cdn.test/admin/mf-manifest.json',
      'mf-reports': '/elsewhere/mf-manifest.json',
    });
  });

  it.each([
    ['not json', '{ nope'],
    ['an array', '["mf-auth"]'],
    ['a number value', '{"mf-auth": 3}'],
  ])('falls back to the built remotes when the override file is %s', async (_label, content) => {
    const file = path.join(root, 'bad.json');
    write(root, 'bad.json', content);
    await app.close();
    app = await appFor(root, { remotesJson: file });
    const res = await app.inject('/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      'mf-auth': '/remotes/mf-auth/mf-manifest.json',
      'mf-admin': '/remotes/mf-admin/mf-manifest.json',
    });
  });

  it('answers a plain-text 503 telling the operator to build when the shell is not built', async () => {
    rmSync(path.join(root, 'shell'), { recursive: true, force: true });
    const res = await app.inject('/dashboard');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe(NOT_BUILT_MESSAGE);
    expect(res.body).toContain('pnpm build');
  });

  it('answers 304 when the browser revalidates an unchanged entry point', async () => {
    const first = await app.inject('/remotes/mf-auth/remoteEntry.js');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    write(root, 'mf-auth/dist/remoteEntry.js', 'var mf_auth_v2_longer;');
    const changed = await app.inject({
      url: '/remotes/mf-auth/remoteEntry.js',
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe('var mf_auth_v2_longer;');
  });

  it('answers HEAD like GET for the shell', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(NO_CACHE);
  });
});
