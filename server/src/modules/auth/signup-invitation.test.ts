import { and, eq, sql } from 'drizzle-orm';
import { memberships, oneTimeTokens, organisations, roles, users } from '../../db/schema/index';
import { createInvitation } from '../../platform/invitations';
import { runAsTenant, withSystem } from '../../platform/tenancy';
import { DEMO_PASSWORD } from '../../seed/index';
import { auditActions, countRows, mailTo, postLogin, signIn } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Lantern-Orchard-Pebble-57';

const signup = (data: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { data } });

describe('POST /api/auth/signup', () => {
  it('creates an organisation (plan other) with the caller as its admin, who can then sign in', async () => {
    const res = await signup({
      firstName: 'Robin',
      lastName: 'Hale',
      email: 'Robin.Hale@Example.test',
      password: PASSWORD,
      organisationName: 'Hillside Academy',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    const [welcome] = await mailTo(t.db, 'robin.hale@example.test');
    expect(welcome!.subject).toBe('Welcome to BeSmart, Robin');

    const { data } = await signIn(t.app, t.db, 'robin.hale@example.test', PASSWORD);
    expect(data.activeOrg).toMatchObject({
      name: 'Hillside Academy',
      plan: 'other',
      admin: data.userDetails.id,
    });
    expect(data.myPermissions[String(data.activeOrg.id)]).toMatchObject({
      isAdmin: true,
      role: { title: 'Admin' },
    });
    const orgRoles = await withSystem(t.db, (tx) =>
      tx.select({ title: roles.title }).from(roles).where(eq(roles.orgId, data.activeOrg.id)),
    );
    expect(orgRoles.map((r) => r.title).sort()).toEqual(['Admin', 'Standard']);
    expect((await auditActions(t.db, 'signup'))[0]).toMatchObject({
      orgId: data.activeOrg.id,
      entity: 'organisation',
    });
  });

  it('answers the same for an e-mail that already has an account, without creating anything', async () => {
    const before = await countRows(t.db, 'organisations');
    const res = await signup({
      firstName: 'Someone',
      lastName: 'Else',
      email: 'admin@demo-school.test',
      password: PASSWORD,
      organisationName: 'Takeover Ltd',
    });
    expect(res.json()).toEqual({ data: { success: true } });
    expect(await countRows(t.db, 'organisations')).toBe(before);
    expect((await mailTo(t.db, 'admin@demo-school.test'))[0]!.subject).toMatch(/already|tried/i);
    expect(
      (await postLogin(t.app, { username: 'admin@demo-school.test', password: PASSWORD }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects weak passwords and bad fields with field-named messages, writing nothing', async () => {
    const before = await countRows(t.db, 'organisations');
    const base = {
      firstName: 'A',
      lastName: 'B',
      email: 'new@example.test',
      password: PASSWORD,
      organisationName: 'X',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, password: 'abc' }, 'Password must be at least 10 characters'],
      [{ ...base, password: 'aaaaaaaaaaaa' }, 'Password is too weak'],
      [{ ...base, email: 'not-an-email' }, 'email: must be an e-mail address'],
      [{ ...base, organisationName: undefined }, 'organisationName: is required'],
      [{ ...base, plan: 'Plus' }, "Unknown field 'plan'"],
    ];
    for (const [data, error] of cases) {
      const res = await signup(data);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error },
      });
    }
    expect(await countRows(t.db, 'organisations')).toBe(before);
  });
});

describe('invitations', () => {
  let schoolId: number;
  let standardRole: number;
  let adminId: number;

  beforeAll(async () => {
    await withSystem(t.db, async (tx) => {
      const [org] = await tx
        .select()
        .from(organisations)
        .where(eq(organisations.name, 'Demo School'));
      schoolId = org!.id;
      adminId = org!.admin!;
      const [role] = await tx
        .select()
        .from(roles)
        .where(and(eq(roles.orgId, schoolId), eq(roles.title, 'Standard')));
      standardRole = role!.id;
    });
  });

  async function invite(email: string) {
    // As the admin's request would: inside the school's tenant transaction.
    return runAsTenant(t.db, { orgId: schoolId, userId: adminId }, (tx) =>
      createInvitation(tx, {
        orgId: schoolId,
        email,
        roleId: standardRole,
        invitedBy: adminId,
        publicUrl: t.config.publicUrl,
      }),
    );
  }
  const accept = (token: string, data: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/activate', payload: { token, data } });
  const form = {
    firstname: 'Nia',
    lastname: 'Okoro',
    password: PASSWORD,
    type: 'new',
    tandc: true,
  };

  it('mails a link; GET shows who it is for; POST creates the account with the invited role', async () => {
    const { token, url } = await invite('Nia.Okoro@Demo-School.test');
    expect(url).toBe(`http://localhost:8080/user/activate?token=${token}`);
    expect((await mailTo(t.db, 'nia.okoro@demo-school.test'))[0]!.text).toContain(url);

    const info = await t.app.inject({ method: 'GET', url: `/api/user/activate?token=${token}` });
    expect(info.json()).toEqual({
      data: { email: 'nia.okoro@demo-school.test', organisationName: 'Demo School' },
    });

    const res = await accept(token, form);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });

    const { data } = await signIn(t.app, t.db, 'nia.okoro@demo-school.test', PASSWORD);
    expect(data.activeOrg.name).toBe('Demo School');
    expect(data.userDetails).toMatchObject({ firstName: 'Nia', lastName: 'Okoro' });
    expect(data.myPermissions[String(schoolId)]).toMatchObject({
      isAdmin: false,
      role: { id: standardRole, title: 'Standard' },
    });
    expect((await auditActions(t.db, 'invitation_accepted'))[0]).toMatchObject({
      orgId: schoolId,
      entity: 'user',
    });

    const again = await accept(token, form);
    expect(again.json()).toEqual({ error: 'This invitation is invalid or has expired' });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/user/activate?token=${token}` })).statusCode,
    ).toBe(400);
  });

  it('requires the terms to be accepted (false or missing)', async () => {
    const { token } = await invite('terms@demo-school.test');
    for (const data of [
      { ...form, tandc: false },
      { firstname: 'T', lastname: 'C', password: PASSWORD, type: 'new' },
    ]) {
      const res = await accept(token, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'You must accept the terms and conditions to continue.',
      });
    }
    expect((await accept(token, { ...form, password: 'weak' })).json()).toEqual({
      error: 'Password must be at least 10 characters',
    });
    expect(await countRows(t.db, 'users', sql`email = 'terms@demo-school.test'`)).toBe(0);
  });

  it('refuses an expired invitation', async () => {
    const { token } = await invite('late@demo-school.test');
    await withSystem(t.db, (tx) =>
      tx
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` as unknown as Date })
        .where(eq(oneTimeTokens.email, 'late@demo-school.test')),
    );
    expect((await accept(token, form)).json()).toEqual({
      error: 'This invitation is invalid or has expired',
    });
  });

  it('lets existing staff of another organisation join, keeping their password', async () => {
    const { token } = await invite('admin@demo-care.test');
    const res = await accept(token, { ...form, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const rows = await withSystem(t.db, (tx) =>
      tx
        .select({ orgId: memberships.orgId })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(eq(users.email, 'admin@demo-care.test')),
    );
    expect(rows.map((r) => r.orgId)).toContain(schoolId);
    const login = await postLogin(t.app, {
      username: 'admin@demo-care.test',
      password: DEMO_PASSWORD,
    });
    expect(login.statusCode).toBe(200);
  });

  it('activates an account a staff import made without a password: sets it and the names', async () => {
    const email = 'imported.staff@demo-school.test';
    await withSystem(t.db, async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ orgId: schoolId, type: 'user', email, firstName: 'Imp', lastName: 'Orted' })
        .returning({ id: users.id });
      await tx
        .insert(memberships)
        .values({ orgId: schoolId, userId: user!.id, roleId: standardRole });
    });
    const { token } = await invite(email);
    expect((await accept(token, form)).statusCode).toBe(200);

    const { data } = await signIn(t.app, t.db, email, PASSWORD);
    expect(data.userDetails).toMatchObject({ firstName: 'Nia', lastName: 'Okoro' });
    expect(await countRows(t.db, 'users', sql`email = ${email}`)).toBe(1);
    expect(
      await countRows(
        t.db,
        'memberships',
        sql`org_id = ${schoolId} and deleted = false and user_id = ${data.userDetails.id}`,
      ),
    ).toBe(1);
  });
});
