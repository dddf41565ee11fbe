import { and, eq } from 'drizzle-orm';
import { auditTrail } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';

const contacts = JSON.stringify([
  { firstName: 'Pat', lastName: 'Parent', email: 'pat@home.test', role: 'Mother' },
]);

describe('user and organisation tags API', () => {
  let t: TestApp;
  let org: OrgFixture;
  let admin: { id: number; email: string };
  let staff: { id: number; email: string };
  let colleague: { id: number; email: string };
  let adminToken: string;
  let staffToken: string;
  let student: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db);
    admin = await makeStaff(t.db, org, { role: 'Admin' });
    staff = await makeStaff(t.db, org, { role: 'Standard' });
    colleague = await makeStaff(t.db, org, { role: 'Standard' });
    student = await makeStudent(t.db, org);
    adminToken = (await t.tokenFor(admin.email, org.name)).token;
    staffToken = (await t.tokenFor(staff.email, org.name)).token;
  });
  afterAll(() => t.close());

  const as = (token: string) => ({
    get: (url: string, query: Record<string, string | number> = {}) =>
      call(t.app, token, org.orgId, { method: 'GET', url, query }),
    put: (url: string, body: unknown) =>
      call(t.app, token, org.orgId, { method: 'PUT', url, body }),
  });

  it("lets a staff member save a service user's key contacts, then reads them back", async () => {
    const put = await as(staffToken).put('/api/usertag', {
      data: [{ user: student, type: 'keycontacts', key: 'keycontacts', value: contacts }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data[0]).toMatchObject({
      user: student,
      key: 'keycontacts',
      value: contacts,
      organisation: org.orgId,
    });

    const res = await as(staffToken).get('/api/usertag', {
      where: JSON.stringify({ user: student, key: 'keycontacts' }),
      fields: 'key,value',
      limit: 1000,
    });
    expect(res.json()).toEqual({
      data: [{ key: 'keycontacts', value: contacts }],
      page: { total: 1 },
    });
  });

  it('upserts by (user, type, key) and audits before and after', async () => {
    const updated = JSON.stringify([]);
    const put = await as(staffToken).put('/api/usertag', {
      data: [{ user: student, type: 'keycontacts', key: 'keycontacts', value: updated }],
    });
    expect(put.statusCode).toBe(200);
    const list = await as(staffToken).get('/api/usertag', {
      where: JSON.stringify({ user: student }),
    });
    expect(list.json().page.total).toBe(1);
    expect(list.json().data[0].value).toBe(updated);

    const trail = await t.db
      .select()
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.entity, 'user_setting'),
          eq(auditTrail.entityId, String(put.json().data[0].id)),
        ),
      );
    expect(trail.map((r) => r.action)).toEqual(['create', 'update']);
    expect(trail[1]).toMatchObject({ actorId: staff.id, orgId: org.orgId });
    expect((trail[1]!.before as { value: string }).value).toBe(contacts);
    expect((trail[1]!.after as { value: string }).value).toBe(updated);
  });

  it('lets staff keep their own settings private from colleagues', async () => {
    const quick = JSON.stringify([{ name: 'Mine', query: [] }]);
    const put = await as(staffToken).put('/api/usertag', {
      data: [{ user: staff.id, type: 'combined', key: 'quickSearch', value: quick }],
    });
    expect(put.statusCode).toBe(200);
    const own = await as(staffToken).get('/api/usertag', {
      where: JSON.stringify({ key: 'quickSearch' }),
    });
    expect(own.json().data).toHaveLength(1);
    const colleagueToken = (await t.tokenFor(colleague.email, org.name)).token;
    const theirs = await as(colleagueToken).get('/api/usertag', {
      where: JSON.stringify({ user: staff.id }),
    });
    expect(theirs.json()).toEqual({ data: [], page: { total: 0 } });
  });

  it("refuses to write a colleague's settings or a restricted service-user key", async () => {
    const colleagueWrite = await as(staffToken).put('/api/usertag', {
      data: [{ user: colleague.id, type: 'combined', key: 'quickSearch', value: '[]' }],
    });
    expect(colleagueWrite.statusCode).toBe(403);
    expect(colleagueWrite.json()).toEqual({
      error: "You cannot change another staff member's settings",
    });

    const yearGroup = await as(staffToken).put('/api/usertag', {
      data: [{ user: student, type: 'besmart', key: 'academicYear', value: 'Former' }],
    });
    expect(yearGroup.statusCode).toBe(403);
    expect(yearGroup.json().error).toBe("You do not have permission to change 'academicYear'");

    const asAdmin = await as(adminToken).put('/api/usertag', {
      data: [{ user: student, type: 'besmart', key: 'academicYear', value: 'Year 8' }],
    });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('writes nothing when one entry of a batch is refused', async () => {
    const before = await as(adminToken).get('/api/usertag', {
      where: JSON.stringify({ user: student }),
    });
    const res = await as(staffToken).put('/api/usertag', {
      data: [
        { user: student, type: 'keycontacts', key: 'keycontacts', value: 'should not be saved' },
        { user: 424242, type: 'keycontacts', key: 'keycontacts', value: '[]' },
      ],
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'User 424242 not found' });
    const after = await as(adminToken).get('/api/usertag', {
      where: JSON.stringify({ user: student }),
    });
    expect(after.json()).toEqual(before.json());
  });

  it('lets only Service Setup managers write organisation tags; everyone reads them', async () => {
    const body = { data: [{ type: 'besmart', key: 'serviceUserTerm', value: 'pupil' }] };
    const denied = await as(staffToken).put('/api/organisationtag', body);
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ error: 'You do not have permission to change Service Setup' });

    const ok = await as(adminToken).put('/api/organisationtag', body);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data[0]).toMatchObject({
      type: 'besmart',
      key: 'serviceUserTerm',
      value: 'pupil',
    });
    const again = await as(adminToken).put('/api/organisationtag', {
      data: [{ type: 'besmart', key: 'serviceUserTerm', value: 'learner' }],
    });
    expect(again.json().data[0].id).toBe(ok.json().data[0].id);

    const read = await as(staffToken).get('/api/organisationtag', {
      where: JSON.stringify({ type: 'besmart', key: 'serviceUserTerm' }),
      fields: 'key,value',
    });
    expect(read.json()).toEqual({
      data: [{ key: 'serviceUserTerm', value: 'learner' }],
      page: { total: 1 },
    });
  });

  it('rejects non-string values', async () => {
    const res = await as(adminToken).put('/api/organisationtag', {
      data: [{ type: 'besmart', key: 'enabledAcademicYears', value: ['Year 7'] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/value/);
  });
});
