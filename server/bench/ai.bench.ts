// AI Insights (issue 12): time to the first streamed token of an ask, through the real HTTP server
// and the local chat-completions provider (test-kit), next to a bare streamed call to that provider
// in the same run; and the cost of pseudonymisation, for an incident with 40 answers and for a
// service with 10,000 incidents (its digest, built by sync). Median of N runs; prints ratios.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { startChatCompletionsServer } from '../../test-kit/src/chatCompletionsServer';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, queryRows, type Database } from '../src/db/client';
import {
  aiPrompts,
  aiServiceDigests,
  formResponses,
  memberships,
  organisations,
  users,
} from '../src/db/schema/index';
import type { Digest } from '../src/modules/ai/facts';
import { digestText } from '../src/modules/ai/prompt-text';
import { Pseudonymiser } from '../src/modules/ai/pseudonyms';
import { createOrganisation } from '../src/platform/new-organisation';
import { createSession } from '../src/platform/sessions';
import { withSystem } from '../src/platform/tenancy';
import { median } from './support';

const SERVICE_INCIDENTS = 10_000;
const PEOPLE = Number(process.env.BENCH_AI_PEOPLE ?? 400);
const STAFF = 60;
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const REPLY =
  'Child A was unsettled in the Playground after being asked to line up. Staff 1 and Staff 2 used calm talking, ' +
  'and Child A recovered in the calm room. Contact 1 was told by phone on [phone 1]. Consider a visual timetable.';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const name = (i: number, base: string) =>
  `${base}${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26) % 26]}son`;

async function seed(database: Database) {
  return withSystem(database.db, async (tx) => {
    const leadEmail = `lead-${randomBytes(3).toString('hex')}@bench.test`;
    const { org, adminRole } = await createOrganisation(tx, {
      name: `AI bench ${randomBytes(3).toString('hex')}`,
      plan: 'Plus',
      safeguardingLeads: [leadEmail],
    });
    const orgId = org.id;
    await tx
      .update(organisations)
      .set({ aiTermsAccepted: true })
      .where(eq(organisations.id, orgId));
    const [lead] = await tx
      .insert(users)
      .values({
        orgId,
        type: 'user',
        email: leadEmail,
        firstName: 'Leonora',
        lastName: 'Leadbetter',
      })
      .returning({ id: users.id });
    await tx.insert(memberships).values({ orgId, userId: lead!.id, roleId: adminRole.id });
    const staff = await tx
      .insert(users)
      .values(
        Array.from({ length: STAFF }, (_, i) => ({
          orgId,
          type: 'user' as const,
          email: `staff${i}-${orgId}@bench.test`,
          firstName: name(i, 'Staffor'),
          lastName: name(i + 7, 'Teach'),
        })),
      )
      .returning({ id: users.id });
    await tx
      .insert(memberships)
      .values(staff.map((s) => ({ orgId, userId: s.id, roleId: adminRole.id })));
    const children = await tx
      .insert(users)
      .values(
        Array.from({ length: PEOPLE }, (_, i) => ({
          orgId,
          type: 'student' as const,
          firstName: name(i, 'Kiddo'),
          lastName: name(i + 3, 'Pupil'),
          dob: '2014-03-05',
          reference: `K${String(100000000000 + i)}`,
        })),
      )
      .returning({ id: users.id });
    const childIds = children.map((c) => c.id);
    const staffIds = staff.map((s) => s.id);
    // The service: SERVICE_INCIDENTS incidents spread over the children, a year, the week and the day.
    await tx.execute(sql`
      insert into form_submissions (org_id, type, sub_type, status, was_published, author_id, subject_id, created_at)
      select ${orgId}::int, 'incidentreport', case when g % 5 = 0 then 'highlevel' else 'lowlevel' end,
        'Published', true, (${sql.raw(`array[${staffIds.join(',')}]`)})[1 + g % ${STAFF}],
        (${sql.raw(`array[${childIds.join(',')}]`)})[1 + g % ${PEOPLE}], now() - (g * interval '50 minutes')
      from generate_series(1, ${SERVICE_INCIDENTS}::int) g`);
    await tx.execute(sql`
      insert into form_responses (org_id, submission_id, question_key, response)
      select s.org_id, s.id, a.key, a.value
      from form_submissions s
      cross join lateral (values
        ('dateOfIncident', to_char(s.created_at, 'YYYY-MM-DD')),
        ('timeOfIncident', lpad((8 + s.id % 8)::text, 2, '0') || ':' || lpad((s.id % 60)::text, 2, '0')),
        ('location', (array['Playground','Classroom','Dining hall','Corridor','Library'])[1 + s.id % 5]),
        ('likelyTriggers', 'Trigger ' || (s.id % 13)),
        ('adjustments', 'Adjustment ' || (s.id % 7)),
        ('lowLevelBehaviour', 'Low behaviour ' || (s.id % 9)),
        ('lowLevelResponse', 'Low response ' || (s.id % 6)),
        ('highLevelBehaviour', 'High behaviour ' || (s.id % 4)),
        ('followPlanQuestion', case when s.id % 3 = 0 then 'No' else 'Yes' end),
        ('restrictedPhysicalInterventionUsed', case when s.id % 17 = 0 then 'Yes' else 'No' end),
        ('medicalInterventionRequired', case when s.id % 23 = 0 then 'Yes' else 'No' end),
        ('deescalationTechniques', '[{"key":"calmTalking","value":"' || (1 + s.id % 10) || '"},{"key":"socialSpace","value":"' || (1 + s.id % 7) || '"}]')
      ) a(key, value)
      where s.org_id = ${orgId}`);
    // The incident asked about: 40 answers, names and contact details in its free text.
    const child = childIds[0]!;
    const [incident] = await tx
      .execute(
        sql`
      insert into form_submissions (org_id, type, sub_type, status, was_published, author_id, subject_id, reference)
      values (${orgId}, 'incidentreport', 'highlevel', 'Published', true, ${staffIds[0]!}, ${child}, 99999)
      returning id`,
      )
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
    const free = `${name(0, 'Kiddo')} ${name(3, 'Pupil')} (DOB 05/03/2014, ULN 9876543210) pushed ${name(1, 'Kiddo')} after ${name(0, 'Staffor')} asked; parent called on 07700 900123, parent@family.test.`;
    const answers: [string, string][] = [
      ['studentName', String(child)],
      ['staffInvolved', JSON.stringify(staffIds.slice(1, 4))],
      ['studentsInvolved', JSON.stringify([childIds[1]])],
      ['incidentDescription', free],
      ['dateOfIncident', '2026-03-04'],
      ['timeOfIncident', '10:15'],
      ['location', 'Playground'],
      ...Array.from({ length: 33 }, (_, i): [string, string] => [
        `question${i}`,
        `${free} Answer ${i}.`,
      ]),
    ];
    await tx.insert(formResponses).values(
      answers.map(([questionKey, response]) => ({
        orgId,
        submissionId: incident!.id,
        questionKey,
        questionText: questionKey,
        response,
      })),
    );
    const token = (await createSession(tx, lead!.id)).token;
    return { orgId, token, incidentId: incident!.id, answers };
  });
}

async function medianOf(fn: () => Promise<number>): Promise<number> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await fn());
  return median(times);
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Milliseconds from sending to the first text line of an ndjson stream (a `delta`). */
async function firstDelta(url: string, token: string, body: unknown): Promise<number> {
  const started = now();
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/x-ndjson',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (!first && buffer.includes('"type":"delta"')) first = now() - started;
  }
  if (!first) throw new Error(`${url}: no delta in ${buffer.slice(0, 300)}`);
  return first;
}

/** The bare figure: the same kind of streamed call straight to the provider. */
async function bareFirstToken(providerUrl: string, messages: unknown): Promise<number> {
  const started = now();
  const res = await fetch(`${providerUrl}/v1/chat/completions`, {
    method: 'POST',
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench-model', stream: true, messages }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let first = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    if (!first && /"content":"[^"]/.test(buffer)) first = now() - started;
  }
  return first;
}

async function measure(label: string, database: Database): Promise<void> {
  const provider = await startChatCompletionsServer({ reply: () => REPLY });
  const seededAt = now();
  const s = await seed(database);
  const seedMs = now() - seededAt;
  const app = buildApp({
    db: database.db,
    config: {
      ...loadConfig({}),
      logger: false,
      seedDemo: false,
      smtpUrl: undefined,
      pdfBackfill: false,
      jobs: { ...loadConfig({}).jobs, worker: false },
      ai: {
        baseUrl: `${provider.url}/v1`,
        apiKey: 'bench',
        model: 'bench-model',
        timeoutMs: 60_000,
        monthlyRequestCap: 1_000_000,
      },
    },
    mailPrint: () => {},
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const [incidentPrompt] = await database.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.key, 'incident-summarise'));
    const [servicePrompt] = await database.db
      .select()
      .from(aiPrompts)
      .where(eq(aiPrompts.key, 'service-summarise'));
    const syncStarted = now();
    const sync = await fetch(`${base}/ai/sync/service?orgId=${s.orgId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${s.token}` },
    });
    if (sync.status !== 200) throw new Error(`sync: ${sync.status} ${await sync.text()}`);
    const syncMs = now() - syncStarted;

    const incidentUrl = `${base}/ai/ask/incident/${s.incidentId}?orgId=${s.orgId}`;
    const serviceUrl = `${base}/ai/ask/service/${s.orgId}?orgId=${s.orgId}`;
    const sentBefore = provider.requests.length;
    const incidentTtft = await medianOf(() =>
      firstDelta(incidentUrl, s.token, { data: { promptId: incidentPrompt!.id } }),
    );
    const incidentMessages = provider.requests[sentBefore]!.body.messages;
    const serviceBefore = provider.requests.length;
    const serviceTtft = await medianOf(() =>
      firstDelta(serviceUrl, s.token, { data: { promptId: servicePrompt!.id } }),
    );
    const serviceMessages = provider.requests[serviceBefore]!.body.messages;
    const bareIncident = await medianOf(() => bareFirstToken(provider.url, incidentMessages));
    const bareService = await medianOf(() => bareFirstToken(provider.url, serviceMessages));

    // Pseudonymisation alone: every person of the organisation registered, then the raw texts.
    const people = await queryRows<{
      type: string;
      first_name: string;
      last_name: string;
      email: string | null;
      dob: string | null;
      reference: string | null;
    }>(
      database.db,
      sql`select type, first_name, last_name, email, dob::text as dob, reference from users where org_id = ${s.orgId}`,
    );
    const [digestRow] = await database.db
      .select()
      .from(aiServiceDigests)
      .where(eq(aiServiceDigests.orgId, s.orgId));
    const rawIncident = s.answers.map(([k, v]) => `- ${k}: ${v}`).join('\n');
    const rawDigest = digestText(digestRow!.digest as unknown as Digest);
    const pseudonymise = async (text: string) => {
      const started = now();
      const p = new Pseudonymiser();
      for (const r of people) {
        p.person({
          kind: r.type === 'student' ? 'child' : 'staff',
          firstName: r.first_name,
          lastName: r.last_name,
          email: r.email,
          dob: r.dob,
          learnerNumber: r.type === 'student' ? r.reference : null,
        });
      }
      const out = p.apply(text);
      const ms = now() - started;
      if (out.includes(name(0, 'Kiddo'))) throw new Error('pseudonymisation missed a name');
      return ms;
    };
    const pIncident = await medianOf(() => pseudonymise(rawIncident));
    const pService = await medianOf(() => pseudonymise(rawDigest));

    console.log(
      `${label}: seeded ${SERVICE_INCIDENTS} incidents, ${PEOPLE} children, ${STAFF + 1} staff in ${(seedMs / 1000).toFixed(1)} s; sync (digest of ${SERVICE_INCIDENTS} incidents) ${syncMs.toFixed(0)} ms`,
    );
    console.log(
      `${label}: first streamed token, incident with 40 answers: ${incidentTtft.toFixed(1)} ms vs bare provider call ${bareIncident.toFixed(1)} ms; ratio ${(incidentTtft / bareIncident).toFixed(1)}x`,
    );
    console.log(
      `${label}: first streamed token, service digest (${SERVICE_INCIDENTS} incidents): ${serviceTtft.toFixed(1)} ms vs bare provider call ${bareService.toFixed(1)} ms; ratio ${(serviceTtft / bareService).toFixed(1)}x`,
    );
    console.log(
      `${label}: pseudonymisation (${people.length} people registered + text): incident ${pIncident.toFixed(1)} ms (${(pIncident / bareIncident).toFixed(2)}x the bare call), service digest ${pService.toFixed(1)} ms (${(pService / bareService).toFixed(2)}x the bare call)`,
    );
  } finally {
    await app.close();
    await provider.close();
  }
}

export default async function aiBench(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'besmart-ai-bench-'));
  const pglite = await createDatabase({ dataDir: dir });
  try {
    await measure('PGlite', pglite);
  } finally {
    await pglite.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL to measure it too)');
    return;
  }
  const dbName = `besmart_bench_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const pg = await createDatabase({ dataDir: ':memory:', databaseUrl: url.toString() });
  try {
    await measure('PostgreSQL', pg);
  } finally {
    await pg.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
