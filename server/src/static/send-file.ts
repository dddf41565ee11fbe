import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor } from './cache';
import { chooseVariant } from './encoding';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Whether an If-None-Match header names this ETag. */
export function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  return Boolean(ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag));
}

/**
 * Streams one built file (already resolved inside its dist folder) with its cache policy and a weak
 * ETag, answering 304 to a matching If-None-Match so the no-cache entry points revalidate cheaply.
 * When the build wrote `<file>.br` / `<file>.gz`, the best one the browser accepts is sent with
 * Content-Encoding, and every answer for that file says `Vary: Accept-Encoding`. Type and cache
 * policy are the original file's; the ETag is the representation's own.
 */
export function sendBuiltFile(request: FastifyRequest, reply: FastifyReply, file: string) {
  const variant = chooseVariant(file, request.headers['accept-encoding']);
  const { stat } = variant;
  const tag = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const etag = `W/"${variant.encoding ? `${tag}-${variant.encoding}` : tag}"`;
  reply
    .header('cache-control', cacheControlFor(file))
    .header('x-content-type-options', 'nosniff')
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString());
  if (variant.varies) reply.header('vary', 'Accept-Encoding');
  if (matchesEtag(request, etag)) return reply.code(304).send();
  if (variant.encoding) reply.header('content-encoding', variant.encoding);
  reply.type(contentTypeFor(file)).header('content-length', stat.size);
  return reply.send(createReadStream(variant.file));
}
