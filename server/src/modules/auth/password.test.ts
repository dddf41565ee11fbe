import { desc, eq, sql } from 'drizzle-orm';
import { jobs, oneTimeTokens } from '../../db/schema/index';
import { drainJobs } from '../../platform/jobs/run';
import { withSystem } from '../../platform/tenancy';
import { DEMO_PASSWORD } from '../../seed/index';
import { tablesState } from '../../../test/api/fixtures';
import { auditActions, countRows, mailTo, postLogin, signIn } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STAFF = 'staff@demo-school.test';
const NEW_PASSWORD = 'Kettle-Harbour-Violet-92';

/** The request, then its job (lookup, token, mail), as the worker would run it after the answer. */
async function requestReset(email: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/password/request-reset',
    payload: { data: { organisationId: 50, email } },
  });
  await drainJobs(t.app, { kind: 'password-reset-request' });
  return res;
}
const reset = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/password/reset',
    payload: { data: { token, password } },
  });

async function latestResetToken(email: string): Promise<string> {
  const [mail] = await mailTo(t.db, email);
  const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link mailed');
  return token;
}

describe('password reset', () => {
  it('answers the same for a known and an unknown e-mail, mailing only the known one', async () => {
    const known = await requestReset(STAFF);
    const unknown = await requestReset('nobody@nowhere.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json()).toEqual({ data: { success: true } });
    expect(await mailTo(t.db, 'nobody@nowhere.test')).toEqual([]);
    const [mail] = await mailTo(t.db, STAFF);
    expect(mail!.subject).toBe('Reset your BeSmart password');
    expect(mail!.text).toContain('http://localhost:8080/reset-password?token=');
    expect((await auditActions(t.db, 'password_reset_requested')).length).toBe(1);
  });

  it('does the same work while answering for a known and an unknown e-mail: one queued job each', async () => {
    const tables = ['one_time_tokens', 'audit_trail', 'mail_outbox', 'users'];
    const send = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password/request-reset',
        payload: { data: { organisationId: 50, email } },
      });
    const before = await tablesState(t.db, tables);
    const jobsBefore = await countRows(t.db, 'jobs');
    expect((await send('lead@demo-school.test')).json()).toEqual({ data: { success: true } });
    expect((await send('nobody-at-all@nowhere.test')).json()).toEqual({ data: { success: true } });
    // Nothing that depends on the address is written before the answer: only the two jobs.
    expect(await tablesState(t.db, tables)).toEqual(before);
    const queued = await withSystem(t.db, (tx) =>
      tx
        .select({ kind: jobs.kind, payload: jobs.payload, orgId: jobs.orgId })
        .from(jobs)
        .orderBy(desc(jobs.id))
        .limit(2),
    );
    expect(await countRows(t.db, 'jobs')).toBe(jobsBefore + 2);
    expect(queued.map((j) => ({ kind: j.kind, orgId: j.orgId }))).toEqual([
      { kind: 'password-reset-request', orgId: null },
      { kind: 'password-reset-request', orgId: null },
    ]);
    await drainJobs(t.app, { kind: 'password-reset-request' });
    expect(await mailTo(t.db, 'nobody-at-all@nowhere.test')).toEqual([]);
    expect((await mailTo(t.db, 'lead@demo-school.test'))[0]!.subject).toBe(
      'Reset your BeSmart password',
    );
  });

  it('sets a new password once per link, ends existing sessions, and is audited', async () => {
    const { token: sessionToken, orgId } = await t.tokenFor(STAFF);
    await requestReset(STAFF.toUpperCase());
    const token = await latestResetToken(STAFF);

    expect((await reset(token, 'short')).json()).toEqual({
      error: 'Password must be at least 10 characters',
    });
    expect((await reset(token, 'passwordpassword')).json()).toEqual({
      error: 'Password is too weak',
    });

    const ok = await reset(token, NEW_PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ data: { success: true } });

    const reused = await reset(token, NEW_PASSWORD);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({ error: 'This password reset link is invalid or has expired' });

    const session = await t.app.inject({
      method: 'GET',
      url: `/api/auth/session?orgId=${orgId}`,
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(session.statusCode).toBe(401);

    expect((await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD })).statusCode).toBe(
      401,
    );
    const { data } = await signIn(t.app, t.db, STAFF, NEW_PASSWORD);
    expect(data.userDetails.email).toBe(STAFF);
    const [entry] = await auditActions(t.db, 'password_reset');
    expect(entry).toMatchObject({
      entity: 'user',
      actorId: data.userDetails.id,
      after: { passwordChanged: true },
    });
  });

  it('refuses an expired link and an unknown token', async () => {
    await requestReset('lead@demo-school.test');
    const token = await latestResetToken('lead@demo-school.test');
    await withSystem(t.db, (tx) =>
      tx
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date })
        .where(eq(oneTimeTokens.purpose, 'password_reset')),
    );
    for (const res of [
      await reset(token, NEW_PASSWORD),
      await reset('made-up-token', NEW_PASSWORD),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This password reset link is invalid or has expired' });
    }
  });

  it('issues a link valid for one hour, and a new request voids the previous link', async () => {
    await requestReset('admin@demo-care.test');
    const first = await latestResetToken('admin@demo-care.test');
    await requestReset('admin@demo-care.test');
    const second = await latestResetToken('admin@demo-care.test');
    expect((await reset(first, NEW_PASSWORD)).statusCode).toBe(400);
    const [row] = await withSystem(t.db, (tx) =>
      tx
        .select({
          minutes: sql<number>`round(extract(epoch from (expires_at - created_at)) / 60)::int`,
        })
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.purpose, 'password_reset'))
        .orderBy(sql`id desc`)
        .limit(1),
    );
    expect(row!.minutes).toBe(60);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('validates the request bodies', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/request-reset',
      payload: { data: { organisationId: 50 } },
    });
    expect(missing.json()).toEqual({ error: 'email: is required' });
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { data: { token: 'x', password: 'y', admin: true } },
    });
    expect(extra.json()).toEqual({ error: "Unknown field 'admin'" });
  });
});
