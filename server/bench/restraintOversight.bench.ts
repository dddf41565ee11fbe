// Restraint oversight over 10,000 restraint records (issue 13): GET /api/restraint/oversight
// (state=overdue, first page of 50) and GET /api/restraint/overdue-count for a safeguarding lead,
// next to a bare select of the same current versions and their answers in one tenant transaction.
// Half the records have their follow-ups. Median of N runs; prints the ratio. No pass/fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, type Database } from '../src/db/client';
import { memberships, users } from '../src/db/schema/index';
import { createOrganisation } from '../src/platform/new-organisation';
import { createSession } from '../src/platform/sessions';
import { runAsTenant, withSystem } from '../src/platform/tenancy';
import { timed } from './support';

const RECORDS = Number(process.env.BENCH_RESTRAINT_RECORDS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

async function seed(database: Database) {
  return withSystem(database.db, async (tx) => {
    const email = `lead-${randomBytes(3).toString('hex')}@bench.test`;
    const { org, adminRole } = await createOrganisation(tx, {
      name: `Restraint bench ${randomBytes(3).toString('hex')}`,
      plan: 'Care',
      safeguardingLeads: [email],
    });
    const orgId = org.id;
    const [lead] = await tx
      .insert(users)
      .values({ orgId, type: 'user', email, firstName: 'Lee', lastName: 'Lead' })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ orgId, userId: lead!.id, roleId: adminRole.id });
    await tx.execute(sql`
      insert into users (org_id, type, first_name, last_name)
      select ${orgId}::int, 'student', 'Child' || g, 'Last' || g from generate_series(1, 200) g`);
    await tx.execute(sql`
      insert into form_submissions (org_id, reference, type, sub_type, status, was_published,
        author_id, subject_id, created_at)
      select ${orgId}::int, g, 'incidentreport', 'highlevel', 'Published', true, ${lead!.id}::int,
        (select min(id) from users where org_id = ${orgId} and type = 'student') + (g % 200),
        now() - (g * interval '37 minutes')
      from generate_series(1, ${RECORDS}::int) g`);
    await tx.execute(sql`update organisations set submission_seq = ${RECORDS} where id = ${orgId}`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response)
      select s.org_id, s.id, a.key, a.value
      from form_submissions s
      cross join lateral (values
        ('dateOfIncident', to_char(s.created_at - interval '2 hours', 'YYYY-MM-DD')),
        ('timeOfIncident', to_char(s.created_at - interval '2 hours', 'HH24:MI')),
        ('location', 'Lounge'),
        ('staffInvolved', '[' || ${lead!.id}::int || ']'),
        ('physicalInterventionUsed', 'Yes'),
        ('staffRoles', '[{"userId":' || ${lead!.id}::int || ',"role":"held"}]'),
        ('restrictiveInterventions', '[{"kind":"physicalRestraint","start":"10:00","end":"10:0' || (s.id % 9 + 1) || '"}]'),
        ('senStatusAtTime', 'none')
      ) a(key, value)
      where s.org_id = ${orgId}`);
    await tx.execute(sql`
      insert into restraint_followups (org_id, reference, submission_id, kind, data, created_by, created_at)
      select s.org_id, s.reference, s.id, k.kind, '{"outcome":"told","toldAt":"2026-01-01T10:00:00Z","debriefAt":"2026-01-02T10:00:00Z"}'::jsonb,
        ${lead!.id}::int, s.created_at + interval '3 hours'
      from form_submissions s
      cross join (values ('parentReport'), ('signOff'), ('debrief')) k(kind)
      where s.org_id = ${orgId} and s.reference % 2 = 0`);
    const token = (await createSession(tx, lead!.id)).token;
    return { orgId, token };
  });
}

async function measure(label: string, database: Database): Promise<void> {
  const seeded = await seed(database);
  await database.db.execute(sql`analyze`);
  const app = buildApp({
    db: database.db,
    config: { ...loadConfig({}), logger: false, seedDemo: false, smtpUrl: undefined },
    mailPrint: () => {},
  });
  await app.ready();
  try {
    const get = (url: string) => async () => {
      const res = await app.inject({
        method: 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}orgId=${seeded.orgId}`,
        headers: { authorization: `Bearer ${seeded.token}` },
      });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    const bare = () =>
      runAsTenant(database.db, { orgId: seeded.orgId, userId: null }, async (tx) => {
        await tx.execute(sql`select fs.id, fs.reference, r.question_key, r.response
          from form_submissions fs join form_responses r on r.submission_id = fs.id
          where fs.org_id = ${seeded.orgId} and fs.type = 'incidentreport' and not fs.superseded`);
      });
    const base = await timed(bare, RUNS);
    const list = await timed(get('/api/restraint/oversight?state=overdue&pageSize=50'), RUNS);
    const count = await timed(get('/api/restraint/overdue-count'), RUNS);
    console.log(
      `${label}: ${RECORDS} restraint records: oversight (overdue, page of 50) ${list.toFixed(1)} ms, overdue count ${count.toFixed(1)} ms; bare select of the records and answers ${base.toFixed(1)} ms; ratio ${(list / base).toFixed(1)}x`,
    );
  } finally {
    await app.close();
  }
}

export default async function restraintOversightBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'besmart-restraint-bench-'));
  const pglite = await createDatabase({ dataDir: dir });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
