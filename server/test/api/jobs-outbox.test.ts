import { and, eq } from 'drizzle-orm';
import { auditTrail, jobs, mailOutbox } from '../../src/db/schema/index';
import { sendMail } from '../../src/platform/mail';
import { drainJobs } from '../../src/platform/jobs/run';
import { runAsTenant, withSystem } from '../../src/platform/tenancy';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { freePort } from '../helpers/smtp';
import { makeOrg, makeStaff, tablesState, type OrgFixture } from './fixtures';
import { makeGlobalAdmin } from './fixtures-people';
import { send } from './fixtures-incidents';

const SECRET = 'reset-token-5f2c9a';

describe('outbox API (global administrators only)', () => {
  let t: TestApp;
  let org: OrgFixture;
  let other: OrgFixture;
  let admin: string;
  let orgAdmin: string;
  let failedId: number;
  let queuedId: number;

  beforeAll(async () => {
    // SMTP that is never up, one attempt per job: every delivery fails at once.
    t = await createTestApp({
      seed: false,
      config: {
        smtpUrl: `smtp://127.0.0.1:${await freePort()}`,
        jobs: { worker: false, pollMs: 1000, maxAttempts: 1, backoffMs: 1000, leaseMs: 60_000 },
      },
    });
    org = await makeOrg(t.db, { name: 'Outbox School' });
    other = await makeOrg(t.db, { name: 'Outbox Care' });
    await makeGlobalAdmin(t.db, org, 'gina@outbox.test');
    const boss = await makeStaff(t.db, org, { role: 'Admin', email: 'boss@outbox.test' });
    admin = (await t.tokenFor('gina@outbox.test', org.name)).token;
    orgAdmin = (await t.tokenFor(boss.email, org.name)).token;
    await withSystem(t.db, (tx) =>
      sendMail(tx, {
        to: 'someone@outbox.test',
        subject: 'Reset your BeSmart password',
        text: `http://localhost:8080/reset-password?token=${SECRET}`,
      }),
    );
    expect((await drainJobs(t.app)).map((r) => r.outcome)).toEqual(['failed']);
    await runAsTenant(t.db, { orgId: other.orgId, userId: null }, (tx) =>
      sendMail(tx, {
        to: 'carer@outbox.test',
        subject: 'Incident report',
        text: 'x',
        orgId: other.orgId,
      }),
    );
    const rows = await t.db.select().from(jobs).orderBy(jobs.id);
    failedId = rows[0]!.id;
    queuedId = rows[1]!.id;
  });
  afterAll(() => t.close());

  const list = (token: string, query: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/admin/outbox',
      headers: { authorization: `Bearer ${token}` },
      query: { orgId: String(org.orgId), ...query },
    });

  it('lists jobs and mail across organisations, newest first, without any mail body', async () => {
    const res = await list(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({ total: 2 });
    expect(body.data.map((j: { id: number }) => j.id)).toEqual([queuedId, failedId]);
    expect(body.data[0]).toMatchObject({
      kind: 'mail',
      status: 'queued',
      attempts: 0,
      organisationId: other.orgId,
      organisationName: other.name,
      mail: { to: 'carer@outbox.test', subject: 'Incident report', status: 'queued', sentAt: null },
    });
    expect(body.data[1]).toMatchObject({
      kind: 'mail',
      status: 'failed',
      attempts: 1,
      maxAttempts: 1,
      organisationId: null,
      lastError: expect.stringMatching(/ECONNREFUSED|connect/i),
      mail: { to: 'someone@outbox.test', status: 'failed' },
    });
    expect(body.data[1].finishedAt).toEqual(expect.any(String));
    expect(res.body).not.toContain(SECRET);
    expect(res.body).not.toContain('reset-password');
  });

  it('filters by status and kind', async () => {
    const failed = (await list(admin, { status: 'failed' })).json();
    expect(failed.data.map((j: { id: number }) => j.id)).toEqual([failedId]);
    expect((await list(admin, { kind: 'incident-pdf' })).json()).toEqual({
      data: [],
      page: { total: 0 },
    });
    const bad = await list(admin, { status: 'lost' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/status/);
    expect((await list(admin, { kind: 'Robert;drop' })).statusCode).toBe(400);
    expect((await list(admin, { limit: '0' })).statusCode).toBe(400);
  });

  it('answers 403 to everyone but global administrators, changing nothing', async () => {
    const before = await tablesState(t.db, ['jobs', 'mail_outbox', 'audit_trail']);
    const res = await list(orgAdmin);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Only global administrators can do this' });
    const retry = await send(
      t.app,
      orgAdmin,
      org.orgId,
      'POST',
      `/api/admin/outbox/${failedId}/retry`,
    );
    expect(retry.statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/outbox/${failedId}/retry?orgId=${org.orgId}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await tablesState(t.db, ['jobs', 'mail_outbox', 'audit_trail'])).toEqual(before);
  });

  it('retries a failed job with fresh attempts, audited, and refuses anything not failed', async () => {
    const res = await send(t.app, admin, org.orgId, 'POST', `/api/admin/outbox/${failedId}/retry`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: failedId,
      status: 'queued',
      attempts: 0,
      finishedAt: null,
      mail: { status: 'queued' },
    });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.jobId, failedId));
    expect(mail!.status).toBe('queued');
    const entries = await t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'job'), eq(auditTrail.entityId, String(failedId))));
    expect(entries).toEqual([
      expect.objectContaining({
        orgId: org.orgId,
        action: 'retry',
        before: expect.objectContaining({ status: 'failed', attempts: 1 }),
        after: { status: 'queued', attempts: 0 },
      }),
    ]);

    const again = await send(
      t.app,
      admin,
      org.orgId,
      'POST',
      `/api/admin/outbox/${failedId}/retry`,
    );
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Only a failed job can be retried' });
    const missing = await send(t.app, admin, org.orgId, 'POST', '/api/admin/outbox/999999/retry');
    expect(missing.statusCode).toBe(404);
    const junk = await send(t.app, admin, org.orgId, 'POST', '/api/admin/outbox/1.5/retry');
    expect(junk.statusCode).toBe(400);

    // The retried job runs again (and, SMTP still down, fails again).
    expect(await drainJobs(t.app, { id: failedId })).toEqual([
      { id: failedId, kind: 'mail', outcome: 'failed' },
    ]);
  });

  it('keeps job rows of one organisation from another tenant transaction (RLS)', async () => {
    const seen = await runAsTenant(t.db, { orgId: org.orgId, userId: null }, (tx) =>
      tx.select({ id: jobs.id }).from(jobs),
    );
    expect(seen).toEqual([]);
    const own = await runAsTenant(t.db, { orgId: other.orgId, userId: null }, (tx) =>
      tx.select({ id: jobs.id }).from(jobs),
    );
    expect(own.map((r) => r.id)).toEqual([queuedId]);
  });
});
