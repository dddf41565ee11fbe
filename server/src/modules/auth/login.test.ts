import { eq, sql } from 'drizzle-orm';
import { oneTimeTokens, users } from '../../db/schema/index';
import { withSystem } from '../../platform/tenancy';
import { DEMO_PASSWORD } from '../../seed/index';
import {
  auditActions,
  deviceCookieOf,
  latestCode,
  mailTo,
  postLogin,
  signIn,
} from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ADMIN = 'admin@demo-school.test';
const STAFF = 'staff@demo-school.test';
const LEAD = 'lead@demo-school.test';

async function expireCodes(email: string) {
  await withSystem(t.db, async (tx) => {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    await tx
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, u!.id));
  });
}

describe('POST /api/auth/login', () => {
  it('asks for a mailed 6-digit code on a new browser, then signs in and trusts the browser', async () => {
    const first = await postLogin(t.app, { username: ADMIN, password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { verificationNeeded: true } });
    const code = await latestCode(t.db, ADMIN);
    expect(code).toMatch(/^\d{6}$/);

    const res = await postLogin(t.app, {
      username: ADMIN.toUpperCase(),
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.apiToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.activeOrg).toMatchObject({
      name: 'Demo School',
      plan: 'Plus',
      safeguardingLeads: [LEAD],
    });
    expect(data.activeSite).toBeNull();
    expect(data.userOrganisations).toEqual([
      { id: data.activeOrg.id, name: 'Demo School', plan: 'Plus' },
    ]);
    expect(data.userDetails).toMatchObject({
      email: ADMIN,
      firstName: 'Alex',
      isglobaladmin: false,
      isdeveloper: false,
    });
    expect(data.terms).toEqual({
      serviceUser: 'service user',
      serviceUserPlural: 'service users',
      service: 'service',
      servicePlural: 'services',
    });
    expect(data.myPermissions[String(data.activeOrg.id)]).toMatchObject({
      isAdmin: true,
      role: { title: 'Admin' },
      permissions: expect.arrayContaining(['userManage', 'serviceSetupManage']),
    });

    const cookie = res.cookies.find((c) => c.name === 'besmart_device')!;
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 180 * 24 * 3600,
    });

    // The trusted browser signs in without a code.
    const again = await postLogin(
      t.app,
      { username: ADMIN, password: DEMO_PASSWORD },
      cookie.value,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.apiToken).toBeDefined();
    expect(again.json().data.apiToken).not.toBe(data.apiToken);

    expect((await auditActions(t.db, 'verification_code_sent')).length).toBeGreaterThan(0);
    expect((await auditActions(t.db, 'device_trusted')).length).toBeGreaterThan(0);
    expect(
      (await auditActions(t.db, 'login')).filter((a) => a.actorId === data.userDetails.id).length,
    ).toBe(2);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrong = await postLogin(t.app, { username: ADMIN, password: 'not the password' });
    const unknown = await postLogin(t.app, {
      username: 'nobody@demo-school.test',
      password: 'whatever123',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Incorrect email or password' });
    }
    expect((await auditActions(t.db, 'login_failed')).length).toBeGreaterThan(0);
  });

  it("does not let one user's trusted browser skip the code for another user", async () => {
    const { device } = await signIn(t.app, t.db, STAFF);
    const other = await postLogin(t.app, { username: LEAD, password: DEMO_PASSWORD }, device);
    expect(other.json()).toEqual({ data: { verificationNeeded: true } });
    // A forged cookie is not trusted either.
    const forged = await postLogin(
      t.app,
      { username: STAFF, password: DEMO_PASSWORD },
      'A'.repeat(43),
    );
    expect(forged.json()).toEqual({ data: { verificationNeeded: true } });
  });

  it('keeps the browser token when the code succeeds for a second user', async () => {
    const staff = await signIn(t.app, t.db, STAFF);
    await postLogin(t.app, { username: LEAD, password: DEMO_PASSWORD }, staff.device);
    const code = await latestCode(t.db, LEAD);
    const res = await postLogin(
      t.app,
      { username: LEAD, password: DEMO_PASSWORD, verificationCode: code },
      staff.device,
    );
    expect(res.statusCode).toBe(200);
    expect(deviceCookieOf(res)).toBe(staff.device);
    const staffAgain = await postLogin(
      t.app,
      { username: STAFF, password: DEMO_PASSWORD },
      staff.device,
    );
    expect(staffAgain.json().data.apiToken).toBeDefined();
  });

  it('rejects a wrong code, and voids the code after 5 wrong tries', async () => {
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const code = await latestCode(t.db, STAFF);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await postLogin(t.app, {
        username: STAFF,
        password: DEMO_PASSWORD,
        verificationCode: wrongCode,
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'The verification code is incorrect or has expired' });
    }
    const late = await postLogin(t.app, {
      username: STAFF,
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe('The verification code is incorrect or has expired');
  });

  it('rejects an expired code', async () => {
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const code = await latestCode(t.db, STAFF);
    await expireCodes(STAFF);
    const res = await postLogin(t.app, {
      username: STAFF,
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('The verification code is incorrect or has expired');
  });

  it('accepts a code once only', async () => {
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const code = await latestCode(t.db, STAFF);
    const ok = await postLogin(t.app, {
      username: STAFF,
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(ok.statusCode).toBe(200);
    const reused = await postLogin(t.app, {
      username: STAFF,
      password: DEMO_PASSWORD,
      verificationCode: code,
    });
    expect(reused.statusCode).toBe(401);
    expect(reused.json().error).toBe('The verification code is incorrect or has expired');
  });

  it('a new code replaces the previous one', async () => {
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const old = await latestCode(t.db, STAFF);
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const current = await latestCode(t.db, STAFF);
    if (old !== current) {
      const res = await postLogin(t.app, {
        username: STAFF,
        password: DEMO_PASSWORD,
        verificationCode: old,
      });
      expect(res.statusCode).toBe(401);
    }
    const res = await postLogin(t.app, {
      username: STAFF,
      password: DEMO_PASSWORD,
      verificationCode: current,
    });
    expect(res.statusCode).toBe(200);
    expect((await mailTo(t.db, STAFF))[0]!.subject).toBe('Your BeSmart verification code');
  });

  it('needs the password even with a valid code', async () => {
    await postLogin(t.app, { username: STAFF, password: DEMO_PASSWORD });
    const code = await latestCode(t.db, STAFF);
    const res = await postLogin(t.app, {
      username: STAFF,
      password: 'wrong-password',
      verificationCode: code,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('Incorrect email or password');
  });

  it('validates the body with messages naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ username: ADMIN }, 'password: is required'],
      [{ username: ADMIN, password: DEMO_PASSWORD, extra: 1 }, "Unknown field 'extra'"],
      [{ username: 5, password: DEMO_PASSWORD }, 'username: must be text'],
      [{ username: '', password: DEMO_PASSWORD }, 'username: is required'],
    ];
    for (const [payload, error] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: payload as object,
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error },
      });
    }
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'Request body is not valid JSON' });
  });
});

describe('GET /api/auth/session', () => {
  it('switches organisation: activeOrg, terms and permissions of the requested one', async () => {
    const { token, orgId: school } = await t.tokenFor(LEAD, 'Demo School');
    const { orgId: care } = await t.tokenFor(LEAD, 'Demo Care Home');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/session?orgId=${care}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.apiToken).toBeUndefined();
    expect(data.activeOrg).toMatchObject({ id: care, name: 'Demo Care Home', plan: 'Care' });
    expect(data.terms).toEqual({
      serviceUser: 'young person',
      serviceUserPlural: 'young people',
      service: 'home',
      servicePlural: 'homes',
    });
    expect(data.userOrganisations.map((o: { name: string }) => o.name)).toEqual([
      'Demo School',
      'Demo Care Home',
    ]);
    expect(data.myPermissions[String(care)]).toMatchObject({
      isAdmin: false,
      role: { title: 'Standard' },
    });
    expect(data.myPermissions[String(care)].permissions).not.toContain('userManage');
    expect(data.myPermissions[String(school)]).toMatchObject({ role: { title: 'Admin' } });
  });

  it('refuses an organisation the caller does not belong to, and a missing orgId', async () => {
    const { token } = await t.tokenFor(STAFF);
    const { orgId: care } = await t.tokenFor('admin@demo-care.test');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/session?orgId=${care}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have access to this organisation' });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('orgId: is required');
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session?orgId=abc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^orgId: /);
  });

  it('lets a global admin open any organisation', async () => {
    await withSystem(t.db, (tx) =>
      tx.update(users).set({ isGlobalAdmin: true }).where(eq(users.email, STAFF)),
    );
    try {
      const { token } = await t.tokenFor(STAFF);
      const { orgId: care } = await t.tokenFor('admin@demo-care.test');
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/auth/session?orgId=${care}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.myPermissions[String(care)]).toMatchObject({
        isAdmin: true,
        role: null,
      });
      expect(res.json().data.userDetails.isglobaladmin).toBe(true);
    } finally {
      await withSystem(t.db, (tx) =>
        tx.update(users).set({ isGlobalAdmin: false }).where(eq(users.email, STAFF)),
      );
    }
  });
});
