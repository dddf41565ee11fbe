// Analytics (issue 11): the Global Incident Report call — incidentTotals + the seven breakdowns +
// globalIncidentSearch (limit 250) in one generate request through the real Fastify app — next to a
// single-pass baseline in raw SQL over the same rows (one GROUPING SETS aggregate + the first page)
// and a second one, the same aggregate over submission_facts (the values already derived), with the
// number of statements each request sends,
// on one organisation with 100,000 incidents, 50,000 logs and 100,000 clickers. Without planner
// statistics (a never-analysed database) and with fresh ones. PGlite always; PostgreSQL when
// BENCH_DATABASE_URL names a server the bench may create a database on. Prints figures, no pass/fail.
// BENCH_ANALYTICS_SIZE overrides the number of incidents; BENCH_EXPLAIN=<ms> logs the plans of the
// statements slower than that (auto_explain, with ANALYZE) to the PostgreSQL server log;
// BENCH_STATEMENTS=1 prints the start of each statement a request sends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import {
  CLICKER_REPORT_PARTS,
  GLOBAL_INCIDENT_REPORT_CHARTS,
  LOG_REPORT_PARTS,
} from 'shared-api/search';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { refreshStatistics } from '../src/db/statistics';
import { runAsTenant, withSystem } from '../src/platform/tenancy';
import { countStatements, isTransactionControl } from './statementCounter';
import {
  dropStatistics,
  growIncidents,
  seedSearchOrg,
  STUDENTS,
  type SearchOrg,
} from './searchSeed';
import { timed } from './support';

const SIZE = Number(process.env.BENCH_ANALYTICS_SIZE ?? 100_000);
const LOGS = SIZE / 2;
const CLICKERS = SIZE;
const PAGE = 250;
const RUNS = 5;

const GLOBAL_REPORT = [...GLOBAL_INCIDENT_REPORT_CHARTS, 'globalIncidentSearch'];

const LOG_REPORT = [...LOG_REPORT_PARTS];
const CLICKER_REPORT = [...CLICKER_REPORT_PARTS];

const CASES: { name: string; type: string; reports: string[]; query: unknown[] }[] = [
  {
    name: 'Global Incident Report, no criteria',
    type: 'incidentreport',
    reports: GLOBAL_REPORT,
    query: [],
  },
  {
    name: 'Global Incident Report, location OR physical',
    type: 'incidentreport',
    reports: GLOBAL_REPORT,
    query: [
      { key: 'location', operator: 'is', response: 'Playground' },
      { key: 'physicalInterventionUsed', operator: 'is', response: 'Yes', relation: 'OR' },
    ],
  },
  { name: 'incidentTotals alone', type: 'incidentreport', reports: ['incidentTotals'], query: [] },
  ...(
    [
      'intervention',
      'involvement',
      'pilExtrasReport',
      'pilExtrasReportExclusions',
      'incidentHeatmap',
      'incidentTrend',
      'disproportionality',
    ] as const
  ).map((report) => ({ name: report, type: 'incidentreport', reports: [report], query: [] })),
  { name: 'Log Report (50k logs)', type: 'concern', reports: LOG_REPORT, query: [] },
  { name: 'Clicker Report (100k clickers)', type: 'clicker', reports: CLICKER_REPORT, query: [] },
];

/** What the Analytics charts read that the search seed does not write, plus logs and clickers. */
async function seedAnalytics(database: Database, org: SearchOrg): Promise<void> {
  const { orgId, lead, other, firstStudent } = org;
  await withSystem(database.db, async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response, response_type)
      select s.org_id, s.id, a.key, a.value, 'string'
      from form_submissions s cross join lateral (values
        ('completedBy', (case when s.reference % 3 = 0 then ${other}::int else ${lead}::int end)::text),
        ('restrictedPhysicalInterventionUsed', case when s.reference % 7 = 0 then 'Yes' else 'No' end),
        ('staffInvolved', '[' || ${lead}::int || case when s.reference % 2 = 0 then ',' || ${other}::int else '' end || ']'),
        ('Bullying', case when s.reference % 5 = 0 then 'Yes' else 'No' end),
        ('physicalInterventionDuration', (s.reference % 15)::text)
      ) as a(key, value)
      where s.org_id = ${orgId} and s.type = 'incidentreport'`);
    await tx.execute(sql`
      insert into user_groups (org_id, name)
      select ${orgId}::int, 'Group ' || g from generate_series(1, 20) g`);
    await tx.execute(sql`
      insert into user_group_members (org_id, user_group_id, user_id)
      select ${orgId}::int, gr.id, u.id from users u
      join user_groups gr on gr.org_id = u.org_id and gr.name = 'Group ' || (1 + u.id % 20)
      where u.org_id = ${orgId} and u.type = 'student' and u.id % 4 <> 0`);
    for (const [type, count, key, values] of [
      ['concern', LOGS, 'positiveNegative', `array['Positive','Negative','N/A']`],
      ['clicker', CLICKERS, 'quickBehaviour', `array['Shouting','Running','Kind act','Helping']`],
    ] as const) {
      await tx.execute(sql`
        insert into form_submissions (org_id, type, sub_type, status, was_published, author_id, subject_id, flag, created_at)
        select ${orgId}::int, ${type}, ${type}, 'Published', true, ${lead}::int,
          ${firstStudent}::int + g % ${STUDENTS}::int, 'none', now() - (g % 2000) * interval '1 hour'
        from generate_series(1, ${count}::int) g`);
      await tx.execute(sql`
        insert into form_responses (org_id, submission_id, question_key, response, response_type)
        select s.org_id, s.id, ${key}, (${sql.raw(values)})[1 + s.id % array_length(${sql.raw(values)}, 1)], 'string'
        from form_submissions s where s.org_id = ${orgId} and s.type = ${type}`);
    }
  });
}

/** The single-pass baseline: one GROUPING SETS aggregate over the same rows, and the first page. */
function baseline(database: Database, org: SearchOrg) {
  return () =>
    runAsTenant(database.db, { orgId: org.orgId, userId: null }, async (tx) => {
      // The planner guard of the search and of the report (hash joins without statistics).
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`
        with f as (
          select s.id, s.subject_id,
            max(r.response) filter (where r.question_key = 'location') as location,
            max(left(r.response, 7)) filter (where r.question_key = 'dateOfIncident') as month,
            max(left(r.response, 2)) filter (where r.question_key = 'timeOfIncident') as hour,
            max(r.response) filter (where r.question_key = 'completedBy') as completed_by,
            bool_or(r.question_key = 'physicalInterventionUsed' and r.response = 'Yes') as physical,
            bool_or(r.question_key = 'restrictedPhysicalInterventionUsed' and r.response = 'Yes') as restrictive
          from form_submissions s join form_responses r on r.submission_id = s.id
          where s.org_id = ${org.orgId} and s.type = 'incidentreport' and s.status = 'Published'
            and s.superseded = false and r.org_id = ${org.orgId}
          group by s.id, s.subject_id)
        select f.subject_id, f.location, f.month, f.hour, f.completed_by,
          count(*), count(*) filter (where physical), count(*) filter (where restrictive)
        from f group by grouping sets ((), (f.subject_id), (f.location), (f.month), (f.hour), (f.completed_by))`);
      await tx.execute(sql`select id, reference, subject_id, flag from form_submissions
        where org_id = ${org.orgId} and type = 'incidentreport' and status = 'Published' and superseded = false
        order by reference desc limit ${PAGE}`);
    });
}

/** The logs' / clickers' one-pass baseline: counts by type, service user and both, and a page. */
function logBaseline(database: Database, org: SearchOrg, type: string) {
  const key = type === 'concern' ? 'positiveNegative' : 'quickBehaviour';
  return () =>
    runAsTenant(database.db, { orgId: org.orgId, userId: null }, async (tx) => {
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`set local jit = off`);
      await tx.execute(sql`
        select s.subject_id, r.response, count(*), count(distinct s.subject_id)
        from form_submissions s join form_responses r on r.submission_id = s.id
        where s.org_id = ${org.orgId} and s.type = ${type} and s.status = 'Published'
          and s.superseded = false and r.org_id = ${org.orgId} and r.question_key = ${key}
        group by grouping sets ((), (s.subject_id), (r.response), (s.subject_id, r.response))`);
      await tx.execute(sql`select id, subject_id, created_at from form_submissions
        where org_id = ${org.orgId} and type = ${type} and status = 'Published' and superseded = false
        order by id desc limit ${PAGE}`);
    });
}

/**
 * The same one-pass GROUPING SETS aggregates (and first page) as `baseline` / `logBaseline`, over
 * submission_facts alone (one row per submission, the values and the scope already there, migration
 * 0018) instead of form_responses: the floor for a report that reads the facts.
 */
function factsBaseline(database: Database, org: SearchOrg, type: string) {
  const key = sql.raw(type === 'concern' ? 'positive_negative_key' : 'quick_behaviour_key');
  return () =>
    runAsTenant(database.db, { orgId: org.orgId, userId: null }, async (tx) => {
      await tx.execute(sql`set local enable_nestloop = off`);
      await tx.execute(sql`set local jit = off`);
      if (type === 'incidentreport')
        await tx.execute(sql`
          select f.subject_id, f.location_key, left(f.day, 7), f.hour, f.completed_by_key,
            count(*), count(*) filter (where f.physical), count(*) filter (where f.restrictive)
          from submission_facts f
          where f.org_id = ${org.orgId} and f.type = 'incidentreport' and f.status = 'Published'
            and f.superseded = false
          group by grouping sets ((), (f.subject_id), (f.location_key), (left(f.day, 7)), (f.hour),
            (f.completed_by_key))`);
      else
        await tx.execute(sql`
          select f.subject_id, f.${key}, count(*), count(distinct f.subject_id)
          from submission_facts f
          where f.org_id = ${org.orgId} and f.type = ${type} and f.status = 'Published'
            and f.superseded = false
          group by grouping sets ((), (f.subject_id), (f.${key}), (f.subject_id, f.${key}))`);
      await tx.execute(sql`select id, subject_id from form_submissions
        where org_id = ${org.orgId} and type = ${type} and status = 'Published' and superseded = false
        order by id desc limit ${PAGE}`);
    });
}

async function measure(label: string, database: Database): Promise<void> {
  let started = Date.now();
  const org = await seedSearchOrg(database.db);
  await growIncidents(database.db, org, SIZE);
  await seedAnalytics(database, org);
  console.log(
    `${label}: seeded ${SIZE} incidents, ${LOGS} logs, ${CLICKERS} clickers in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  const app = buildApp({
    db: database.db,
    config: { ...loadConfig({}), logger: false, seedDemo: false, smtpUrl: undefined },
    mailPrint: () => {},
  });
  await app.ready();
  try {
    for (const stats of [false, true]) {
      if (stats) {
        started = Date.now();
        await refreshStatistics(database.db);
        console.log(`${label}: ANALYZE ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } else await dropStatistics(database.db);
      const bases = new Map<string, { raw: number; facts: number }>();
      for (const c of CASES) {
        if (!bases.has(c.type))
          bases.set(c.type, {
            raw: await timed(
              c.type === 'incidentreport'
                ? baseline(database, org)
                : logBaseline(database, org, c.type),
              RUNS,
            ),
            facts: await timed(factsBaseline(database, org, c.type), RUNS),
          });
        const base = bases.get(c.type)!;
        const run = async () => {
          const res = await app.inject({
            method: 'POST',
            url: `/api/report/generate?orgId=${org.orgId}`,
            headers: { authorization: `Bearer ${org.leadToken}` },
            payload: {
              data: {
                submissionType: c.type,
                query: c.query,
                reports: c.reports,
                limit: PAGE,
              },
            },
          });
          if (res.statusCode !== 200) throw new Error(`${c.name}: ${res.statusCode} ${res.body}`);
        };
        const ms = await timed(run, RUNS);
        // Statements the request sends (BEGIN / COMMIT left out), from one more run.
        const counter = countStatements(database.db);
        let statements: number;
        try {
          await run();
          const sent = counter.take().filter((s) => !isTransactionControl(s.text));
          statements = sent.length;
          if (process.env.BENCH_STATEMENTS)
            for (const s of sent) console.log(`  ${s.text.replace(/\s+/g, ' ').slice(0, 150)}`);
        } finally {
          counter.stop();
        }
        console.log(
          `${label} ${stats ? 'fresh stats' : 'no stats   '} ${c.name.padEnd(46)} ${ms.toFixed(1).padStart(8)} ms  ${String(statements).padStart(2)} stmts  (${(ms / base.raw).toFixed(1)}x baseline ${base.raw.toFixed(1)} ms; ${(ms / base.facts).toFixed(1)}x facts baseline ${base.facts.toFixed(1)} ms)`,
        );
      }
    }
  } finally {
    await app.close();
  }
}

export default async function analyticsBench(): Promise<void> {
  if (process.env.BENCH_PGLITE_SIZES !== '0') {
    const dir = mkdtempSync(path.join(tmpdir(), 'besmart-analytics-bench-'));
    const pglite = await createDatabase({ dataDir: dir });
    try {
      await measure('PGlite', pglite);
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
  await admin.query(`ALTER DATABASE ${name} SET statement_timeout = '60s'`);
  if (process.env.BENCH_EXPLAIN) {
    // Plans of the statements slower than BENCH_EXPLAIN ms, with actual rows, in the server log.
    await admin.query(`ALTER DATABASE ${name} SET session_preload_libraries = 'auto_explain'`);
    await admin.query(
      `ALTER DATABASE ${name} SET auto_explain.log_min_duration = ${Number(process.env.BENCH_EXPLAIN)}`,
    );
    await admin.query(`ALTER DATABASE ${name} SET auto_explain.log_analyze = on`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pg = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', pg);
  } finally {
    await pg.close();
    // BENCH_KEEP=1 leaves the seeded database for reading plans by hand (psql), and names it.
    if (process.env.BENCH_KEEP === '1') console.log(`PostgreSQL: kept database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
