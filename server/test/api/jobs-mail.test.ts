import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/app';
import { jobs, mailOutbox } from '../../src/db/schema/index';
import { queryRows } from '../../src/db/client';
import { drainJobs } from '../../src/platform/jobs/run';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { freePort, startSmtp, type TestSmtp } from '../helpers/smtp';
import {
  incidentBody,
  incidentWorld,
  KEY_CONTACT,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

const JOBS = { worker: true, pollMs: 1000, maxAttempts: 5, backoffMs: 300, leaseMs: 60_000 };
const notify = [{ firstName: 'Pat', lastName: 'Parent', email: KEY_CONTACT.email }];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function keyContactMail(t: TestApp) {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, KEY_CONTACT.email));
  expect(rows).toHaveLength(1);
  const [job] = await t.db.select().from(jobs).where(eq(jobs.id, rows[0]!.jobId!));
  return { mail: rows[0]!, job: job! };
}

const toKeyContact = (smtp: TestSmtp) =>
  smtp.received.filter((m) => m.to.includes(KEY_CONTACT.email));

describe('mail after commit: SMTP down while publishing', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let port: number;
  let smtp: TestSmtp | null = null;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      seed: false,
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, jobs: JOBS },
    });
    w = await incidentWorld(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp?.close();
  });

  it('publishes the report, retries the mail with backoff and sends it once when SMTP is back', async () => {
    const { token } = await t.tokenFor(w.author.email, w.org.name);
    const res = await send(t.app, token, w.org.orgId, 'POST', '/api/formsubmission', {
      ...incidentBody(w, { notify }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.pdfUrl).toMatch(/^\/api\/file\/\d+$/);

    // SMTP is down: the attempt fails, the report stays published, the mail waits.
    const first = await drainJobs(t.app);
    expect(first.map((r) => r.outcome)).toEqual(['retry']);
    let { mail, job } = await keyContactMail(t);
    expect(mail).toMatchObject({ status: 'queued', sentAt: null });
    expect(mail.error).toMatch(/ECONNREFUSED|connect/i);
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job.runAfter.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing runs before the backoff has passed.
    expect(await drainJobs(t.app)).toEqual([]);

    smtp = await startSmtp(port);
    await sleep(JOBS.backoffMs + 50);
    expect((await drainJobs(t.app)).map((r) => r.outcome)).toEqual(['done']);
    ({ mail, job } = await keyContactMail(t));
    expect(mail).toMatchObject({ status: 'sent', error: null });
    expect(job).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(toKeyContact(smtp)).toHaveLength(1);
    expect(toKeyContact(smtp)[0]!.raw).toContain(`Message-ID: ${mail.messageId}`);
    expect(
      toKeyContact(smtp)[0]!
        .raw.replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    ).toMatch(/\/shared#[A-Za-z0-9_-]{43}\b/);

    // Never twice: nothing left to run, and a job run again after the send was recorded (a
    // worker that died before marking the job done) sends nothing.
    expect(await drainJobs(t.app)).toEqual([]);
    await t.db.execute(
      sql`update jobs set status = 'queued', run_after = now() where id = ${job.id}`,
    );
    expect((await drainJobs(t.app)).map((r) => r.outcome)).toEqual(['done']);
    expect(toKeyContact(smtp)).toHaveLength(1);
  });
});

describe('mail after commit: the process dies between commit and send', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      seed: false,
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, jobs: JOBS },
    });
    w = await incidentWorld(t.db);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('sends a mail recorded by a process that stopped before sending, once, after restart', async () => {
    const { token } = await t.tokenFor(w.author.email, w.org.name);
    const res = await send(t.app, token, w.org.orgId, 'POST', '/api/formsubmission', {
      ...incidentBody(w, { notify }),
    });
    expect(res.statusCode).toBe(200);
    // The first process goes away without running its queue.
    await t.app.close();
    expect(toKeyContact(smtp)).toHaveLength(0);

    const restarted = buildApp({ db: t.db, config: t.config, mailPrint: () => {} });
    await restarted.ready();
    try {
      expect((await drainJobs(restarted)).map((r) => r.kind)).toEqual(['mail']);
      expect(toKeyContact(smtp)).toHaveLength(1);
      expect(await drainJobs(restarted)).toEqual([]);
      expect((await keyContactMail(t)).mail.status).toBe('sent');
    } finally {
      await restarted.close();
    }
    expect(toKeyContact(smtp)).toHaveLength(1);
  });

  it('takes over a job whose worker died mid-run once its lease has expired, and only then', async () => {
    const { token } = await t.tokenFor(w.author.email, w.org.name);
    const second = buildApp({ db: t.db, config: t.config, mailPrint: () => {} });
    await second.ready();
    try {
      const res = await send(second, token, w.org.orgId, 'POST', '/api/formsubmission', {
        ...incidentBody(w, { notify }),
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, KEY_CONTACT.email))
        .orderBy(desc(mailOutbox.id));
      const sentBefore = toKeyContact(smtp).length;
      // A worker claimed it and died: its lease still runs, so nobody else takes it.
      await t.db.execute(sql`update jobs set status = 'running', attempts = 1,
        locked_until = now() + interval '1 hour', lock_token = 'dead' where id = ${mail!.jobId}`);
      expect(await drainJobs(second)).toEqual([]);
      await t.db.execute(sql`update jobs set locked_until = now() - interval '1 second'
        where id = ${mail!.jobId}`);
      expect(await drainJobs(second)).toEqual([{ id: mail!.jobId, kind: 'mail', outcome: 'done' }]);
      expect(toKeyContact(smtp)).toHaveLength(sentBefore + 1);
      const [job] = await queryRows<{
        status: string;
        attempts: number;
        lock_token: string | null;
      }>(t.db, sql`select status, attempts, lock_token from jobs where id = ${mail!.jobId}`);
      expect(job).toEqual({ status: 'done', attempts: 2, lock_token: null });
    } finally {
      await second.close();
    }
  });
});

describe('the worker of a listening server', () => {
  it('delivers mail soon after the request that recorded it has answered, without a drain', async () => {
    const smtp = await startSmtp();
    const t = await createTestApp({
      seed: false,
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        pdfBackfill: false,
        jobs: { ...JOBS, pollMs: 60_000 },
      },
    });
    try {
      const w = await incidentWorld(t.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await t.tokenFor(w.author.email, w.org.name);
      const res = await send(t.app, token, w.org.orgId, 'POST', '/api/formsubmission', {
        ...incidentBody(w, { notify }),
      });
      expect(res.statusCode).toBe(200);
      // The poll interval is a minute: only the wake-up after the answer can explain a quick send.
      const deadline = Date.now() + 10_000;
      while (toKeyContact(smtp).length === 0 && Date.now() < deadline) await sleep(25);
      expect(toKeyContact(smtp)).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('JOBS_WORKER=false leaves the jobs queued for another instance', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({}).jobs).toEqual({
      worker: true,
      pollMs: 1000,
      maxAttempts: 8,
      backoffMs: 10_000,
      leaseMs: 120_000,
    });
    expect(loadConfig({ JOBS_WORKER: 'false' }).jobs.worker).toBe(false);
    expect(() => loadConfig({ JOBS_MAX_ATTEMPTS: '0' })).toThrow(
      'JOBS_MAX_ATTEMPTS must be a positive whole number',
    );
    const smtp = await startSmtp();
    const t = await createTestApp({
      seed: false,
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        pdfBackfill: false,
        jobs: { ...JOBS, worker: false, pollMs: 20 },
      },
    });
    try {
      const w = await incidentWorld(t.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { token } = await t.tokenFor(w.author.email, w.org.name);
      await send(t.app, token, w.org.orgId, 'POST', '/api/formsubmission', {
        ...incidentBody(w, { notify }),
      });
      await sleep(300);
      expect(toKeyContact(smtp)).toHaveLength(0);
      expect((await keyContactMail(t)).job.status).toBe('queued');
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
