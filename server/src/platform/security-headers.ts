import helmet from 'helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

type Directives = Record<string, string[]>;

export interface PagePolicyOptions {
  /** Origins (scheme://host:port) the remotes map points at, beyond this server's own. */
  remoteOrigins?: readonly string[];
  /** Add `upgrade-insecure-requests` (the portal is served over https). */
  upgradeInsecureRequests?: boolean;
}

/**
 * The page policy (shell, remotes, /api/docs). Scripts only from this origin and the remotes'
 * origins: no inline script, no eval (Module Federation loads remoteEntry.js and chunks with
 * `<script src>`, manifests with fetch). Styles allow 'unsafe-inline' because styled-components
 * (every screen's styling) inserts `<style>` elements at runtime; a style nonce would have to be
 * minted per page load and handed to every remote's styled-components instance, and CSS cannot run
 * script, so the strict part of the policy is script-src. blob: serves the PDF viewer (iframe) and
 * the content media preview (img/audio/video/object), which show files fetched with the session,
 * and reading such a blob back (connect-src); a blob URL can only be made by the page itself.
 */
export function pageDirectives(opts: PagePolicyOptions = {}): Directives {
  const remotes = [...(opts.remoteOrigins ?? [])];
  const directives: Directives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", 'blob:', ...remotes],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ['blob:'],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (opts.upgradeInsecureRequests) directives['upgrade-insecure-requests'] = [];
  return directives;
}

export function formatPolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

export function pagePolicy(opts: PagePolicyOptions = {}): string {
  return formatPolicy(pageDirectives(opts));
}

/** JSON answers are never documents: nothing may load from them and nobody may frame them. */
export const API_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** The distinct http(s) origins of absolute URLs; relative URLs are this server's ('self'). */
export function originsOf(urls: Iterable<string>): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL the shell could load either; nothing to allow.
    }
  }
  return [...origins];
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

function isDocs(path: string): boolean {
  return path === '/api/docs' || path.startsWith('/api/docs/');
}

/**
 * Helmet's headers on every answer (nosniff, frame-ancestors/X-Frame-Options DENY, Referrer-Policy
 * no-referrer, COOP/CORP same-origin, HSTS when HSTS_MAX_AGE is set). CSP: the page policy by
 * default (the static host adds the remotes' origins to index.html's), API_POLICY on /api answers
 * except the API docs page. API answers are never stored by the browser or a proxy
 * (`Cache-Control: no-store`): they carry session tokens and records about children.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const https = config.publicUrl.startsWith('https://');
  // helmet's middleware made once: @fastify/helmet made the whole of it again on every request
  // (a few percent of the main thread under load).
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: pageDirectives({ upgradeInsecureRequests: https }),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity:
      config.hstsMaxAge > 0 ? { maxAge: config.hstsMaxAge, includeSubDomains: true } : false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    const path = pathOf(request);
    if (isApi(path) && !isDocs(path)) reply.header('content-security-policy', API_POLICY);
    applyHelmet(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(pathOf(request))) return payload;
    const current = String(reply.getHeader('cache-control') ?? '');
    if (!/\bno-store\b/.test(current)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
