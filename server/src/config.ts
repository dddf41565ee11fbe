import path from 'node:path';
import { parseTrustProxy, type TrustProxy } from './platform/trust-proxy';

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

export interface SignupLimitConfig {
  /** Self-service sign-ups naming one e-mail address per hour. */
  perAddressPerHour: number;
  /** Self-service sign-ups per client IP per hour. */
  perIpPerHour: number;
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
  signupLimits: SignupLimitConfig;
  /** Log requests (off in tests). */
  logger: boolean;
  /** After start-up, make the missing PDFs of Published incident reports (modules/formsubmissions/pdf-backfill.ts). */
  pdfBackfill: boolean;
  /** The durable job queue (src/platform/jobs): worker on/off and its timing. */
  jobs: JobsConfig;
  /** Whose X-Forwarded-For is believed for the client address (TRUST_PROXY; off by default). */
  trustProxy: TrustProxy;
  /** Strict-Transport-Security max-age in seconds; 0 = no HSTS header (HSTS_MAX_AGE). */
  hstsMaxAge: number;
  /** Serve the built `*.map` source maps (SERVE_SOURCE_MAPS); off, they answer 404. */
  serveSourceMaps: boolean;
  /** PGlite: refresh planner statistics every N minutes (ANALYZE_INTERVAL_MINUTES; 0 = off). */
  analyzeIntervalMinutes: number;
  /** Days a document link sent to a key contact works (SHARE_LINK_DAYS, default 7; modules/shares). */
  shareLinkDays: number;
  /** AI Insights (modules/ai): the model provider, or the built-in analyser when not all set. */
  ai: AiConfig;
}

export interface AiConfig {
  /** OpenAI-compatible base URL (AI_BASE_URL, e.g. https://api.openai.com/v1). */
  baseUrl?: string;
  /** AI_API_KEY: a secret, never logged nor returned. */
  apiKey?: string;
  /** AI_MODEL. */
  model?: string;
  /** AI_TIMEOUT_MS (default 60000) per attempt; the client retries twice. */
  timeoutMs: number;
  /** AI_MONTHLY_REQUEST_CAP (default 500) AI requests per organisation per calendar month. */
  monthlyRequestCap: number;
}

export interface JobsConfig {
  /** Run the in-process worker once the server listens (off: jobs wait for another instance). */
  worker: boolean;
  /** How often an idle worker looks for due jobs (it is also woken after a request that enqueued). */
  pollMs: number;
  /** Attempts before a job is marked failed (a global administrator can retry it from the outbox). */
  maxAttempts: number;
  /** Wait before the 2nd attempt; doubled for each further one, at most one hour. */
  backoffMs: number;
  /** How long a claimed job is reserved; a worker that dies leaves it claimable again after this. */
  leaseMs: number;
}

/** server/: this file lives in server/src, or is bundled into server/dist/index.js (scripts/build.mjs). */
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

function seconds(value: string | undefined, name: string): number {
  if (value === undefined || value.trim() === '') return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number of seconds`);
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
    signupLimits: {
      perAddressPerHour: int(
        env.SIGNUP_LIMIT_PER_ADDRESS_PER_HOUR,
        3,
        'SIGNUP_LIMIT_PER_ADDRESS_PER_HOUR',
      ),
      perIpPerHour: int(env.SIGNUP_LIMIT_PER_IP_PER_HOUR, 10, 'SIGNUP_LIMIT_PER_IP_PER_HOUR'),
    },
    logger: flag(env.LOG_REQUESTS, true),
    pdfBackfill: flag(env.PDF_BACKFILL, true),
    jobs: {
      worker: flag(env.JOBS_WORKER, true),
      pollMs: int(env.JOBS_POLL_MS, 1000, 'JOBS_POLL_MS'),
      maxAttempts: int(env.JOBS_MAX_ATTEMPTS, 8, 'JOBS_MAX_ATTEMPTS'),
      backoffMs: int(env.JOBS_BACKOFF_MS, 10_000, 'JOBS_BACKOFF_MS'),
      leaseMs: int(env.JOBS_LEASE_MS, 120_000, 'JOBS_LEASE_MS'),
    },
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    hstsMaxAge: seconds(env.HSTS_MAX_AGE, 'HSTS_MAX_AGE'),
    serveSourceMaps: flag(env.SERVE_SOURCE_MAPS, false),
    analyzeIntervalMinutes:
      env.ANALYZE_INTERVAL_MINUTES?.trim() === '0'
        ? 0
        : int(env.ANALYZE_INTERVAL_MINUTES, 60, 'ANALYZE_INTERVAL_MINUTES'),
    shareLinkDays: int(env.SHARE_LINK_DAYS, 7, 'SHARE_LINK_DAYS'),
    ai: {
      baseUrl: env.AI_BASE_URL?.trim() || undefined,
      apiKey: env.AI_API_KEY?.trim() || undefined,
      model: env.AI_MODEL?.trim() || undefined,
      timeoutMs: int(env.AI_TIMEOUT_MS, 60_000, 'AI_TIMEOUT_MS'),
      monthlyRequestCap: int(env.AI_MONTHLY_REQUEST_CAP, 500, 'AI_MONTHLY_REQUEST_CAP'),
    },
  };
}
