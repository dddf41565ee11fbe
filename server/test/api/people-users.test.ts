import { and, eq } from 'drizzle-orm';
import {
  auditTrail,
  directAccessGrants,
  mailOutbox,
  memberships,
  oneTimeTokens,
  users,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeGrant, peopleState, send, type PeopleCall } from './fixtures-people';
import { signedInStaff, type SignedInStaff } from './signed-in';

describe('administration: service users, staff, invitations', () => {
  let t: TestApp;
  let org: OrgFixture;
  let other: OrgFixture;
  let admin: SignedInStaff;
  let restricted: SignedInStaff;
  let otherStudent: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { name: 'People Org' });
    other = await makeOrg(t.db, { name: 'Other Org' });
    admin = await signedInStaff(t, org, { role: 'Admin', email: 'admin@people.test' });
    restricted = await signedInStaff(t, org, { role: 'Standard', email: 'staff@people.test' });
    otherStudent = await makeStudent(t.db, other, { firstName: 'Other', reference: 'O1' });
  });
  afterAll(() => t.close());

  const asAdmin = (c: PeopleCall) => send(t.app, admin.token, org.orgId, c);
  const asRestricted = (c: PeopleCall) => send(t.app, restricted.token, org.orgId, c);
  const userRow = async (id: number) =>
    (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
  const auditsOf = (entity: string, entityId: number | string) =>
    t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, entity), eq(auditTrail.entityId, String(entityId))));

  describe('service users', () => {
    it('creates a service user with validated fields and audits it', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user',
        body: {
          data: {
            type: 'student',
            firstName: ' Mia ',
            lastName: 'Moss',
            reference: 'L100',
            dob: '2014-05-06',
            ethnicity: 'Asian',
            gender: 'female',
            email: 'Mia@Example.test',
          },
          organisation: org.orgId,
        },
      });
      expect(res.statusCode).toBe(200);
      const id = res.json().data.id as number;
      const row = await userRow(id);
      expect(row).toMatchObject({
        orgId: org.orgId,
        type: 'student',
        firstName: 'Mia',
        lastName: 'Moss',
        reference: 'L100',
        dob: '2014-05-06',
        ethnicity: 'asian',
        gender: 'female',
        email: 'mia@example.test',
        deleted: false,
      });
      const audits = await auditsOf('user', id);
      expect(audits.map((a) => [a.action, a.actorId])).toEqual([['create', admin.id]]);
    });

    it('refuses a learner number already used in the organisation (409 naming it)', async () => {
      const before = await peopleState(t.db);
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user',
        body: { data: { type: 'student', firstName: 'Dup', lastName: 'Ref', reference: 'L100' } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain("'L100'");
      expect(await peopleState(t.db)).toEqual(before);
    });

    it('allows the same learner number as another organisation uses', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user',
        body: {
          data: { type: 'student', firstName: 'Same', lastName: 'AsOther', reference: 'O1' },
        },
      });
      expect(res.statusCode).toBe(200);
    });

    it.each([
      [{ firstName: '  ' }, 'firstName'],
      [{ lastName: '' }, 'lastName'],
      [{ dob: '2999-01-01' }, 'dob'],
      [{ dob: '2014-02-30' }, 'dob'],
      [{ dob: '06/05/2014' }, 'dob'],
      [{ ethnicity: 'martian' }, 'ethnicity'],
      [{ gender: 'unknown' }, 'gender'],
      [{ email: 'not-an-email' }, 'email'],
      [{ type: 'user' }, 'type'],
      [{ nickname: 'x' }, 'nickname'],
    ])('answers 400 for %j naming %s, writing nothing', async (patch, field) => {
      const before = await peopleState(t.db);
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user',
        body: { data: { type: 'student', firstName: 'A', lastName: 'B', ...patch } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain(field);
      expect(await peopleState(t.db)).toEqual(before);
    });

    it('accepts free-text ethnicity when the organisation syncs from Wonde', async () => {
      const wonde = await makeOrg(t.db, { wondeSync: true });
      const { token } = await signedInStaff(t, wonde, { role: 'Admin' });
      const res = await send(t.app, token, wonde.orgId, {
        method: 'POST',
        url: '/api/user',
        body: {
          data: { type: 'student', firstName: 'W', lastName: 'S', ethnicity: 'White British' },
        },
      });
      expect(res.statusCode).toBe(200);
      expect((await userRow(res.json().data.id)).ethnicity).toBe('White British');
    });

    it('updates a service user (cpomsId included) and keeps fields that were not sent', async () => {
      const id = await makeStudent(t.db, org, {
        reference: 'L200',
        dob: '2013-01-01',
        gender: 'male',
      });
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/user/${id}`,
        body: { data: { firstName: 'New', lastName: 'Name', cpomsId: 'CP-9', ethnicity: '' } },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id,
        firstName: 'New',
        lastName: 'Name',
        reference: 'L200',
        dob: '2013-01-01',
        gender: 'male',
        ethnicity: null,
        cpomsId: 'CP-9',
      });
      const fetched = await asAdmin({
        method: 'GET',
        url: `/api/user/${id}`,
        query: { fields: 'id,cpomsId' },
      });
      expect(fetched.json().data).toEqual({ id, cpomsId: 'CP-9' });
      const audits = await auditsOf('user', id);
      expect(audits[0]).toMatchObject({ action: 'update' });
      expect(audits[0]!.before).toMatchObject({ firstName: 'Alex' });
      expect(audits[0]!.after).toMatchObject({ firstName: 'New' });
    });

    it('refuses an update to a learner number another service user has', async () => {
      const id = await makeStudent(t.db, org, { reference: 'L300' });
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/user/${id}`,
        body: { data: { firstName: 'A', lastName: 'B', reference: 'L100' } },
      });
      expect(res.statusCode).toBe(409);
      expect((await userRow(id)).reference).toBe('L300');
    });

    it('soft-deletes a service user and answers success "true"', async () => {
      const id = await makeStudent(t.db, org);
      const res = await asAdmin({ method: 'DELETE', url: `/api/user/${id}` });
      expect(res.json()).toEqual({ data: { success: 'true' } });
      expect((await userRow(id)).deleted).toBe(true);
      expect((await auditsOf('user', id)).map((a) => a.action)).toEqual(['delete']);
      const again = await asAdmin({ method: 'DELETE', url: `/api/user/${id}` });
      expect(again.statusCode).toBe(404);
    });

    it('refuses a restricted user (no serviceUserManage) with 403, writing nothing', async () => {
      const id = await makeStudent(t.db, org);
      const before = await peopleState(t.db);
      for (const c of [
        {
          method: 'POST',
          url: '/api/user',
          body: { data: { type: 'student', firstName: 'A', lastName: 'B' } },
        },
        {
          method: 'PUT',
          url: `/api/user/${id}`,
          body: { data: { firstName: 'A', lastName: 'B' } },
        },
        { method: 'DELETE', url: `/api/user/${id}` },
      ] as PeopleCall[]) {
        const res = await asRestricted(c);
        expect({ url: c.url, status: res.statusCode }).toEqual({ url: c.url, status: 403 });
      }
      expect(await peopleState(t.db)).toEqual(before);
    });

    it("answers 404 for another organisation's service user and changes nothing", async () => {
      const before = await peopleState(t.db);
      const put = await asAdmin({
        method: 'PUT',
        url: `/api/user/${otherStudent}`,
        body: { data: { firstName: 'Hacked', lastName: 'X' } },
      });
      const del = await asAdmin({ method: 'DELETE', url: `/api/user/${otherStudent}` });
      expect([put.statusCode, del.statusCode]).toEqual([404, 404]);
      expect(await peopleState(t.db)).toEqual(before);
      expect((await userRow(otherStudent)).firstName).toBe('Other');
    });

    it('refuses a body naming another organisation', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user',
        body: {
          data: { type: 'student', firstName: 'A', lastName: 'B' },
          organisation: other.orgId,
        },
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('staff', () => {
    it('updates a staff member (userManage), all four fields required', async () => {
      const staff = await makeStaff(t.db, org, { email: 'edit-me@people.test' });
      const missing = await asAdmin({
        method: 'PUT',
        url: `/api/user/${staff.id}`,
        body: { data: { firstName: 'E', lastName: 'M', email: 'edit-me@people.test' } },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error).toContain('jobTitle');
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/user/${staff.id}`,
        body: {
          data: {
            firstName: 'Eve',
            lastName: 'Moor',
            email: 'Eve.Moor@people.test',
            jobTitle: 'Teacher',
          },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        firstName: 'Eve',
        email: 'eve.moor@people.test',
        jobTitle: 'Teacher',
      });
      expect(JSON.stringify(res.json())).not.toContain('passwordHash');
    });

    it("refuses taking another account's e-mail (409)", async () => {
      const staff = await makeStaff(t.db, org);
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/user/${staff.id}`,
        body: { data: { firstName: 'A', lastName: 'B', email: restricted.email, jobTitle: 'T' } },
      });
      expect(res.statusCode).toBe(409);
    });

    it("refuses an e-mail another organisation's account uses (409), changing nothing", async () => {
      const elsewhere = await makeStaff(t.db, other, { email: 'taken@other.test' });
      const staff = await makeStaff(t.db, org, { email: 'mine@people.test' });
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/user/${staff.id}`,
        body: { data: { firstName: 'A', lastName: 'B', email: 'TAKEN@other.test', jobTitle: 'T' } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toContain('email');
      expect((await userRow(staff.id)).email).toBe('mine@people.test');
      expect((await userRow(elsewhere.id)).email).toBe('taken@other.test');
    });

    it('refuses a restricted user changing or deleting staff (403)', async () => {
      const staff = await makeStaff(t.db, org);
      const before = await peopleState(t.db);
      const put = await asRestricted({
        method: 'PUT',
        url: `/api/user/${staff.id}`,
        body: { data: { firstName: 'A', lastName: 'B', email: 'x@people.test', jobTitle: 'T' } },
      });
      const del = await asRestricted({ method: 'DELETE', url: `/api/user/${staff.id}` });
      const reset = await asRestricted({
        method: 'POST',
        url: `/api/user/${staff.id}/reset-password`,
      });
      expect([put.statusCode, del.statusCode, reset.statusCode]).toEqual([403, 403, 403]);
      expect(await peopleState(t.db)).toEqual(before);
    });

    it("deletes a staff member's membership (ending their direct access), never the caller's own", async () => {
      const staff = await makeStaff(t.db, org);
      const child = await makeStudent(t.db, org);
      await makeGrant(t.db, org, child, staff.id);
      const self = await asAdmin({ method: 'DELETE', url: `/api/user/${admin.id}` });
      expect(self.statusCode).toBe(403);
      const res = await asAdmin({ method: 'DELETE', url: `/api/user/${staff.id}` });
      expect(res.json()).toEqual({ data: { success: 'true' } });
      const member = await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, staff.id), eq(memberships.orgId, org.orgId)));
      expect(member.map((m) => m.deleted)).toEqual([true]);
      const grants = await t.db
        .select()
        .from(directAccessGrants)
        .where(eq(directAccessGrants.userId, staff.id));
      expect(grants.map((g) => [g.revoked, g.revokedBy])).toEqual([[true, admin.id]]);
      const list = await asAdmin({
        method: 'GET',
        url: '/api/user',
        query: { type: 'user', fields: 'id' },
      });
      expect(list.json().data.map((u: { id: number }) => u.id)).not.toContain(staff.id);
    });

    it('mails a password reset link to a staff member', async () => {
      const staff = await makeStaff(t.db, org, { email: 'reset-me@people.test' });
      const res = await asAdmin({ method: 'POST', url: `/api/user/${staff.id}/reset-password` });
      expect(res.json()).toEqual({ data: { success: true } });
      const mail = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'reset-me@people.test'));
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('http://localhost:8080/reset-password?token=');
      expect(mail[0]!.orgId).toBeNull();
      const tokens = await t.db
        .select()
        .from(oneTimeTokens)
        .where(
          and(eq(oneTimeTokens.userId, staff.id), eq(oneTimeTokens.purpose, 'password_reset')),
        );
      expect(tokens).toHaveLength(1);
      expect((await auditsOf('user', staff.id)).map((a) => a.action)).toContain(
        'password_reset_sent',
      );
      const student = await makeStudent(t.db, org);
      const notStaff = await asAdmin({
        method: 'POST',
        url: `/api/user/${student}/reset-password`,
      });
      expect(notStaff.statusCode).toBe(404);
    });
  });

  describe('invitations', () => {
    it('invites e-mails with a role of the organisation; acceptance gives that role', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/user/invite',
        body: { email: ['New.Person@people.test'], role: org.adminRoleId, organisation: org.orgId },
      });
      expect(res.json()).toEqual({ data: { invited: ['new.person@people.test'] } });
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'new.person@people.test'));
      const token = /token=([^\s]+)/.exec(mail!.text)![1]!;
      const accept = await t.app.inject({
        method: 'POST',
        url: '/api/user/activate',
        payload: {
          token: decodeURIComponent(token),
          data: {
            firstname: 'New',
            lastname: 'Person',
            password: 'Correct-Horse-Battery-9',
            type: 'new',
            tandc: true,
          },
        },
      });
      expect(accept.statusCode).toBe(200);
      const [user] = await t.db
        .select()
        .from(users)
        .where(eq(users.email, 'new.person@people.test'));
      const [member] = await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, user!.id), eq(memberships.orgId, org.orgId)));
      expect(member!.roleId).toBe(org.adminRoleId);
      expect((await auditsOf('invitation', 'new.person@people.test')).map((a) => a.action)).toEqual(
        ['invite'],
      );
    });

    it('refuses a role of another organisation (400 naming role) and an existing member (409)', async () => {
      const before = await peopleState(t.db);
      const role = await asAdmin({
        method: 'POST',
        url: '/api/user/invite',
        body: { email: ['x1@people.test'], role: other.adminRoleId, organisation: org.orgId },
      });
      expect(role.statusCode).toBe(400);
      expect(role.json().error).toContain('role');
      const member = await asAdmin({
        method: 'POST',
        url: '/api/user/invite',
        body: {
          email: ['x2@people.test', restricted.email],
          role: org.standardRoleId,
          organisation: org.orgId,
        },
      });
      expect(member.statusCode).toBe(409);
      expect(member.json().error).toContain(restricted.email);
      const forbidden = await asRestricted({
        method: 'POST',
        url: '/api/user/invite',
        body: { email: ['x3@people.test'], role: org.standardRoleId, organisation: org.orgId },
      });
      expect(forbidden.statusCode).toBe(403);
      const elsewhere = await asAdmin({
        method: 'POST',
        url: '/api/user/invite',
        body: { email: ['x4@people.test'], role: org.standardRoleId, organisation: other.orgId },
      });
      expect(elsewhere.statusCode).toBe(403);
      expect(await peopleState(t.db)).toEqual(before);
    });

    it('counts active staff and pending invitations against numAllowedUsers', async () => {
      const small = await makeOrg(t.db, { numAllowedUsers: 3 });
      const a = await makeStaff(t.db, small, { role: 'Admin' });
      await makeStaff(t.db, small);
      const { token } = await t.tokenFor(a.email, small.name);
      const invite = (email: string[]) =>
        send(t.app, token, small.orgId, {
          method: 'POST',
          url: '/api/user/invite',
          body: { email, role: small.standardRoleId, organisation: small.orgId },
        });
      const before = await peopleState(t.db);
      const tooMany = await invite(['p1@small.test', 'p2@small.test']);
      expect(tooMany.statusCode).toBe(403);
      expect(tooMany.json()).toEqual({
        error: 'Your organisation has reached its limit of 3 users. Contact us to add more.',
        type: 'userlimit',
      });
      expect(await peopleState(t.db)).toEqual(before);
      expect((await invite(['p1@small.test'])).statusCode).toBe(200);
      // Inviting the same e-mail again replaces its pending invitation (still 3 of 3).
      expect((await invite(['p1@small.test'])).statusCode).toBe(200);
      const full = await invite(['p3@small.test']);
      expect(full.statusCode).toBe(403);
      expect(full.json().type).toBe('userlimit');
    });
  });
});
