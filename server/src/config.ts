import path from 'node:path';

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret?: string;
}

export interface RateLimitConfig {
  /** Sign-in, code and reset attempts per client IP per minute. */
  perIpPerMinute: number;
  /** Sign-in, code and reset attempts per account (e-mail) per 15 minutes. */
  perAccountPer15Minutes: number;
}

export interface Config {
  port: number;
  host: string;
  /** PGlite data folder; ':memory:' for an in-memory database (tests). */
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  oidc?: OidcConfig;
  /** OIDC over plain http (a local test provider only). */
  oidcAllowInsecure: boolean;
  redisUrl?: string;
  /** Key prefix of the rate-limit counters in Redis. */
  rateLimitNamespace: string;
  seedDemo: boolean;
  /** Folder holding shell/dist and <remote>/dist (the repo root by default). */
  staticRoot: string;
  rateLimits: RateLimitConfig;
  /** Log requests (off in tests). */
  logger: boolean;
  /** After start-up, make the missing PDFs of Published incident reports (modules/formsubmissions/pdf-backfill.ts). */
  pdfBackfill: boolean;
}

/** server/ (this file lives in server/src). */
export const SERVER_DIR = path.resolve(__dirname, '..');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080, 'PORT');
  const issuer = env.OIDC_ISSUER?.trim();
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR ? path.resolve(SERVER_DIR, env.DATA_DIR) : path.join(SERVER_DIR, 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'BeSmart <no-reply@besmart.local>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    oidc: issuer
      ? {
          issuer,
          clientId: env.OIDC_CLIENT_ID || '',
          clientSecret: env.OIDC_CLIENT_SECRET || undefined,
        }
      : undefined,
    oidcAllowInsecure: flag(env.OIDC_ALLOW_INSECURE, false),
    redisUrl: env.REDIS_URL || undefined,
    rateLimitNamespace: env.RATE_LIMIT_NAMESPACE || 'besmart-rl-',
    seedDemo: flag(env.SEED_DEMO, true),
    staticRoot: env.STATIC_ROOT ? path.resolve(env.STATIC_ROOT) : path.resolve(SERVER_DIR, '..'),
    rateLimits: {
      perIpPerMinute: int(env.RATE_LIMIT_IP_PER_MINUTE, 30, 'RATE_LIMIT_IP_PER_MINUTE'),
      perAccountPer15Minutes: int(
        env.RATE_LIMIT_ACCOUNT_PER_15_MIN,
        10,
        'RATE_LIMIT_ACCOUNT_PER_15_MIN',
      ),
    },
    logger: flag(env.LOG_REQUESTS, true),
    pdfBackfill: flag(env.PDF_BACKFILL, true),
  };
}
