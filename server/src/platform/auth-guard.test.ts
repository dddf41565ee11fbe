import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/client';
import { sessions } from '../db/schema/index';
import { auditActions } from '../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../test/helpers/testApp';
import { requireAuth, requireOrg } from './auth-guard';
import { hashToken } from './tokens';
import { withContext } from './request-context';
import { withSystem } from './tenancy';

/** Probe routes behind the guards, as the tenant modules use them. */
function probes(app: FastifyInstance) {
  app.get('/api/test/whoami', { preHandler: [requireAuth, requireOrg] }, async (request) => ({
    data: { userId: request.auth.userId, orgId: request.orgId, membership: request.membership },
  }));
  // Deliberately no org filter: RLS alone scopes it.
  app.get('/api/test/submissions', { preHandler: [requireAuth, requireOrg] }, async (request) => ({
    data: await withContext(request, (ctx) =>
      queryRows<{ org_id: number }>(ctx.tx, sql`select org_id from form_submissions`),
    ),
  }));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: probes });
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

async function setSession(token: string, values: Partial<typeof sessions.$inferInsert>) {
  await withSystem(t.db, (tx) =>
    tx
      .update(sessions)
      .set(values)
      .where(eq(sessions.tokenHash, hashToken(token))),
  );
}

const EXPIRED = { error: 'Your session has expired. Please sign in again.' };

describe('requireAuth', () => {
  it('accepts a live bearer token and rejects a missing, malformed or unknown one', async () => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test');
    expect((await get(`/api/test/whoami?orgId=${orgId}`, token)).statusCode).toBe(200);
    for (const res of [
      await get(`/api/test/whoami?orgId=${orgId}`),
      await get(`/api/test/whoami?orgId=${orgId}`, 'not-a-token'),
      await t.app.inject({
        method: 'GET',
        url: `/api/test/whoami?orgId=${orgId}`,
        headers: { authorization: `Basic ${token}` },
      }),
      // Never from the URL.
      await get(`/api/test/whoami?orgId=${orgId}&apiToken=${token}`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(EXPIRED);
    }
  });

  it('ends a session idle for 8 hours', async () => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test');
    await setSession(token, {
      lastSeenAt: sql`now() - interval '7 hours 59 minutes'` as unknown as Date,
    });
    expect((await get(`/api/test/whoami?orgId=${orgId}`, token)).statusCode).toBe(200);
    // That request slid the idle window forward.
    const [row] = await withSystem(t.db, (tx) =>
      queryRows<{ recent: boolean }>(
        tx,
        sql`select last_seen_at > now() - interval '1 minute' as recent from sessions where token_hash = ${hashToken(token)}`,
      ),
    );
    expect(row!.recent).toBe(true);
    await setSession(token, {
      lastSeenAt: sql`now() - interval '8 hours 1 minute'` as unknown as Date,
    });
    const res = await get(`/api/test/whoami?orgId=${orgId}`, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(EXPIRED);
  });

  it('ends a session 7 days after it began, however active', async () => {
    const { token, orgId } = await t.tokenFor('staff@demo-school.test');
    const [row] = await withSystem(t.db, (tx) =>
      queryRows<{ days: number }>(
        tx,
        sql`select round(extract(epoch from (expires_at - created_at)) / 86400)::int as days
            from sessions where token_hash = ${hashToken(token)}`,
      ),
    );
    expect(row!.days).toBe(7);
    await setSession(token, { expiresAt: sql`now() - interval '1 second'` as unknown as Date });
    expect((await get(`/api/test/whoami?orgId=${orgId}`, token)).statusCode).toBe(401);
  });

  it('logout revokes the token and is audited', async () => {
    const { token, orgId, userId } = await t.tokenFor('lead@demo-school.test');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: { success: true } });
    expect((await get(`/api/test/whoami?orgId=${orgId}`, token)).statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
    expect((await auditActions(t.db, 'logout')).some((a) => a.actorId === userId)).toBe(true);
  });
});

describe('requireOrg', () => {
  it('gives the membership of the requested organisation', async () => {
    const { token, orgId, userId } = await t.tokenFor('staff@demo-school.test');
    const res = await get(`/api/test/whoami?orgId=${orgId}`, token);
    expect(res.json().data).toEqual({
      userId,
      orgId,
      membership: {
        roleId: expect.any(Number),
        roleTitle: 'Standard',
        permissions: expect.not.arrayContaining(['userManage']),
        isAdmin: false,
      },
    });
    const admin = await t.tokenFor('admin@demo-school.test');
    expect(
      (await get(`/api/test/whoami?orgId=${admin.orgId}`, admin.token)).json().data.membership,
    ).toMatchObject({
      roleTitle: 'Admin',
      isAdmin: true,
    });
  });

  it('answers 403 for an organisation without a membership, and 400 without orgId', async () => {
    const { token } = await t.tokenFor('staff@demo-school.test');
    const { orgId: care } = await t.tokenFor('admin@demo-care.test');
    const res = await get(`/api/test/whoami?orgId=${care}`, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have access to this organisation' });
    expect((await get(`/api/test/whoami?orgId=999999`, token)).statusCode).toBe(403);
    const missing = await get('/api/test/whoami', token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ error: 'orgId: is required' });
  });

  it('scopes the request context to the checked organisation', async () => {
    const school = await t.tokenFor('lead@demo-school.test', 'Demo School');
    const care = await t.tokenFor('lead@demo-school.test', 'Demo Care Home');
    const inSchool = (await get(`/api/test/submissions?orgId=${school.orgId}`, school.token)).json()
      .data;
    const inCare = (await get(`/api/test/submissions?orgId=${care.orgId}`, school.token)).json()
      .data;
    expect(inSchool.length).toBeGreaterThan(0);
    expect(inCare.length).toBeGreaterThan(0);
    expect(new Set(inSchool.map((r: { org_id: number }) => r.org_id))).toEqual(
      new Set([school.orgId]),
    );
    expect(new Set(inCare.map((r: { org_id: number }) => r.org_id))).toEqual(new Set([care.orgId]));
  });

  it('drops access when the membership is removed', async () => {
    const care = await t.tokenFor('lead@demo-school.test', 'Demo Care Home');
    await withSystem(t.db, (tx) =>
      tx.execute(
        sql`update memberships set deleted = true where org_id = ${care.orgId} and user_id = ${care.userId}`,
      ),
    );
    expect((await get(`/api/test/whoami?orgId=${care.orgId}`, care.token)).statusCode).toBe(403);
    await withSystem(t.db, (tx) =>
      tx.execute(
        sql`update memberships set deleted = false where org_id = ${care.orgId} and user_id = ${care.userId}`,
      ),
    );
  });
});
