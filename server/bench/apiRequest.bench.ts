// Per-request cost of a typical authenticated call (issue 15 part 1): GET /api/user students of Demo
// School with a bearer token, through the whole server (session, user and membership lookup, RLS
// set-up, the list), next to two baselines measured in the same run on the same database:
// - raw SQL: a bare Fastify route that replays the very round trips the portal sent for one such
//   request (recorded at the driver: same texts, same parameters, same transactions, a transaction
//   on one connection) over the raw driver;
// - bare Fastify: a route answering the portal's JSON body, no database.
// Prints requests per second, latency, statements per request and main-thread milliseconds per
// request, with ratios. PGlite by default; PostgreSQL with TEST_DATABASE_URL. No pass/fail.
// BENCH_LOAD_MS (default 5000) and BENCH_CONCURRENCY (default 16) tune the load.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { createTestApp } from '../test/helpers/testApp';
import {
  countStatements,
  driverOf,
  endsTransaction,
  statementsOf,
  stepsOf,
  transactionsOf,
  type RecordedStatement,
} from './statementCounter';

const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

interface LoadFigures {
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  ok: number;
  total: number;
  statuses: Record<string, number>;
  /** Main-thread (server) busy milliseconds per answered request. */
  busyMsPerRequest: number;
}

function load(url: string, headers: Record<string, string>): Promise<LoadFigures> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'loadWorker.mjs'), {
      workerData: { url, headers, durationMs: LOAD_MS, concurrency: CONCURRENCY, warmupMs: 1000 },
    });
    let elu = performance.eventLoopUtilization();
    worker.on('message', (m: { phase: string } & Omit<LoadFigures, 'busyMsPerRequest'>) => {
      if (m.phase === 'measuring') elu = performance.eventLoopUtilization();
      if (m.phase === 'done') {
        const used = performance.eventLoopUtilization(elu);
        void worker.terminate();
        resolve({ ...m, busyMsPerRequest: used.active / Math.max(1, m.total) });
      }
    });
    worker.once('error', reject);
  });
}

interface PgliteTx {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}
interface PgliteLike extends PgliteTx {
  transaction<T>(fn: (tx: PgliteTx) => Promise<T>): Promise<T>;
}

/**
 * Replays the recorded round trips on the raw driver and answers the last data statement's rows.
 * node-postgres: each recorded text as it was sent (a multi-statement opening stays one round
 * trip), all of one request's on one pooled connection, as the portal sends them (its read-only
 * requests keep their scope on the connection, not in a transaction). PGlite (in-process): each
 * transaction's statements in one `transaction`, the others as single queries.
 */
function rawReplayer(driver: unknown, roundTrips: RecordedStatement[]) {
  if (driver instanceof pg.Pool) {
    return async () => {
      let rows: unknown[] = [];
      const client = await driver.connect();
      try {
        for (const r of roundTrips) {
          // No values: a parameterless text goes by the simple protocol, as the portal sent it.
          const answer: unknown = r.params.length
            ? await client.query(r.text, r.params)
            : await client.query(r.text);
          const results = (Array.isArray(answer) ? answer : [answer]) as pg.QueryResult[];
          const last = results[results.length - 1];
          if (!endsTransaction(r.text) && last?.command === 'SELECT') rows = last.rows;
        }
      } finally {
        client.release();
      }
      return rows;
    };
  }
  const lite = driver as PgliteLike;
  const steps = stepsOf(roundTrips);
  return async () => {
    let rows: unknown[] = [];
    for (const { statements, transaction } of steps) {
      if (!transaction) {
        for (const s of statements) rows = (await lite.query(s.text, s.params)).rows;
        continue;
      }
      await lite.transaction(async (tx) => {
        for (const s of statements) rows = (await tx.query(s.text, s.params)).rows;
      });
    }
    return rows;
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const ratio = (a: number, b: number) => (b === 0 ? '-' : (a / b).toPrecision(3));

export default async function apiRequestBench(): Promise<void> {
  // No PDF backfill: listening would start rendering the seeded reports' PDFs while the portal
  // is measured (seen in a CPU profile: an eighth of the main thread during the portal's load).
  const t = await createTestApp({ config: { pdfBackfill: false } });
  const servers: FastifyInstance[] = [];
  try {
    const { token, orgId } = await t.tokenFor('admin@demo-school.test', 'Demo School');
    const pathAndQuery = `/api/user?type=student&limit=1000&orgId=${orgId}`;
    const headers = { authorization: `Bearer ${token}` };
    const first = await t.app.inject({ method: 'GET', url: pathAndQuery, headers });
    if (first.statusCode !== 200) throw new Error(`GET /api/user -> ${first.statusCode}`);

    // Statements of one warm request.
    const counter = countStatements(t.db);
    const sample = await t.app.inject({ method: 'GET', url: pathAndQuery, headers });
    const statements = counter.take();
    counter.stop();
    const transactions = transactionsOf(statements);
    const rows = (sample.json() as { data: unknown[] }).data.length;
    console.log(`database: ${t.kind}; ${rows} students, ${sample.body.length} bytes per answer`);
    const all = statementsOf(statements);
    console.log(
      `per request: ${statements.length} round trips, ${all.length} statements ` +
        `(${all.length - transactions.reduce((n, tx) => n + tx.length, 0)} BEGIN/COMMIT) ` +
        `in ${transactions.length} transactions`,
    );
    for (const s of statements) {
      console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 110)}`);
    }

    const portalUrl = await listen(t.app);

    const raw = Fastify({ logger: false });
    const replay = rawReplayer(driverOf(t.db), statements);
    raw.get('/api/user', async () => ({ data: await replay() }));
    servers.push(raw);
    const rawUrl = await listen(raw);

    const payload: unknown = sample.json();
    const bare = Fastify({ logger: false });
    bare.get('/api/user', async () => payload);
    servers.push(bare);
    const bareUrl = await listen(bare);

    const portal = await load(`${portalUrl}${pathAndQuery}`, headers);
    const rawSql = await load(`${rawUrl}/api/user`, {});
    const bareFastify = await load(`${bareUrl}/api/user`, {});

    const row = (f: LoadFigures) => ({
      rps: f.rps,
      'p50 ms': f.p50,
      'p99 ms': f.p99,
      'main-thread ms/req': Number(f.busyMsPerRequest.toFixed(3)),
      'non-2xx': f.total - f.ok,
      'x bare Fastify': ratio(f.rps, bareFastify.rps),
      'x raw SQL': ratio(f.rps, rawSql.rps),
    });
    console.log(
      `GET /api/user students, ${CONCURRENCY} connections, ${LOAD_MS} ms each (${t.kind}):`,
    );
    console.table({
      portal: row(portal),
      'raw SQL (same round trips)': row(rawSql),
      'bare Fastify (same JSON)': row(bareFastify),
    });
  } finally {
    for (const s of servers) await s.close();
    await t.close();
  }
}
