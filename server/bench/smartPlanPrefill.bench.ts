// Opening the Smart Plan wizard: GET /api/smartplan/prefill/{userId} for a person with 500 logs
// (every other one marked for the plan) and 200 incident reports with behaviour answers and
// technique ratings, next to a bare indexed select of that person's submissions in the same run
// (one tenant transaction, same organisation). Median of N runs; prints the ratio. No pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, queryRows, type Database } from '../src/db/client';
import { memberships, users } from '../src/db/schema/index';
import { createOrganisation } from '../src/platform/new-organisation';
import { createSession } from '../src/platform/sessions';
import { runAsTenant, withSystem } from '../src/platform/tenancy';
import { timed } from './support';

const LOGS = 500;
const INCIDENTS = 200;
/** Other people's records in the same organisation, so the indexes have something to skip. */
const OTHERS = Number(process.env.BENCH_OTHER_PEOPLE ?? 200);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

async function seed(database: Database) {
  return withSystem(database.db, async (tx) => {
    const { org, adminRole } = await createOrganisation(tx, {
      name: `Plan bench ${randomBytes(3).toString('hex')}`,
      plan: 'Plus',
      safeguardingLeads: [],
    });
    const orgId = org.id;
    const [staff] = await tx
      .insert(users)
      .values({
        orgId,
        type: 'user',
        email: `staff-${orgId}@bench.test`,
        firstName: 'Sam',
        lastName: 'Staff',
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ orgId, userId: staff!.id, roleId: adminRole.id });
    await tx.execute(sql`
      insert into users (org_id, type, first_name, last_name)
      select ${orgId}::int, 'student', 'First' || g, 'Last' || g from generate_series(0, ${OTHERS}::int) g`);
    const [{ first }] = (await queryRows<{ first: number }>(
      tx,
      sql`select min(id)::int as first from users where org_id = ${orgId} and type = 'student'`,
    )) as [{ first: number }];
    // Each person (the measured one is `first`) gets the same LOGS logs and INCIDENTS incidents.
    await tx.execute(sql`
      insert into form_submissions (org_id, type, sub_type, status, author_id, subject_id, created_at)
      select ${orgId}::int, k.type, k.sub, 'Published', ${staff!.id}::int, u.id,
        now() - (g * interval '1 hour')
      from users u
      cross join (values ('concern', null::text, ${LOGS}::int), ('incidentreport', 'lowlevel', ${INCIDENTS}::int)) k(type, sub, n)
      cross join lateral generate_series(1, k.n) g
      where u.org_id = ${orgId} and u.type = 'student' and (u.id = ${first} or u.id % 4 = 0)`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response)
      select s.org_id, s.id, a.key, a.value
      from form_submissions s
      cross join lateral (values
        ('concern', 'Log text ' || s.id), ('concernDate', '2026-01-01'),
        ('recordedBy', ${String(staff!.id)}), ('action', 'Action ' || s.id),
        ('addToSmartPlan', case when s.id % 2 = 0 then 'true' else 'false' end)
      ) a(key, value)
      where s.org_id = ${orgId} and s.type = 'concern'`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response)
      select s.org_id, s.id, a.key, a.value
      from form_submissions s
      cross join lateral (values
        ('lowLevelResponse', 'Tried ' || (s.id % 37)), ('lowLevelStrategy', 'Strategy ' || (s.id % 23)),
        ('likelyTriggers', 'Trigger ' || (s.id % 11)), ('adjustments', 'Adjustment ' || (s.id % 7)),
        ('recoveryBehaviour', 'Recovery ' || (s.id % 5)),
        ('deescalationTechniques', '[{"key":"Giving Space","value":"' || (1 + s.id % 10) || '"},{"key":"Humour","value":"n/a"}]'),
        ('dateOfIncident', '2026-01-01'), ('location', 'Classroom')
      ) a(key, value)
      where s.org_id = ${orgId} and s.type = 'incidentreport'`);
    const token = (await createSession(tx, staff!.id)).token;
    return { orgId, personId: first, token };
  });
}

async function measure(label: string, database: Database, analyse: boolean): Promise<void> {
  const seeded = await seed(database);
  // As the connecting owner: inside withSystem (role besmart_system) ANALYZE skips the tables.
  if (analyse) await database.db.execute(sql`analyze`);
  label = `${label} (${analyse ? 'with' : 'without'} planner statistics)`;
  const app = buildApp({
    db: database.db,
    config: { ...loadConfig({}), logger: false, seedDemo: false, smtpUrl: undefined },
    mailPrint: () => {},
  });
  await app.ready();
  try {
    const prefill = async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/smartplan/prefill/${seeded.personId}?orgId=${seeded.orgId}`,
        headers: { authorization: `Bearer ${seeded.token}` },
      });
      if (res.statusCode !== 200) throw new Error(`prefill: ${res.statusCode} ${res.body}`);
      const logs = (res.json().data.logs as unknown[]).length;
      if (logs !== LOGS / 2) throw new Error(`prefill: ${logs} logs`);
    };
    // The bare figure: the person's submissions through the per-person index, in one tenant
    // transaction (what any screen about one person pays at least).
    const bare = () =>
      runAsTenant(database.db, { orgId: seeded.orgId, userId: null }, async (tx) => {
        await tx.execute(sql`select id, type, created_at from form_submissions
          where org_id = ${seeded.orgId} and subject_id = ${seeded.personId}
            and type in ('incidentreport', 'concern') order by created_at desc`);
      });
    const base = await timed(bare, RUNS);
    const ms = await timed(prefill, RUNS);
    console.log(
      `${label}: prefill (${LOGS} logs, ${INCIDENTS} incidents) ${ms.toFixed(1)} ms; bare indexed select ${base.toFixed(1)} ms; ratio ${(ms / base).toFixed(1)}x`,
    );
  } finally {
    await app.close();
  }
}

export default async function smartPlanPrefillBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'besmart-plan-bench-'));
  const pglite = await createDatabase({ dataDir: dir });
  try {
    await measure('PGlite', pglite, true);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
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
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pg = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', pg, false);
    await measure('PostgreSQL', pg, true);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}
