// Issue 15, per-request cost: one statement resolves session, user and membership (and slides the
// idle window), and every refusal it used to make is still made. Plus load shedding: 503 with
// Retry-After when overloaded.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { buildApp } from '../../src/app';
import { queryRows, requestPoolOf } from '../../src/db/client';
import { memberships, organisations, roles, sessions, users } from '../../src/db/schema/index';
import { guardTenantScope, requireAuth, requireOrg } from '../../src/platform/auth-guard';
import { withContext } from '../../src/platform/request-context';
import {
  DEFAULT_OVERLOAD,
  OVERLOAD_MESSAGE,
  overloadFromEnv,
  type OverloadOptions,
} from '../../src/platform/overload';
import { withSystem } from '../../src/platform/tenancy';
import { hashToken } from '../../src/platform/tokens';
import { countStatements, statementsOf, transactionsOf } from '../../bench/statementCounter';
import { createTestApp, testConfig, type TestApp } from '../helpers/testApp';

const EXPIRED = { error: 'Your session has expired. Please sign in again.' };

/** The caller's standing as the guards found it: on a plain route, and in a tenant scope. */
function standingProbe(app: FastifyInstance) {
  const standing = (request: FastifyRequest) => ({
    userId: request.auth.userId,
    orgId: request.orgId,
    membership: request.membership,
  });
  app.get('/api/test/standing', { preHandler: [requireAuth, requireOrg] }, async (request) => ({
    data: standing(request),
  }));
  void app.register(async (scope) => {
    guardTenantScope(scope);
    scope.get('/api/test/scoped/standing', async (request) => {
      const [row] = await withContext(request, (ctx) =>
        queryRows<{ org: string }>(ctx.tx, sql`select current_setting('app.org_id') as org`),
      );
      expect(row!.org).toBe(String(request.orgId));
      return { data: standing(request) };
    });
  });
}

/** Both ways a guard resolves the caller (the tenant scope's opens the request transaction). */
const PROBES = ['/api/test/standing', '/api/test/scoped/standing'];

let t: TestApp;
/** A database of its own for each describe block: the refusals archive seeded users and roles. */
function withOwnApp(): void {
  beforeAll(async () => {
    t = await createTestApp({ extend: standingProbe });
  });
  afterAll(() => t.close());
}

const get = (url: string, token: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function orgIdOf(name: string): Promise<number> {
  const [row] = await withSystem(t.db, (tx) =>
    tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)),
  );
  return row!.id;
}

/** Connections of the request pool checked out right now (PostgreSQL). */
function requestPoolInUse(): number {
  const pool = requestPoolOf(t.db);
  return pool ? pool.totalCount - pool.idleCount : 0;
}

async function lastSeenAgeSeconds(token: string): Promise<number> {
  const [row] = await withSystem(t.db, (tx) =>
    queryRows<{ age: number }>(
      tx,
      sql`select extract(epoch from now() - last_seen_at)::float8 as age from sessions where token_hash = ${hashToken(token)}`,
    ),
  );
  return row!.age;
}

describe('a typical authenticated request', () => {
  withOwnApp();
  it('resolves session, user and membership in one statement, on PostgreSQL in the opening round trip', async () => {
    const { token, orgId } = await t.tokenFor('admin@demo-school.test', 'Demo School');
    const url = `/api/user?type=student&limit=50&orgId=${orgId}`;
    expect((await get(url, token)).statusCode).toBe(200); // warm (and slides the session)
    const counter = countStatements(t.db);
    try {
      const res = await get(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.length).toBeGreaterThan(0);
      const roundTrips = counter.take();
      const statements = statementsOf(roundTrips);
      const transactions = transactionsOf(roundTrips);
      const verbs = statements.map((s) => s.text.trim().split(/\s+/)[0]!.toLowerCase());
      if (t.kind === 'postgres') {
        // Two round trips, two statements, no transaction (a GET only reads, see
        // request-transaction.ts): the opening, one prepared call that clears the connection's
        // earlier scope, looks the caller up and sets this request's scope from the row it finds;
        // then the list (count and page in one).
        expect(roundTrips).toHaveLength(2);
        expect(verbs).toEqual(['select', 'select']);
        expect(transactions).toHaveLength(2);
        const [opening, list] = roundTrips;
        expect(opening!.text).toMatch(
          /from besmart_open_read\(\$1, \$2::int, \$3::int, \$4::int\)/,
        );
        expect(opening!.params).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/), orgId, 60, 8]);
        // The token itself is never in a statement, only its hash.
        expect(roundTrips.some((r) => JSON.stringify(r).includes(token))).toBe(false);
        expect(list!.text).toMatch(/count\(\*\) over \(\)/);
        expect(list!.text).toMatch(/from "users"/);
        expect(requestPoolInUse()).toBe(0);
      } else {
        // PGlite (in-process, one connection) cannot hold a transaction open between the guard
        // and the handler: the lookup on its own, then the tenant transaction (BEGIN, the scope,
        // the list, COMMIT).
        expect(roundTrips).toHaveLength(5);
        expect(verbs).toEqual(['select', 'begin', 'select', 'select', 'commit']);
        expect(transactions).toHaveLength(2);
        expect(transactions[0]![0]!.text).toMatch(/besmart_resolve_auth\(/);
        expect(transactions[1]![0]!.text).toMatch(/set_config\('role', 'besmart_app', true\)/);
        expect(transactions[1]![1]!.text).toMatch(/count\(\*\) over \(\)/);
      }
    } finally {
      counter.stop();
    }
  });

  it.each(PROBES)('slides the idle window at most once a minute (%s)', async (probe) => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test', 'Demo School');
    const url = `${probe}?orgId=${orgId}`;
    const setAge = (seconds: number) =>
      withSystem(t.db, (tx) =>
        tx
          .update(sessions)
          .set({ lastSeenAt: sql`now() - make_interval(secs => ${seconds})` })
          .where(eq(sessions.tokenHash, hashToken(token))),
      );
    await setAge(20);
    expect((await get(url, token)).statusCode).toBe(200);
    expect(await lastSeenAgeSeconds(token)).toBeGreaterThanOrEqual(19); // not written
    await setAge(600);
    expect((await get(url, token)).statusCode).toBe(200);
    expect(await lastSeenAgeSeconds(token)).toBeLessThan(5); // written
    await setAge(9 * 3600); // past the 8-hour idle limit
    expect((await get(url, token)).json()).toEqual(EXPIRED);
  });
});

describe.each(PROBES)('the single statement still refuses (%s)', (probe) => {
  withOwnApp();
  it('a revoked session', async () => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test', 'Demo School');
    const url = `${probe}?orgId=${orgId}`;
    expect((await get(url, token)).statusCode).toBe(200);
    await withSystem(t.db, (tx) =>
      tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.tokenHash, hashToken(token))),
    );
    const res = await get(url, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('a session past its absolute expiry', async () => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test', 'Demo School');
    await withSystem(t.db, (tx) =>
      tx
        .update(sessions)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(sessions.tokenHash, hashToken(token))),
    );
    expect((await get(`${probe}?orgId=${orgId}`, token)).statusCode).toBe(401);
  });

  it('a removed membership (403 there, the other organisation still open)', async () => {
    const school = await orgIdOf('Demo School');
    const care = await orgIdOf('Demo Care Home');
    const { token, userId } = await t.tokenFor('lead@demo-school.test', 'Demo School');
    expect((await get(`${probe}?orgId=${care}`, token)).statusCode).toBe(200);
    await withSystem(t.db, (tx) =>
      tx
        .update(memberships)
        .set({ deleted: true })
        .where(and(eq(memberships.userId, userId), eq(memberships.orgId, care))),
    );
    const refused = await get(`${probe}?orgId=${care}`, token);
    expect(refused.statusCode).toBe(403);
    expect((await get(`/api/user?type=student&orgId=${care}`, token)).statusCode).toBe(403);
    expect((await get(`${probe}?orgId=${school}`, token)).statusCode).toBe(200);
  });

  it('a disabled (archived) user, on every organisation', async () => {
    const { token, orgId, userId } = await t.tokenFor('staff@demo-care.test');
    expect((await get(`${probe}?orgId=${orgId}`, token)).statusCode).toBe(200);
    await withSystem(t.db, (tx) =>
      tx.update(users).set({ deleted: true }).where(eq(users.id, userId)),
    );
    for (const url of [`${probe}?orgId=${orgId}`, `/api/user?type=student&orgId=${orgId}`]) {
      const res = await get(url, token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
    }
  });

  it('an archived organisation, and keeps no permissions from an archived role', async () => {
    const { token, orgId, userId } = await t.tokenFor('admin@demo-care.test');
    const before = (await get(`${probe}?orgId=${orgId}`, token)).json().data;
    expect(before.membership.permissions.length).toBeGreaterThan(0);
    const [member] = await withSystem(t.db, (tx) =>
      tx
        .select({ roleId: memberships.roleId })
        .from(memberships)
        .where(and(eq(memberships.userId, userId), eq(memberships.orgId, orgId))),
    );
    await withSystem(t.db, (tx) =>
      tx.update(roles).set({ deleted: true }).where(eq(roles.id, member!.roleId!)),
    );
    const after = (await get(`${probe}?orgId=${orgId}`, token)).json().data;
    expect(after.membership).toMatchObject({ roleId: null, roleTitle: null, permissions: [] });
    await withSystem(t.db, (tx) =>
      tx.update(organisations).set({ deleted: true }).where(eq(organisations.id, orgId)),
    );
    expect((await get(`${probe}?orgId=${orgId}`, token)).statusCode).toBe(403);
  });

  it('a organisation the caller does not belong to, and an unknown one', async () => {
    const care = await orgIdOf('Demo Care Home');
    const { token } = await t.tokenFor('staff@demo-school.test', 'Demo School');
    expect((await get(`${probe}?orgId=${care}`, token)).statusCode).toBe(403);
    expect((await get(`${probe}?orgId=987654`, token)).statusCode).toBe(403);
  });
});

describe('load shedding', () => {
  withOwnApp();
  async function appWith(overload: OverloadOptions, extend: (app: FastifyInstance) => void) {
    // A second app over the same database, with its own limits.
    const app = buildApp({ db: t.db, config: testConfig(), overload });
    extend(app);
    await app.ready();
    return { app, close: () => app.close() };
  }

  it('answers 503 with Retry-After once too many requests are in flight, and recovers', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const s = await appWith(
      { ...DEFAULT_OVERLOAD, maxEventLoopDelayMs: 0, maxInFlight: 2, retryAfterSeconds: 7 },
      (app) => {
        app.get('/api/test/held', async () => {
          await gate;
          return { data: 'done' };
        });
      },
    );
    try {
      const held = [
        s.app.inject({ method: 'GET', url: '/api/test/held' }),
        s.app.inject({ method: 'GET', url: '/api/test/held' }),
      ];
      await new Promise((r) => setTimeout(r, 20));
      const shed = await s.app.inject({ method: 'GET', url: '/api/test/held' });
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('7');
      expect(shed.json()).toEqual({ error: OVERLOAD_MESSAGE });
      release();
      expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
      expect((await s.app.inject({ method: 'GET', url: '/api/test/held' })).statusCode).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('answers 503 with Retry-After while the event loop is delayed past the limit', async () => {
    const s = await appWith(
      {
        ...DEFAULT_OVERLOAD,
        maxInFlight: 0,
        maxEventLoopDelayMs: 50,
        sampleIntervalMs: 20,
        retryAfterSeconds: 3,
      },
      (app) => {
        app.get('/api/test/ping', async () => ({ data: 'pong' }));
      },
    );
    const ping = () => s.app.inject({ method: 'GET', url: '/api/test/ping' });
    /** Pings every `everyMs` until one answers `status` (or gives up); that answer. */
    const until = async (status: number, everyMs: number, tries: number) => {
      let res = await ping();
      for (let i = 0; i < tries && res.statusCode !== status; i += 1) {
        await new Promise((r) => setTimeout(r, everyMs));
        res = await ping();
      }
      return res;
    };
    // Whatever ran before (start-up, other tests) may still show in the last sample.
    const calm = async () => (await until(200, 25, 40)).statusCode;
    try {
      expect(await calm()).toBe(200);
      const hogUntil = Date.now() + 600;
      while (Date.now() < hogUntil) {
        // a blocked event loop (a synchronous hog)
      }
      // Shed within a few samples of the hog (the delay is recorded when the loop runs again).
      const shed = await until(503, 5, 40);
      expect(shed.statusCode).toBe(503);
      expect(shed.headers['retry-after']).toBe('3');
      expect(shed.json()).toEqual({ error: OVERLOAD_MESSAGE });
      expect(await calm()).toBe(200);
    } finally {
      await s.close();
    }
  });

  it('reads its limits from OVERLOAD_* and refuses a bad value by name', () => {
    expect(overloadFromEnv({})).toEqual(DEFAULT_OVERLOAD);
    expect(
      overloadFromEnv({ OVERLOAD_MAX_IN_FLIGHT: '64', OVERLOAD_RETRY_AFTER_SECONDS: '5' }),
    ).toMatchObject({ maxInFlight: 64, retryAfterSeconds: 5 });
    expect(overloadFromEnv({ OVERLOAD_SHEDDING: 'false' }).enabled).toBe(false);
    expect(() => overloadFromEnv({ OVERLOAD_MAX_IN_FLIGHT: 'lots' })).toThrow(
      /OVERLOAD_MAX_IN_FLIGHT/,
    );
    expect(() => overloadFromEnv({ OVERLOAD_MAX_EVENT_LOOP_UTILIZATION: '2' })).toThrow(
      /OVERLOAD_MAX_EVENT_LOOP_UTILIZATION/,
    );
    expect(() => overloadFromEnv({ OVERLOAD_SHEDDING: 'maybe' })).toThrow(/OVERLOAD_SHEDDING/);
  });
});
