import { eq } from 'drizzle-orm';
import { organisations, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, makeStudent, tablesState } from './fixtures';
import { send } from './fixtures-incidents';

// Service Setup "Type of setting" and the service user's "Special educational needs" (issue 13).
describe('type of setting and SEN status', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it("defaults to children's home on the Care plan and school otherwise; Service Setup changes it, audited", async () => {
    const care = await makeOrg(t.db, { plan: 'Care' });
    const plus = await makeOrg(t.db, { plan: 'Plus' });
    const careAdmin = await makeStaff(t.db, care, { role: 'Admin' });
    const plusAdmin = await makeStaff(t.db, plus, { role: 'Admin' });
    const careToken = (await t.tokenFor(careAdmin.email, care.name)).token;
    const plusToken = (await t.tokenFor(plusAdmin.email, plus.name)).token;
    const read = async (token: string, orgId: number) =>
      (await send(t.app, token, orgId, 'GET', `/api/organisation/${orgId}`)).json().data
        .settingType;
    expect(await read(careToken, care.orgId)).toBe('childrensHome');
    expect(await read(plusToken, plus.orgId)).toBe('school');
    const res = await send(
      t.app,
      plusToken,
      plus.orgId,
      'PUT',
      `/api/organisation/${plus.orgId}/settings`,
      {
        data: { settingType: 'childrensHome' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.settingType).toBe('childrensHome');
    expect(await read(plusToken, plus.orgId)).toBe('childrensHome');
    const [row] = await t.db.select().from(organisations).where(eq(organisations.id, plus.orgId));
    expect(row!.settingType).toBe('childrensHome');
    const before = await tablesState(t.db, ['organisations', 'audit_trail']);
    const bad = await send(
      t.app,
      plusToken,
      plus.orgId,
      'PUT',
      `/api/organisation/${plus.orgId}/settings`,
      {
        data: { settingType: 'hospital' },
      },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^settingType: /);
    expect(await tablesState(t.db, ['organisations', 'audit_trail'])).toEqual(before);
  });

  it('a service user has a SEN status (default none) that the edit path writes and reads back', async () => {
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    const token = (await t.tokenFor(admin.email, org.name)).token;
    const created = await send(t.app, token, org.orgId, 'POST', '/api/user', {
      data: { type: 'student', firstName: 'Sam', lastName: 'Senn', senStatus: 'ehcPlan' },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    const read = async () =>
      (
        await send(t.app, token, org.orgId, 'GET', `/api/user/${id}`, undefined, {
          fields: 'id,firstName,senStatus',
        })
      ).json().data;
    expect(await read()).toEqual({ id, firstName: 'Sam', senStatus: 'ehcPlan' });
    const updated = await send(t.app, token, org.orgId, 'PUT', `/api/user/${id}`, {
      data: { firstName: 'Sam', lastName: 'Senn', senStatus: 'senSupport' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.senStatus).toBe('senSupport');
    expect((await read()).senStatus).toBe('senSupport');
    // Leaving it out leaves it unchanged; a stranger value is refused, nothing changed.
    await send(t.app, token, org.orgId, 'PUT', `/api/user/${id}`, {
      data: { firstName: 'Samuel', lastName: 'Senn' },
    });
    expect((await read()).senStatus).toBe('senSupport');
    const before = await tablesState(t.db, ['users', 'audit_trail']);
    const bad = await send(t.app, token, org.orgId, 'PUT', `/api/user/${id}`, {
      data: { firstName: 'Sam', lastName: 'Senn', senStatus: 'lots' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^senStatus: /);
    expect(await tablesState(t.db, ['users', 'audit_trail'])).toEqual(before);
    const other = await makeStudent(t.db, org, { firstName: 'Dee' });
    const [row] = await t.db.select().from(users).where(eq(users.id, other));
    expect(row!.senStatus).toBe('none');
    // Staff have no SEN status.
    const staff = await send(t.app, token, org.orgId, 'PUT', `/api/user/${admin.id}`, {
      data: {
        firstName: 'Ada',
        lastName: 'Admin',
        email: admin.email,
        jobTitle: 'Head',
        senStatus: 'none',
      },
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().error).toBe('senStatus: staff members do not have this field');
  });

  it('imports the SEN status column (labels or keys, any case; blank is None); a stranger value is a row error', async () => {
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    const token = (await t.tokenFor(admin.email, org.name)).token;
    const csv = [
      'firstName,lastName,ethnicity,gender,dob,reference,senStatus',
      'Ann,Ehc,white,female,01/02/2012,SEN-1,EHC plan',
      'Ben,Support,white,female,01/02/2012,SEN-2,sen support',
      'Cat,None,white,female,01/02/2012,SEN-3,',
      'Dan,Key,white,female,01/02/2012,SEN-4,ehcPlan',
      'Eve,Bad,white,female,01/02/2012,SEN-5,Statement',
    ].join('\n');
    const check = await send(t.app, token, org.orgId, 'POST', '/api/import/serviceusers/validate', {
      csv,
    });
    expect(check.statusCode).toBe(200);
    expect(check.json().data.rowErrors).toEqual([
      {
        row: 6,
        field: 'senStatus',
        message: 'senStatus: must be None, SEN support, EHC plan or blank',
      },
    ]);
    const done = await send(t.app, token, org.orgId, 'POST', '/api/import/serviceusers', { csv });
    expect(done.statusCode).toBe(200);
    const rows = await t.db.select().from(users).where(eq(users.orgId, org.orgId));
    const byRef = Object.fromEntries(rows.map((u) => [u.reference, u.senStatus]));
    expect(byRef).toMatchObject({
      'SEN-1': 'ehcPlan',
      'SEN-2': 'senSupport',
      'SEN-3': 'none',
      'SEN-4': 'ehcPlan',
    });
    expect(byRef['SEN-5']).toBeUndefined();
  });
});
