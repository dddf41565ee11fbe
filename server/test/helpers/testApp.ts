import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { createDatabase, type Db } from '../../src/db/client';
import { memberships, organisations, users } from '../../src/db/schema/index';
import { hashPassword } from '../../src/platform/passwords';
import { createSession } from '../../src/platform/sessions';
import { withSystem } from '../../src/platform/tenancy';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/index';

export interface TestAppOptions {
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Overrides of the test configuration (rate limits are high unless set here). */
  config?: Partial<Config>;
  /** Receives outbox mail lines (default: dropped; read the mail_outbox table instead). */
  mailPrint?: (line: string) => void;
  /** Receives the request log lines when `config.logger` is on. */
  logStream?: { write(line: string): void };
  /** Adds routes/hooks before the app is made ready (e.g. a probe route behind requireOrg). */
  extend?: (app: FastifyInstance) => void;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** 'pglite' or 'postgres' (TEST_DATABASE_URL). */
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** A real session for a seeded user (no HTTP, no code step); orgId of orgName or the first membership. */
  tokenFor(
    email: string,
    orgName?: string,
  ): Promise<{ token: string; orgId: number; userId: number }>;
}

let demoHash: Promise<string> | null = null;
/** argon2 is slow on purpose: hash the demo password once per test file. */
export function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({});
  return {
    ...base,
    dataDir: ':memory:',
    databaseUrl: undefined,
    smtpUrl: undefined,
    oidc: undefined,
    publicUrl: 'http://localhost:8080',
    logger: false,
    seedDemo: false,
    rateLimits: { perIpPerMinute: 10_000, perAccountPer15Minutes: 10_000 },
    ...overrides,
  };
}

/** A fresh database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(seeded: boolean) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = process.env.BESMART_PGLITE_TEMPLATE;
    const loadDataDir =
      seeded && template && existsSync(template) ? new Blob([readFileSync(template)]) : undefined;
    const database = await createDatabase({ dataDir: ':memory:', loadDataDir });
    return { ...database, drop: async () => {}, seeded: Boolean(loadDataDir) };
  }
  const name = `besmart_t_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  return {
    ...database,
    drop: async () => {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
    seeded: false,
  };
}

export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase(opts.seed !== false);
  const { db } = database;
  if (opts.seed !== false && !database.seeded)
    await seedDemo(db, { passwordHash: await demoPasswordHash() });
  const config = testConfig(opts.config);
  const app = buildApp({
    db,
    config,
    mailPrint: opts.mailPrint ?? (() => {}),
    logStream: opts.logStream,
  });
  opts.extend?.(app);
  await app.ready();

  async function tokenFor(email: string, orgName?: string) {
    return withSystem(db, async (tx) => {
      const [user] = await tx
        .select()
        .from(users)
        .where(and(eq(users.email, email.toLowerCase()), eq(users.type, 'user')));
      if (!user) throw new Error(`tokenFor: no user ${email}`);
      const rows = await tx
        .select({ orgId: memberships.orgId, name: organisations.name })
        .from(memberships)
        .innerJoin(organisations, eq(organisations.id, memberships.orgId))
        .where(and(eq(memberships.userId, user.id), eq(memberships.deleted, false)))
        .orderBy(asc(memberships.id));
      let orgId = (orgName ? rows.find((r) => r.name === orgName) : rows[0])?.orgId;
      if (!orgId && orgName && user.isGlobalAdmin) {
        const [org] = await tx
          .select({ id: organisations.id })
          .from(organisations)
          .where(eq(organisations.name, orgName));
        orgId = org?.id;
      }
      if (!orgId)
        throw new Error(`tokenFor: ${email} is not a member of ${orgName ?? 'any organisation'}`);
      const { token } = await createSession(tx, user.id, { ip: '127.0.0.1', userAgent: 'test' });
      return { token, orgId, userId: user.id };
    });
  }

  return {
    app,
    db,
    config,
    kind: database.kind,
    tokenFor,
    close: async () => {
      await app.close();
      await database.close();
      await database.drop();
    },
  };
}
