// Issue 15: on PostgreSQL a tenant scope's guard sends the caller lookup in the request's opening
// round trip (platform/request-transaction.ts): with BEGIN for a request that may write, with the
// scope set on the connection and writes refused for a GET. What a caller relies on: the handler's
// first withContext runs there, in the caller's organisation and no other, whoever used the
// connection before; it always ends (committed, rolled back on failure, or released unused on any
// refusal or a closed connection); it holds no lock on the caller's session; and a full pool of
// such requests cannot wait on each other.
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows, requestPoolOf, type Tx } from '../../src/db/client';
import { sessions, userGroups } from '../../src/db/schema/index';
import { guardTenantScope } from '../../src/platform/auth-guard';
import { withContext, withSystemContext } from '../../src/platform/request-context';
import { revokeSession } from '../../src/platform/sessions';
import { withSystem } from '../../src/platform/tenancy';
import { hashToken } from '../../src/platform/tokens';
import { createTestApp, type TestApp } from '../helpers/testApp';

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

/** Lets a test hold a handler before its first withContext. */
let gate: Promise<void> = Promise.resolve();

function probes(app: FastifyInstance) {
  void app.register(async (scope) => {
    guardTenantScope(scope);
    const scopeNow = (tx: Tx) =>
      queryRows<{ org: string; userId: string; role: string; pid: number; students: number }>(
        tx,
        sql`select current_setting('app.org_id') as org, current_setting('app.user_id') as "userId",
              current_user as role, pg_backend_pid() as pid,
              (select count(*)::int from users where type = 'student') as students`,
      );
    scope.get('/api/test/rt/scope', async (request) => {
      const [row] = await withContext(request, (ctx) => scopeNow(ctx.tx));
      return { data: row };
    });
    scope.post('/api/test/rt/scope', async (request) => {
      const [row] = await withContext(request, (ctx) => scopeNow(ctx.tx));
      return { data: row };
    });
    scope.get('/api/test/rt/two', async (request) => {
      const [first] = await withContext(request, (ctx) => scopeNow(ctx.tx));
      const [second] = await withContext(request, (ctx) => scopeNow(ctx.tx));
      return { data: { first, second } };
    });
    scope.get('/api/test/rt/writes', async (request) => {
      await withContext(request, (ctx) =>
        ctx.tx.insert(userGroups).values({ orgId: ctx.orgId, name: 'written by a GET' }),
      );
      return { data: 'written' };
    });
    scope.post('/api/test/rt/writes', async (request) => {
      await withContext(request, (ctx) =>
        ctx.tx.insert(userGroups).values({ orgId: ctx.orgId, name: 'written by a POST' }),
      );
      return { data: 'written' };
    });
    scope.post('/api/test/rt/fails', async (request) => {
      await withContext(request, async (ctx) => {
        await ctx.tx.insert(userGroups).values({ orgId: ctx.orgId, name: 'never kept' });
        throw new Error('after the insert');
      });
      return { data: 'unreachable' };
    });
    scope.get('/api/test/rt/system-only', async (request) => {
      const [row] = await withSystemContext(request, (ctx) =>
        queryRows<{ role: string }>(ctx.tx, sql`select current_user as role`),
      );
      return { data: row };
    });
    scope.get('/api/test/rt/revoke-own-first', async (request) => {
      await withSystem(request.server.db, (tx) => revokeSession(tx, request.auth.sessionId));
      const [row] = await withContext(request, (ctx) =>
        queryRows<{ org: string }>(ctx.tx, sql`select current_setting('app.org_id') as org`),
      );
      return { data: row };
    });
    scope.get('/api/test/rt/system-then-tenant', async (request) => {
      await gate;
      await withSystem(request.server.db, (tx) => queryRows(tx, sql`select pg_sleep(0.005)`));
      const [row] = await withContext(request, (ctx) =>
        queryRows<{ org: string }>(ctx.tx, sql`select current_setting('app.org_id') as org`),
      );
      return { data: row };
    });
  });
}

let t: TestApp;
let token: string;
let orgId: number;
let userId: number;

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** Connections of the request pool checked out right now. */
function inUse(): number {
  const pool = requestPoolOf(t.db)!;
  return pool.totalCount - pool.idleCount;
}

/** Waits (briefly) for every request-pool connection to be back; answers how many are out. */
async function settled(): Promise<number> {
  for (let i = 0; i < 50 && inUse() > 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  return inUse();
}

onPostgres('the request transaction (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ extend: probes });
    ({ token, orgId, userId } = await t.tokenFor('admin@demo-school.test', 'Demo School'));
  });
  afterAll(() => t.close());
  afterEach(async () => {
    gate = Promise.resolve();
    expect(await settled()).toBe(0);
  });

  it("runs the handler's first withContext as besmart_app in the caller's organisation", async () => {
    const res = await get(`/api/test/rt/scope?orgId=${orgId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      org: String(orgId),
      userId: String(userId),
      role: 'besmart_app',
    });
  });

  it('gives a second withContext a transaction of its own, in the same scope', async () => {
    const res = await get(`/api/test/rt/two?orgId=${orgId}`);
    expect(res.statusCode).toBe(200);
    const { first, second } = res.json().data;
    expect(second.pid).not.toBe(first.pid);
    expect(second).toMatchObject({ org: String(orgId), role: 'besmart_app' });
    expect(second.students).toBe(first.students);
  });

  it("scopes each request to its caller's organisation, whoever used the connection before", async () => {
    const care = await t.tokenFor('admin@demo-care.test');
    const asCare = (method: 'GET' | 'POST') =>
      t.app.inject({
        method,
        url: `/api/test/rt/scope?orgId=${care.orgId}`,
        headers: { authorization: `Bearer ${care.token}` },
      });
    const school = (await get(`/api/test/rt/scope?orgId=${orgId}`)).json().data;
    const careGet = (await asCare('GET')).json().data;
    const carePost = (await asCare('POST')).json().data;
    const schoolAgain = (await get(`/api/test/rt/scope?orgId=${orgId}`)).json().data;
    // One after the other, they share the pool's most recently used connection.
    expect(new Set([school.pid, careGet.pid, carePost.pid, schoolAgain.pid]).size).toBe(1);
    expect(careGet).toMatchObject({ org: String(care.orgId), userId: String(care.userId) });
    expect(carePost).toMatchObject({ org: String(care.orgId), userId: String(care.userId) });
    expect(schoolAgain).toMatchObject({ org: String(orgId), userId: String(userId) });
    expect(careGet.students).not.toBe(school.students);
    expect(schoolAgain.students).toBe(school.students);
  });

  it.each(['GET', 'POST'] as const)(
    'leaves no scope on the connection when the lookup finds no session (%s)',
    async (method) => {
      expect((await get(`/api/test/rt/scope?orgId=${orgId}`)).statusCode).toBe(200);
      const refused = await t.app.inject({
        method,
        url: `/api/test/rt/scope?orgId=${orgId}`,
        headers: { authorization: 'Bearer not-a-live-token' },
      });
      expect(refused.statusCode).toBe(401);
      // The connection both requests used (the pool hands out its most recently used one).
      const client = await requestPoolOf(t.db)!.connect();
      try {
        const { rows } = await client.query<{ org: string; role: string; readOnly: string }>(
          `select current_setting('app.org_id', true) as org, current_user as role,
                  current_setting('default_transaction_read_only') as "readOnly"`,
        );
        expect(rows[0]!.org).toBe('');
        expect(rows[0]!.role).not.toBe('besmart_app');
        expect(rows[0]!.readOnly).toBe('off');
      } finally {
        client.release();
      }
    },
  );

  it('refuses a write in a GET, and commits one in a POST on the same connection', async () => {
    const written = async (name: string) =>
      (
        await withSystem(t.db, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from user_groups where name = ${name}`,
          ),
        )
      )[0]!.n;
    expect((await get(`/api/test/rt/writes?orgId=${orgId}`)).statusCode).toBe(500);
    expect(await written('written by a GET')).toBe(0);
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/test/rt/writes?orgId=${orgId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(post.statusCode).toBe(200);
    expect(await written('written by a POST')).toBe(1);
  });

  it('rolls back what a failing handler wrote', async () => {
    const count = async () =>
      (
        await withSystem(t.db, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from user_groups where name = 'never kept'`,
          ),
        )
      )[0]!.n;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/test/rt/fails?orgId=${orgId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(500);
    expect(await count()).toBe(0);
  });

  it('ends the transaction unused on a refusal, a bad request, or a handler that never needs it', async () => {
    const care = (
      await withSystem(t.db, (tx) =>
        queryRows<{ id: number }>(
          tx,
          sql`select id from organisations where name = 'Demo Care Home'`,
        ),
      )
    )[0]!.id;
    expect((await get(`/api/test/rt/scope?orgId=${care}`)).statusCode).toBe(403);
    expect(await settled()).toBe(0);
    expect((await get(`/api/user?type=nobody&orgId=${orgId}`)).statusCode).toBe(400);
    expect(await settled()).toBe(0);
    const res = await get(`/api/test/rt/system-only?orgId=${orgId}`);
    expect(res.json().data.role).toBe('besmart_system');
    expect(await settled()).toBe(0);
    const idle = await withSystem(t.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and state like 'idle in transaction%'`,
      ),
    );
    expect(idle[0]!.n).toBe(0);
  });

  it('holds no lock on the session: the handler may revoke it on another connection', async () => {
    // The slide is due, so the lookup would have written the session row if it slid it itself.
    await withSystem(t.db, (tx) =>
      tx
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
        .where(eq(sessions.tokenHash, hashToken(token))),
    );
    const res = await get(`/api/test/rt/revoke-own-first?orgId=${orgId}`);
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/test/rt/scope?orgId=${orgId}`)).statusCode).toBe(401);
    ({ token } = await t.tokenFor('admin@demo-school.test', 'Demo School'));
  });

  it('serves more such requests at once than the pool has connections', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const many = Array.from({ length: 25 }, () =>
      get(`/api/test/rt/system-then-tenant?orgId=${orgId}`),
    );
    await new Promise((r) => setTimeout(r, 50));
    open();
    const answers = await Promise.all(many);
    expect(answers.map((r) => r.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((r) => r.json().data.org))).toEqual(new Set([String(orgId)]));
  }, 15_000);

  it('ends it when the caller hangs up before the handler used it', async () => {
    let open: () => void = () => undefined;
    gate = new Promise((resolve) => {
      open = resolve;
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const request = http.get({
      host: '127.0.0.1',
      port,
      path: `/api/test/rt/system-then-tenant?orgId=${orgId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    request.on('error', () => undefined);
    for (let i = 0; i < 100 && inUse() === 0; i += 1) await new Promise((r) => setTimeout(r, 5));
    expect(inUse()).toBe(1); // held by the waiting handler
    request.destroy();
    expect(await settled()).toBe(0);
    open();
  });
});
