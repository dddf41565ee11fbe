// runAsTenant / withSystem open their transaction and set its scope in one round trip on
// node-postgres (src/platform/tenant-transaction.ts); PGlite keeps Drizzle's transaction. Both:
// failures roll back, the scope is transaction-local, savepoints work, bad ids never reach SQL.
import { eq, sql } from 'drizzle-orm';
import { Client, Pool, type PoolClient } from 'pg';
import { queryRows, type Db, type Tx } from '../../src/db/client';
import { organisations } from '../../src/db/schema/index';
import { runAsTenant, tenantPrologue, withSystem } from '../../src/platform/tenancy';
import { OpenTransaction } from '../../src/platform/tenant-transaction';
import { countStatements, driverOf, statementsOf } from '../../bench/statementCounter';
import { createTestApp, type TestApp } from '../helpers/testApp';

let t: TestApp;
let orgId: number;
let userId: number;
beforeAll(async () => {
  t = await createTestApp();
  ({ orgId, userId } = await t.tokenFor('admin@demo-school.test', 'Demo School'));
});
afterAll(() => t.close());

interface Standing {
  pid: number;
  who: string;
  org: string | null;
  uid: string | null;
}

const STANDING = sql`select pg_backend_pid() as pid, current_user::text as who,
  current_setting('app.org_id', true) as org, current_setting('app.user_id', true) as uid`;

async function standingIn(runner: Db | Tx): Promise<Standing> {
  const [row] = await queryRows<Standing>(runner, STANDING);
  return row!;
}

async function orgName(): Promise<string> {
  const [row] = await withSystem(t.db, (tx) =>
    tx.select({ name: organisations.name }).from(organisations).where(eq(organisations.id, orgId)),
  );
  return row!.name;
}

/** The connection's standing once it is back in the pool (not in any transaction). */
async function standingAfter(): Promise<Standing> {
  return standingIn(t.db);
}

function expectUnscoped(s: Standing, pidInside: number) {
  // node-postgres hands out the most recently released client first: the same connection.
  expect(s.pid).toBe(pidInside);
  expect(s.who).not.toMatch(/^besmart_/);
  expect(['', null]).toContain(s.org);
  expect(['', null]).toContain(s.uid);
}

describe('runAsTenant', () => {
  it('opens the transaction and sets the scope first (one round trip on PostgreSQL)', async () => {
    const counter = countStatements(t.db);
    try {
      await runAsTenant(t.db, { orgId, userId }, (tx) => standingIn(tx));
      const roundTrips = counter.take();
      const statements = statementsOf(roundTrips);
      // begin, the scope, the probe, commit
      expect(statements.map((s) => s.text.slice(0, 12).toLowerCase())).toEqual([
        'begin',
        'select set_c',
        'select pg_ba',
        'commit',
      ]);
      if (t.kind === 'postgres') {
        // BEGIN and the scope are one simple-protocol text, the ids inlined.
        expect(roundTrips).toHaveLength(3);
        expect(roundTrips[0]!.text).toMatch(
          /^begin; select set_config\('role', 'besmart_app', true\)/,
        );
        expect(statements[1]!.text).toContain(`set_config('app.org_id', '${orgId}', true)`);
        expect(statements[1]!.text).toContain(`set_config('app.user_id', '${userId}', true)`);
      } else {
        // PGlite: Drizzle's BEGIN, then the prepared scope statement.
        expect(roundTrips).toHaveLength(4);
        expect(statements[1]!.params).toEqual([String(orgId), String(userId)]);
      }
    } finally {
      counter.stop();
    }
  });

  it('runs fn as besmart_app with the organisation and user set, then leaves the connection unscoped', async () => {
    const inside = await runAsTenant(t.db, { orgId, userId }, (tx) => standingIn(tx));
    expect(inside).toMatchObject({ who: 'besmart_app', org: String(orgId), uid: String(userId) });
    expectUnscoped(await standingAfter(), inside.pid);

    const noUser = await runAsTenant(t.db, { orgId, userId: null }, (tx) => standingIn(tx));
    expect(noUser).toMatchObject({ who: 'besmart_app', org: String(orgId), uid: '' });
    expectUnscoped(await standingAfter(), noUser.pid);
  });

  it('rolls back everything when fn fails, and leaves the connection unscoped', async () => {
    const before = await orgName();
    let pid = 0;
    await expect(
      runAsTenant(t.db, { orgId, userId }, async (tx) => {
        await tx
          .update(organisations)
          .set({ name: 'Renamed then rolled back' })
          .where(eq(organisations.id, orgId));
        pid = (await standingIn(tx)).pid;
        throw new Error('fn failed');
      }),
    ).rejects.toThrow('fn failed');
    expect(await orgName()).toBe(before);
    expectUnscoped(await standingAfter(), pid);
  });

  it('keeps savepoints: a failed nested transaction rolls back only its own writes', async () => {
    const before = await orgName();
    try {
      await runAsTenant(t.db, { orgId, userId }, async (tx) => {
        await tx
          .update(organisations)
          .set({ name: `${before} (outer)` })
          .where(eq(organisations.id, orgId));
        await expect(
          tx.transaction(async (inner) => {
            await inner
              .update(organisations)
              .set({ name: `${before} (inner)` })
              .where(eq(organisations.id, orgId));
            throw new Error('inner failed');
          }),
        ).rejects.toThrow('inner failed');
        // Still the tenant, in the same transaction, after the savepoint's rollback.
        expect(await standingIn(tx)).toMatchObject({ who: 'besmart_app', org: String(orgId) });
      });
      expect(await orgName()).toBe(`${before} (outer)`);
    } finally {
      await withSystem(t.db, (tx) =>
        tx.update(organisations).set({ name: before }).where(eq(organisations.id, orgId)),
      );
    }
  });

  it('refuses a bad organisation or user id before any SQL', async () => {
    const bad: { orgId: number; userId: number | null }[] = [
      { orgId: 0, userId },
      { orgId: -4, userId },
      { orgId: 1.5, userId },
      { orgId: Number.NaN, userId },
      { orgId: 2 ** 53, userId },
      { orgId: '12 ; drop table users' as unknown as number, userId },
      { orgId, userId: 0 },
      { orgId, userId: -1 },
      { orgId, userId: 2.5 },
      { orgId, userId: Number.POSITIVE_INFINITY },
      { orgId, userId: "7', true), set_config('role', 'postgres" as unknown as number },
    ];
    const counter = countStatements(t.db);
    try {
      for (const scope of bad) {
        const fn = jest.fn(async () => 'ran');
        await expect(runAsTenant(t.db, scope, fn)).rejects.toThrow(/positive/);
        expect(() => tenantPrologue(scope)).toThrow(/positive/);
        expect(fn).not.toHaveBeenCalled();
      }
      expect(counter.take()).toEqual([]);
    } finally {
      counter.stop();
    }
  });
});

describe('withSystem', () => {
  it('runs fn as besmart_system and leaves the connection as it was', async () => {
    const inside = await withSystem(t.db, (tx) => standingIn(tx));
    expect(inside.who).toBe('besmart_system');
    expectUnscoped(await standingAfter(), inside.pid);
  });
});

// Only on PostgreSQL: a pooled connection the server ends inside the transaction.
/** Records every release of a client checked out of pool until `restore()`. */
function recordReleases(pool: Pool): { releases: unknown[][]; restore: () => void } {
  const releases: unknown[][] = [];
  const connect = pool.connect.bind(pool) as () => Promise<PoolClient>;
  const spy = jest.spyOn(pool, 'connect').mockImplementation((async () => {
    const client = await connect();
    const release = client.release.bind(client);
    client.release = (...args: Parameters<PoolClient['release']>) => {
      releases.push(args);
      return release(...args);
    };
    return client;
  }) as unknown as Pool['connect']);
  return { releases, restore: () => spy.mockRestore() };
}

// Only on PostgreSQL: a pooled connection the server ends inside the transaction.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a failed rollback', () => {
  it('releases the client with an error (the pool discards it) and throws fn’s error', async () => {
    const pool = driverOf(t.db) as Pool;
    const { releases, restore } = recordReleases(pool);
    let pid = 0;
    try {
      await expect(
        runAsTenant(t.db, { orgId, userId }, async (tx) => {
          pid = (await standingIn(tx)).pid;
          const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL });
          await admin.connect();
          try {
            await admin.query('select pg_terminate_backend($1)', [pid]);
          } finally {
            await admin.end();
          }
          throw new Error('fn failed after its connection was ended');
        }),
      ).rejects.toThrow('fn failed after its connection was ended');
    } finally {
      restore();
    }
    expect(releases).toHaveLength(1);
    expect(releases[0]![0]).toBeInstanceOf(Error);
    // The next transaction gets a working connection (not the ended one).
    const next = await runAsTenant(t.db, { orgId, userId }, (tx) => standingIn(tx));
    expect(next.who).toBe('besmart_app');
    expect(next.pid).not.toBe(pid);
  });
});

// Only on PostgreSQL: what a failed prologue left on its connection is unknown (a one-statement
// prologue's own clearing is rolled back with it), so the connection is not used again.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('a failed prologue', () => {
  it.each([
    ['a text', () => OpenTransaction.begin(t.db, 'begin; select 1 / 0')],
    [
      'one parameterised statement',
      () =>
        OpenTransaction.autocommit(
          t.db,
          { text: 'select 1 / $1::int', values: [0] },
          driverOf(t.db) as Pool,
        ),
    ],
  ])(
    '(%s) throws its error and releases the client with it (the pool discards it)',
    async (_, open) => {
      const { releases, restore } = recordReleases(driverOf(t.db) as Pool);
      try {
        await expect(open()).rejects.toThrow('division by zero');
      } finally {
        restore();
      }
      expect(releases).toHaveLength(1);
      expect(releases[0]![0]).toBeInstanceOf(Error);
    },
  );
});
