import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';

describe('users and organisations API', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  let adminId: number;
  let other: { id: number; email: string };
  const students = {} as Record<'zed' | 'amy' | 'former' | 'deleted', number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { sharedIncidentReports: false });
    const admin = await makeStaff(t.db, org, {
      role: 'Admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    adminId = admin.id;
    other = await makeStaff(t.db, org, { firstName: 'Olly', lastName: 'Other' });
    students.zed = await makeStudent(t.db, org, {
      firstName: 'Zed',
      lastName: 'Young',
      reference: 'L003',
      dob: '2012-03-04',
      gender: 'male',
      ethnicity: 'white',
    });
    students.amy = await makeStudent(t.db, org, {
      firstName: 'Amy',
      lastName: 'Able',
      reference: 'L001',
      former: false,
    });
    students.former = await makeStudent(t.db, org, {
      firstName: 'Fran',
      lastName: 'Former',
      reference: 'L002',
      former: true,
    });
    students.deleted = await makeStudent(t.db, org, {
      firstName: 'Del',
      lastName: 'Eted',
      reference: 'L009',
      deleted: true,
    });
    ({ token } = await t.tokenFor(admin.email, org.name));
  });
  afterAll(() => t.close());

  const get = (url: string, query: Record<string, string | number | boolean> = {}) =>
    call(t.app, token, org.orgId, { method: 'GET', url, query });

  it('lists active service users with page.total and the requested fields only', async () => {
    const res = await get('/api/user', {
      type: 'student',
      fields: 'id,firstName,reference',
      sort: 'reference ASC',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.page).toEqual({ total: 2 });
    expect(body.data).toEqual([
      { id: students.amy, firstName: 'Amy', reference: 'L001' },
      { id: students.zed, firstName: 'Zed', reference: 'L003' },
    ]);
  });

  it('switches to former service users with showFormerStudents=true', async () => {
    const res = await get('/api/user', { type: 'student', showFormerStudents: true, fields: 'id' });
    expect(res.json()).toEqual({ data: [{ id: students.former }], page: { total: 1 } });
  });

  it('shows deleted users only when where.deleted asks for them', async () => {
    const res = await get('/api/user', {
      type: 'student',
      where: JSON.stringify({ deleted: true }),
      fields: 'id,deleted',
    });
    expect(res.json().data).toEqual([{ id: students.deleted, deleted: true }]);
  });

  it('lists staff as the users with a membership, never with a password hash', async () => {
    const res = await get('/api/user', { type: 'user', sort: 'id DESC' });
    const body = res.json();
    expect(body.page.total).toBe(2);
    expect(body.data.map((u: { id: number }) => u.id)).toEqual([other.id, adminId]);
    expect(res.body).not.toMatch(/password/i);
    expect(Object.keys(body.data[0]).sort()).toEqual(
      [
        'createdAt',
        'deleted',
        'dob',
        'email',
        'ethnicity',
        'firstName',
        'gender',
        'id',
        'jobTitle',
        'lastName',
        'reference',
        'type',
        'userName',
      ].sort(),
    );
  });

  it('filters by where id/reference and respects limit', async () => {
    const byRef = await get('/api/user', {
      where: JSON.stringify({ reference: 'L003' }),
      fields: 'id',
    });
    expect(byRef.json().data).toEqual([{ id: students.zed }]);
    const byIds = await get('/api/user', {
      where: JSON.stringify({ id: [students.zed, adminId] }),
      fields: 'id',
      sort: 'id',
    });
    expect(byIds.json().data).toEqual([
      { id: Math.min(students.zed, adminId) },
      { id: Math.max(students.zed, adminId) },
    ]);
    const limited = await get('/api/user', { type: 'student', limit: 1 });
    expect(limited.json().data).toHaveLength(1);
    expect(limited.json().page.total).toBe(2);
  });

  it('reads one user with dob as YYYY-MM-DD', async () => {
    const res = await get(`/api/user/${students.zed}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: students.zed,
      firstName: 'Zed',
      lastName: 'Young',
      type: 'student',
      dob: '2012-03-04',
      gender: 'male',
      ethnicity: 'white',
      deleted: false,
    });
    expect(res.json().data.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(res.body).not.toMatch(/password/i);
    const narrowed = await get(`/api/user/${students.zed}`, { fields: 'id,lastName' });
    expect(narrowed.json()).toEqual({ data: { id: students.zed, lastName: 'Young' } });
  });

  it('answers 404 for a user id that is not in the organisation', async () => {
    const res = await get('/api/user/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User not found' });
  });

  it('rejects limits above 1000 and unknown fields with a 400 naming them', async () => {
    const res = await get('/api/user', { limit: 1001 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/limit/);
    const bad = await get('/api/user', { fields: 'id,passwordHash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: "fields: unknown field 'passwordHash'" });
  });

  it('reads the active organisation with every contract field', async () => {
    const res = await get(`/api/organisation/${org.orgId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: org.orgId,
      name: org.name,
      plan: 'Plus',
      sharedIncidentReports: false,
    });
    expect(Object.keys(data).sort()).toEqual(
      [
        'id',
        'name',
        'appSettings',
        'enabledModules',
        'logoUrl',
        'hasSites',
        'createdAt',
        'admin',
        'sharedIncidentReports',
        'sharedSmartPlans',
        'numAllowedUsers',
        'wondeSync',
        'safeguardingLeads',
        'enablePILExtras',
        'aiTermsAccepted',
        'aiTermsAcceptedBy',
        'aiTermsAcceptedAt',
        'cpomsEnabled',
        'cpomsDomain',
        'cpomsSyncEverything',
        'plan',
        'primaryColour',
        'secondaryColour',
        'settingType',
      ].sort(),
    );
  });

  it('refuses an organisation other than the active one', async () => {
    const elsewhere = await makeOrg(t.db);
    const res = await get(`/api/organisation/${elsewhere.orgId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'You do not have access to this organisation' });
  });

  it('lists the organisation users by type with page.total', async () => {
    const res = await get(`/api/organisation/${org.orgId}/user`, { type: 'user', fields: 'id' });
    expect(res.json()).toEqual({ data: [{ id: adminId }, { id: other.id }], page: { total: 2 } });
  });

  it('answers 401 without a token and 403 for an organisation the caller is not in', async () => {
    const anon = await t.app.inject({ method: 'GET', url: `/api/user?orgId=${org.orgId}` });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Your session has expired. Please sign in again.' });
    const elsewhere = await makeOrg(t.db);
    const res = await call(t.app, token, elsewhere.orgId, { method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(403);
  });
});
