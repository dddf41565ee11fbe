import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { originsOf, pagePolicy } from '../platform/security-headers';
import { NO_CACHE } from './cache';
import { acceptableEncodings } from './encoding';
import { renderPage } from './page';
import { preloadsFor } from './preload';
import { contentTypeFor, matchesEtag, sendBuiltFile } from './send-file';
import { buildRemotesMap } from './remotes-map';
import { findRepoRoot, isRemoteName, remoteDist, resolveFile, shellDist } from './paths';

export interface StaticOptions {
  /** Folder holding shell/dist and <remote>/dist. Default: STATIC_ROOT or the repository root. */
  staticRoot?: string;
  /** JSON file overriding /remotes.json entries. Default: REMOTES_JSON. */
  remotesJson?: string;
  /** Serve the built `*.map` files (SERVE_SOURCE_MAPS); by default they answer 404. */
  serveSourceMaps?: boolean;
  /** PUBLIC_URL: an https portal gets `upgrade-insecure-requests` in its page policy. */
  publicUrl?: string;
}

export const NOT_BUILT_MESSAGE =
  'The BeSmart portal has not been built yet.\n\n' +
  'Run `pnpm build` in the repository root, then reload this page.\n' +
  'The API is running: /api/docs lists its routes.\n';

function pickString(source: object, key: keyof StaticOptions): string | undefined {
  const value = (source as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function resolveStaticOptions(
  config: object,
): Required<Pick<StaticOptions, 'staticRoot'>> & StaticOptions {
  const root = pickString(config, 'staticRoot') ?? process.env.STATIC_ROOT;
  return {
    staticRoot: path.resolve(root && root.trim() !== '' ? root : findRepoRoot()),
    remotesJson: pickString(config, 'remotesJson') ?? (process.env.REMOTES_JSON || undefined),
    serveSourceMaps: (config as StaticOptions).serveSourceMaps === true,
    publicUrl: pickString(config, 'publicUrl'),
  };
}

/** Source maps hold the original source: only served when SERVE_SOURCE_MAPS asks for it. */
function isSourceMap(urlPath: string): boolean {
  return /\.map$/i.test(urlPath);
}

/** Last URL segment looks like a file name (has an extension): a missing asset, not a screen. */
function looksLikeAsset(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? '';
  return /\.[A-Za-z0-9]+$/.test(last);
}

/**
 * Serves the built shell at `/` (history fallback to index.html), each built remote at
 * `/remotes/<name>/` and the runtime remote registry at `/remotes.json`. Registered last and
 * encapsulated, so /api routes and the app's not-found handler keep precedence.
 */
export function registerStatic(app: FastifyInstance, config: object = {}): void {
  const opts = resolveStaticOptions(config);
  const root = opts.staticRoot;

  app.register(async (scope) => {
    scope.get('/remotes.json', { schema: { hide: true } }, async (request, reply) => {
      const { map, problem } = await buildRemotesMap(root, opts.remotesJson);
      if (problem) request.log.error({ problem }, 'REMOTES_JSON override ignored');
      reply.header('cache-control', NO_CACHE);
      return map;
    });

    scope.get<{ Params: { name: string; '*': string } }>(
      '/remotes/:name/*',
      { schema: { hide: true } },
      async (request, reply) => {
        const { name } = request.params;
        const hidden = isSourceMap(request.params['*']) && !opts.serveSourceMaps;
        const file =
          isRemoteName(name) && !hidden
            ? resolveFile(remoteDist(root, name), request.params['*'])
            : null;
        if (!file) return notFound(reply);
        // A remote's files are public code meant to be loaded by a shell on any origin.
        reply.header('cross-origin-resource-policy', 'cross-origin');
        return sendBuiltFile(request, reply, file);
      },
    );

    scope.get<{ Params: { '*': string } }>(
      '/*',
      { schema: { hide: true } },
      async (request, reply) => serveShell(request, reply, opts),
    );
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}

async function serveShell(
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
  opts: ReturnType<typeof resolveStaticOptions>,
) {
  const urlPath = request.params['*'];
  const first = urlPath.split('/')[0];
  if (first === 'api' || first === 'remotes') return reply.callNotFound();
  if (isSourceMap(urlPath) && !opts.serveSourceMaps) return notFound(reply);
  const dist = shellDist(opts.staticRoot);
  const file = resolveFile(dist, urlPath);
  if (file) {
    return file.endsWith('.html')
      ? sendPage(request, reply, opts, file)
      : sendBuiltFile(request, reply, file);
  }
  if (looksLikeAsset(urlPath)) return notFound(reply);
  const index = resolveFile(dist, 'index.html');
  if (!index) {
    return reply
      .code(503)
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(NOT_BUILT_MESSAGE);
  }
  return sendPage(request, reply, opts, index);
}

/**
 * A page of the shell with the page policy, allowing the origins the remotes map points at (read
 * now, like /remotes.json, so a remote moved to another origin loads on the next page load). The
 * same map is written into the page as data, with preload hints for the path's remote (page.ts).
 * The page is small and differs per path and map, so it is compressed here, not at build time.
 */
async function sendPage(
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
  opts: ReturnType<typeof resolveStaticOptions>,
  file: string,
) {
  const { map } = await buildRemotesMap(opts.staticRoot, opts.remotesJson);
  const policy = pagePolicy({
    remoteOrigins: originsOf(Object.values(map)),
    upgradeInsecureRequests: opts.publicUrl?.startsWith('https://') ?? false,
  });
  const html = renderPage(
    await readFile(file, 'utf8'),
    map,
    preloadsFor(opts.staticRoot, map, `/${request.params['*']}`),
  );
  const encoding = acceptableEncodings(request.headers['accept-encoding'])[0] ?? null;
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 22);
  const etag = `W/"${encoding ? `${hash}-${encoding}` : hash}"`;
  reply
    .header('content-security-policy', policy)
    .header('cache-control', NO_CACHE)
    .header('x-content-type-options', 'nosniff')
    .header('vary', 'Accept-Encoding')
    .header('etag', etag);
  if (matchesEtag(request, etag)) return reply.code(304).send();
  reply.type(contentTypeFor(file));
  if (encoding === 'br') {
    const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 };
    return reply.header('content-encoding', 'br').send(brotliCompressSync(html, { params }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
