// Incident search as an organisation grows: 10k, 100k and 1,000,000 incidents on PostgreSQL (when
// BENCH_DATABASE_URL names a server the bench may create a database on) and 10k, 100k on PGlite.
// At every size each search runs without planner statistics (as a never-analysed database) and
// with fresh ones, next to a plain select + count on the same connection. Prints figures, no
// pass/fail. BENCH_SIZES=10000,100000 and BENCH_PGLITE_SIZES override the sizes.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { refreshStatistics } from '../src/db/statistics';
import { runAsTenant } from '../src/platform/tenancy';
import { dropStatistics, growIncidents, seedSearchOrg, type SearchOrg } from './searchSeed';
import { timed } from './support';

const PAGE = 250;
/** A search slower than this is reported as a timeout (PostgreSQL only: statement_timeout). */
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 60);

const sizesOf = (value: string | undefined, fallback: number[]) =>
  value ? value.split(',').map(Number) : fallback;

interface Case {
  name: string;
  report: string;
  staff: boolean;
  query: unknown[];
  /** Page offset as a share of the incidents the caller sees. */
  offsetShare: number;
}

const CASES: Case[] = [
  {
    name: 'first page, no criteria',
    report: 'incidentSearch',
    staff: false,
    query: [],
    offsetShare: 0,
  },
  {
    name: 'page at half the matches',
    report: 'incidentSearch',
    staff: false,
    query: [],
    offsetShare: 0.5,
  },
  {
    name: 'location AND date after',
    report: 'globalIncidentSearch',
    staff: false,
    query: [
      { key: 'location', operator: 'is', response: 'Playground' },
      { key: 'dateOfIncident', operator: 'after', response: '2025-03-01', relation: 'AND' },
    ],
    offsetShare: 0,
  },
  {
    name: 'location OR physical, NOT date',
    report: 'globalIncidentSearch',
    staff: false,
    query: [
      { key: 'location', operator: 'is', response: 'Playground' },
      { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes', relation: 'OR' },
      { key: 'location', operator: 'is not', response: 'Corridor', relation: 'AND' },
    ],
    offsetShare: 0,
  },
  {
    name: 'technique exists',
    report: 'globalIncidentSearch',
    staff: false,
    query: [{ key: 'givingspace', operator: 'exists' }],
    offsetShare: 0,
  },
  {
    name: 'restricted staff, first page',
    report: 'incidentSearch',
    staff: true,
    query: [],
    offsetShare: 0,
  },
  {
    name: 'restricted staff, location',
    report: 'incidentSearch',
    staff: true,
    query: [{ key: 'location', operator: 'is', response: 'Classroom' }],
    offsetShare: 0,
  },
];

interface Figures {
  size: number;
  name: string;
  fresh: number;
  fresh_base: number;
  stale: number;
  stale_base: number;
}

async function measureSize(
  label: string,
  database: Database,
  org: SearchOrg,
  app: ReturnType<typeof buildApp>,
  stats: boolean,
): Promise<Map<string, [number, number]>> {
  const runs = org.incidents >= 1_000_000 ? 3 : 5;
  const answer = new Map<string, [number, number]>();
  const plain = (offset: number) => () =>
    runAsTenant(database.db, { orgId: org.orgId, userId: null }, async (tx) => {
      await tx.execute(
        sql`select count(*) from form_submissions where org_id = ${org.orgId} and type = 'incidentreport' and superseded = false`,
      );
      await tx.execute(sql`select id, reference, subject_id, flag from form_submissions
          where org_id = ${org.orgId} and type = 'incidentreport' and superseded = false
          order by reference desc limit ${PAGE} offset ${offset}`);
    });
  const baselines = new Map<number, number>();
  const baseline = async (offset: number) => {
    if (!baselines.has(offset)) baselines.set(offset, await timed(plain(offset), runs));
    return baselines.get(offset)!;
  };
  for (const c of CASES) {
    const seen = c.staff ? Math.floor(org.incidents / 10) : org.incidents;
    const offset = Math.floor(seen * c.offsetShare);
    const run = async () => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/report/generate?orgId=${org.orgId}`,
        headers: { authorization: `Bearer ${c.staff ? org.staffToken : org.leadToken}` },
        payload: {
          data: {
            submissionType: 'incidentreport',
            query: c.query,
            reports: [c.report],
            limit: PAGE,
            offset,
          },
        },
      });
      if (res.statusCode !== 200) throw new Error(`${c.report}: ${res.statusCode} ${res.body}`);
      const rows = (res.json().data[c.report] as { rows: unknown[] }).rows;
      if (rows.length !== PAGE) throw new Error(`${c.name}: ${rows.length} rows`);
    };
    const base = await baseline(offset);
    let ms: number;
    try {
      ms = await timed(run, runs);
    } catch (error) {
      if (!/statement timeout|canceling statement|500/.test(String(error))) throw error;
      ms = Number.POSITIVE_INFINITY;
    }
    answer.set(c.name, [ms, base]);
    console.log(
      `${label} ${String(org.incidents).padStart(9)} ${stats ? 'fresh stats' : 'no stats   '} ${c.name.padEnd(32)} ${fmt(ms)}  (${ratio(ms, base)} plain ${base.toFixed(1)} ms)`,
    );
  }
  return answer;
}

const fmt = (ms: number) =>
  Number.isFinite(ms) ? `${ms.toFixed(1).padStart(9)} ms` : `>${TIMEOUT_S} s`.padStart(12);
const ratio = (ms: number, base: number) =>
  Number.isFinite(ms) ? `${(ms / base).toFixed(1)}x` : 'timeout';

async function measure(label: string, database: Database, sizes: number[]): Promise<Figures[]> {
  const org = await seedSearchOrg(database.db);
  const app = buildApp({
    db: database.db,
    config: { ...loadConfig({}), logger: false, seedDemo: false, smtpUrl: undefined },
    mailPrint: () => {},
  });
  await app.ready();
  const figures: Figures[] = [];
  try {
    for (const size of sizes) {
      const started = Date.now();
      await growIncidents(database.db, org, size);
      console.log(
        `${label}: seeded up to ${size} incidents in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      await dropStatistics(database.db);
      const stale = await measureSize(label, database, org, app, false);
      const analysed = Date.now();
      await refreshStatistics(database.db);
      console.log(`${label}: ANALYZE as owner ${((Date.now() - analysed) / 1000).toFixed(1)} s`);
      const fresh = await measureSize(label, database, org, app, true);
      for (const c of CASES) {
        const [f, fb] = fresh.get(c.name)!;
        const [s, sb] = stale.get(c.name)!;
        figures.push({ size, name: c.name, fresh: f, fresh_base: fb, stale: s, stale_base: sb });
      }
    }
  } finally {
    await app.close();
  }
  printTable(label, figures, sizes);
  return figures;
}

function printTable(label: string, figures: Figures[], sizes: number[]): void {
  console.log(
    `\n${label}: incident search, median ms (ratio to plain select+count of the same run)`,
  );
  console.log(
    `${'size'.padStart(9)} | ${'search'.padEnd(32)} | ${'fresh stats'.padStart(22)} | ${'no stats'.padStart(22)} | no/fresh`,
  );
  for (const f of figures) {
    const cell = (ms: number, base: number) => `${fmt(ms)} ${`(${ratio(ms, base)})`.padStart(9)}`;
    const slower = Number.isFinite(f.stale) ? `${(f.stale / f.fresh).toFixed(1)}x` : 'timeout';
    console.log(
      `${String(f.size).padStart(9)} | ${f.name.padEnd(32)} | ${cell(f.fresh, f.fresh_base)} | ${cell(f.stale, f.stale_base)} | ${slower}`,
    );
  }
  const smallest = Math.min(...sizes);
  const largest = Math.max(...sizes);
  if (smallest === largest) return;
  console.log(
    `${label}: growth ${smallest} -> ${largest} (linear = ${(largest / smallest).toFixed(0)}x), fresh stats / no stats:`,
  );
  for (const c of CASES) {
    const a = figures.find((f) => f.size === smallest && f.name === c.name)!;
    const b = figures.find((f) => f.size === largest && f.name === c.name)!;
    const grow = (x: number, y: number) =>
      Number.isFinite(y) ? `${(y / x).toFixed(1)}x` : 'timeout';
    console.log(
      `  ${c.name.padEnd(32)} ${grow(a.fresh, b.fresh).padStart(8)} ${grow(a.stale, b.stale).padStart(8)}`,
    );
  }
}

export default async function incidentSearchBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'besmart-search-bench-'));
  if (process.env.BENCH_PGLITE_SIZES !== '0') {
    const pglite = await createDatabase({ dataDir: dir });
    try {
      await measure('PGlite', pglite, sizesOf(process.env.BENCH_PGLITE_SIZES, [10_000, 100_000]));
    } finally {
      await pglite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure it too)');
    return;
  }
  const name = `besmart_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.query(`ALTER DATABASE ${name} SET statement_timeout = '${TIMEOUT_S}s'`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pg = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', pg, sizesOf(process.env.BENCH_SIZES, [10_000, 100_000, 1_000_000]));
  } finally {
    await pg.close();
    // BENCH_KEEP=1 leaves the seeded database for reading plans by hand (psql), and names it.
    if (process.env.BENCH_KEEP === '1') console.log(`PostgreSQL: kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
