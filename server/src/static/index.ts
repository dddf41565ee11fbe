import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_CACHE } from './cache';
import { sendBuiltFile } from './send-file';
import { buildRemotesMap } from './remotes-map';
import { findRepoRoot, isRemoteName, remoteDist, resolveFile, shellDist } from './paths';

export interface StaticOptions {
  /** Folder holding shell/dist and <remote>/dist. Default: STATIC_ROOT or the repository root. */
  staticRoot?: string;
  /** JSON file overriding /remotes.json entries. Default: REMOTES_JSON. */
  remotesJson?: string;
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
  };
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
        const file = isRemoteName(name)
          ? resolveFile(remoteDist(root, name), request.params['*'])
          : null;
        if (!file) return notFound(reply);
        return sendBuiltFile(request, reply, file);
      },
    );

    scope.get<{ Params: { '*': string } }>(
      '/*',
      { schema: { hide: true } },
      async (request, reply) => serveShell(request, reply, root),
    );
  });
}

function notFound(reply: FastifyReply) {
  return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
}

async function serveShell(
  request: FastifyRequest<{ Params: { '*': string } }>,
  reply: FastifyReply,
  root: string,
) {
  const urlPath = request.params['*'];
  const first = urlPath.split('/')[0];
  if (first === 'api' || first === 'remotes') return reply.callNotFound();
  const dist = shellDist(root);
  const file = resolveFile(dist, urlPath);
  if (file) return sendBuiltFile(request, reply, file);
  if (looksLikeAsset(urlPath)) return notFound(reply);
  const index = resolveFile(dist, 'index.html');
  if (!index) {
    return reply
      .code(503)
      .header('cache-control', NO_CACHE)
      .type('text/plain; charset=utf-8')
      .send(NOT_BUILT_MESSAGE);
  }
  return sendBuiltFile(request, reply, index);
}
