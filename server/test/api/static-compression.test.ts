// Precompressed builds: `<file>.br` / `<file>.gz` (webpack-preset) sent by Accept-Encoding, and the
// shell page carrying the remotes map as data plus preload hints for the path's remote.
import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerStatic } from '../../src/static/index';
import { IMMUTABLE, NO_CACHE } from '../../src/static/cache';
import { acceptableEncodings } from '../../src/static/encoding';
import { jsonForScript } from '../../src/static/page';

const CHUNK = 'console.log("chunk");'.repeat(50);
const ENTRY = 'var mf_auth = {};'.repeat(50);
const MANIFEST = JSON.stringify({
  metaData: { name: 'mf_auth', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ path: './app', assets: { js: { sync: ['__federation_expose_app.1a2b3c4d.js'] } } }],
});
const PAGE = '<!doctype html><html><head><title>BeSmart</title></head><body></body></html>';

function write(root: string, rel: string, content: string | Buffer) {
  const full = path.join(root, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

/** A dist as webpack-preset writes it: every text file with its .br and .gz beside it. */
function withCopies(root: string, rel: string, content: string) {
  write(root, rel, content);
  write(root, `${rel}.br`, brotliCompressSync(content));
  write(root, `${rel}.gz`, gzipSync(content));
}

function fakeBuild(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'besmart-precompressed-'));
  write(root, 'shell/dist/index.html', PAGE);
  withCopies(root, 'shell/dist/main.3f2a9c1d.js', CHUNK);
  write(root, 'shell/dist/tiny.1a2b3c4d.js', 'x'); // too small to have copies
  withCopies(root, 'mf-auth/dist/remoteEntry.js', ENTRY);
  withCopies(root, 'mf-auth/dist/mf-manifest.json', MANIFEST);
  withCopies(root, 'mf-auth/dist/__federation_expose_app.1a2b3c4d.js', CHUNK);
  write(root, 'mf-admin/dist/mf-manifest.json', '{}');
  return root;
}

describe('precompressed static files', () => {
  let root: string;
  let app: FastifyInstance;
  const saved = { ...process.env };

  beforeEach(async () => {
    root = fakeBuild();
    for (const key of Object.keys(process.env))
      if (/^REMOTE_MF_/.test(key)) delete process.env[key];
    delete process.env.REMOTES_JSON;
    app = Fastify({ logger: false });
    registerStatic(app, { staticRoot: root });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
    process.env = { ...saved };
  });

  const get = (url: string, acceptEncoding?: string, extra: Record<string, string> = {}) =>
    app.inject({
      url,
      headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...extra },
    });

  it('sends brotli to a browser that accepts it, typed and cached as the original', async () => {
    const res = await get('/main.3f2a9c1d.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(CHUNK.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(CHUNK);
  });

  it('sends gzip when brotli is not accepted, and identity when nothing is', async () => {
    const gz = await get('/main.3f2a9c1d.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(CHUNK);

    const plain = await get('/main.3f2a9c1d.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(CHUNK);

    const refused = await get('/main.3f2a9c1d.js', 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(CHUNK);
  });

  it('honours q-values and wildcards', () => {
    expect(acceptableEncodings('gzip;q=1, br;q=0.5')).toEqual(['gzip', 'br']);
    expect(acceptableEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptableEncodings('*;q=0.1, br;q=0')).toEqual(['gzip']);
    expect(acceptableEncodings('identity')).toEqual([]);
    expect(acceptableEncodings('x-gzip')).toEqual(['gzip']);
    expect(acceptableEncodings('br;q=nonsense, gzip')).toEqual(['gzip']);
  });

  it('keeps entry points no-cache and gives each encoding its own ETag for 304s', async () => {
    const br = await get('/remotes/mf-auth/remoteEntry.js', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(NO_CACHE);
    expect(br.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const gz = await get('/remotes/mf-auth/remoteEntry.js', 'gzip');
    expect(gz.headers.etag).not.toBe(br.headers.etag);

    const again = await get('/remotes/mf-auth/remoteEntry.js', 'br', {
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe('Accept-Encoding');
    // The brotli ETag does not validate the gzip representation.
    const other = await get('/remotes/mf-auth/remoteEntry.js', 'gzip', {
      'if-none-match': br.headers.etag as string,
    });
    expect(other.statusCode).toBe(200);

    const manifest = await get('/remotes/mf-auth/mf-manifest.json', 'br');
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(manifest.headers['cache-control']).toBe(NO_CACHE);
    expect(JSON.parse(brotliDecompressSync(manifest.rawPayload).toString())).toEqual(
      JSON.parse(MANIFEST),
    );
  });

  it('serves a file without copies as it is, without Vary', async () => {
    const res = await get('/tiny.1a2b3c4d.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(res.body).toBe('x');
  });

  it('never serves a copy older than its file (replaced without its copies)', async () => {
    const file = path.join(root, 'mf-auth/dist/remoteEntry.js');
    writeFileSync(file, 'var mf_auth_v2 = {};');
    const past = new Date(Date.now() - 60_000);
    utimesSync(`${file}.br`, past, past);
    utimesSync(`${file}.gz`, past, past);
    const res = await get('/remotes/mf-auth/remoteEntry.js', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('var mf_auth_v2 = {};');
  });

  it('writes the remotes map into the page as data, with preloads for the path owner', async () => {
    const res = await get('/login', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['cache-control']).toBe(NO_CACHE);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const html = gunzipSync(res.rawPayload).toString();
    const block = /<script type="application\/json" id="besmart-remotes">(.*?)<\/script>/.exec(
      html,
    );
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '')).toEqual(
      (await get('/remotes.json')).json<Record<string, string>>(),
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-auth/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-auth/remoteEntry.js" as="script">',
    );
    expect(html).toContain(
      '<link rel="preload" href="/remotes/mf-auth/__federation_expose_app.1a2b3c4d.js" as="script">',
    );
    // No executable inline script: the only inline <script> is the JSON data block.
    expect(html.match(/<script(?![^>]*type="application\/json")[^>]*>[^<]+<\/script>/g)).toBeNull();
  });

  it('preloads nothing for the shell screens, and only the manifest of a remote elsewhere', async () => {
    const dashboard = (await get('/dashboard')).body;
    expect(dashboard).toContain('id="besmart-remotes"');
    expect(dashboard).not.toContain('rel="preload"');

    process.env.REMOTE_MF_AUTH_URL = 'https://cdn.test/auth/v2/mf-manifest.json';
    const moved = (await get('/privacy')).body;
    expect(moved).toContain(
      '<link rel="preload" href="https://cdn.test/auth/v2/mf-manifest.json" as="fetch" crossorigin>',
    );
    expect(moved).not.toContain('remoteEntry.js');
    expect(moved).toContain('"mf-auth":"https://cdn.test/auth/v2/mf-manifest.json"');
  });

  it('follows REMOTES_JSON per request in the page, as /remotes.json does', async () => {
    const file = path.join(root, 'remotes.json');
    write(root, 'remotes.json', JSON.stringify({ 'mf-auth': null }));
    await app.close();
    app = Fastify({ logger: false });
    registerStatic(app, { staticRoot: root, remotesJson: file });
    await app.ready();
    const page = (await get('/login')).body;
    expect(page).toContain('<script type="application/json" id="besmart-remotes">{"mf-admin"');
    expect(page).not.toContain('rel="preload"');
  });

  it('escapes the map so no URL can close the data block', () => {
    const text = jsonForScript({ 'mf-auth': 'https://x.test/</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({
      'mf-auth': 'https://x.test/</script><script>alert(1)</script>',
    });
  });

  it('answers 304 to a page revalidation with the same ETag', async () => {
    const first = await get('/login', 'br');
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<title>BeSmart</title>');
    const again = await get('/login', 'br', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });
});
