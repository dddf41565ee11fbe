import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStudent, type OrgFixture } from './fixtures';
import { send } from './fixtures-people';
import { signedInStaff, type SignedInStaff } from './signed-in';

// Issue 14 §3: staff who do not manage staff (no userManage) see colleagues' names, never their
// e-mail addresses or user names (their sign-in addresses); their own stay visible to them.
describe('staff e-mail addresses by role', () => {
  let t: TestApp;
  let org: OrgFixture;
  let admin: SignedInStaff;
  let restricted: SignedInStaff;
  let colleague: SignedInStaff;
  let pupil: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { name: 'Privacy Org' });
    admin = await signedInStaff(t, org, { role: 'Admin', email: 'admin@privacy.test' });
    restricted = await signedInStaff(t, org, { role: 'Standard', email: 'me@privacy.test' });
    colleague = await signedInStaff(t, org, { role: 'Standard', email: 'colleague@privacy.test' });
    pupil = await makeStudent(t.db, org, { firstName: 'Pia', reference: 'P1' });
  });
  afterAll(() => t.close());

  const get = (who: SignedInStaff, url: string, query: Record<string, string> = {}) =>
    send(t.app, who.token, org.orgId, { method: 'GET', url, query });
  type Row = { id: number; email?: string | null; userName?: string | null; firstName?: string };
  const byId = (rows: Row[]) => new Map(rows.map((row) => [row.id, row]));

  it('a restricted member gets staff names without addresses, except their own', async () => {
    const res = await get(restricted, '/api/user', {
      type: 'user',
      fields: 'id,firstName,email,userName',
    });
    expect(res.statusCode).toBe(200);
    const rows = byId(res.json().data as Row[]);
    expect(rows.get(colleague.id)).toEqual({
      id: colleague.id,
      firstName: 'Sam',
      email: null,
      userName: null,
    });
    expect(rows.get(admin.id)).toMatchObject({ email: null, userName: null });
    expect(rows.get(restricted.id)).toMatchObject({
      email: 'me@privacy.test',
      userName: 'me@privacy.test',
    });
  });

  it('the default answer (no fields) and the single-user read hide them too', async () => {
    const list = byId((await get(restricted, '/api/user')).json().data as Row[]);
    expect(list.get(colleague.id)).toMatchObject({ firstName: 'Sam', email: null });
    const one = await get(restricted, `/api/user/${colleague.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: colleague.id, email: null, userName: null });
    const own = await get(restricted, `/api/user/${restricted.id}`);
    expect(own.json().data).toMatchObject({ email: 'me@privacy.test' });
    const viaOrg = byId(
      (await get(restricted, `/api/organisation/${org.orgId}/user`, { type: 'user' })).json()
        .data as Row[],
    );
    expect(viaOrg.get(colleague.id)).toMatchObject({ email: null, userName: null });
  });

  it('a member who manages staff (userManage) sees every address', async () => {
    const rows = byId(
      (await get(admin, '/api/user', { type: 'user', fields: 'id,email' })).json().data as Row[],
    );
    expect(rows.get(colleague.id)).toEqual({ id: colleague.id, email: 'colleague@privacy.test' });
    expect(rows.get(restricted.id)).toEqual({ id: restricted.id, email: 'me@privacy.test' });
    const one = await get(admin, `/api/user/${colleague.id}`, { fields: 'id,email' });
    expect(one.json().data).toEqual({ id: colleague.id, email: 'colleague@privacy.test' });
  });

  it('service users are answered as before (their records are every member’s to read)', async () => {
    const rows = byId(
      (await get(restricted, '/api/user', { type: 'student', fields: 'id,firstName' })).json()
        .data as Row[],
    );
    expect(rows.get(pupil)).toEqual({ id: pupil, firstName: 'Pia' });
  });
});
