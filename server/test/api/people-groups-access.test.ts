import { and, eq, sql } from 'drizzle-orm';
import { auditTrail, directAccessGrants, userGroupMembers } from '../../src/db/schema/index';
import { queryRows } from '../../src/db/client';
import { runAsTenant } from '../../src/platform/tenancy';
import { submissionVisibleTo } from '../../src/platform/visibility';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, makeStudent, makeSubmission, type OrgFixture } from './fixtures';
import {
  makeActionLog,
  makeGroup,
  makeGroupMember,
  peopleState,
  send,
  type PeopleCall,
} from './fixtures-people';
import { signedInStaff, type SignedInStaff } from './signed-in';

describe('administration: groups, direct access, action log', () => {
  let t: TestApp;
  let org: OrgFixture;
  let other: OrgFixture;
  let admin: SignedInStaff;
  let teacher: SignedInStaff;
  let student: number;
  let otherStudent: number;
  let otherGroup: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { name: 'Access Org', sharedIncidentReports: false });
    other = await makeOrg(t.db, { name: 'Access Other' });
    admin = await signedInStaff(t, org, { role: 'Admin', lastName: 'Admin' });
    teacher = await signedInStaff(t, org, {
      role: 'Standard',
      firstName: 'Tess',
      lastName: 'Teacher',
    });
    student = await makeStudent(t.db, org, { firstName: 'Sam', reference: 'S1' });
    otherStudent = await makeStudent(t.db, other);
    otherGroup = await makeGroup(t.db, other, 'Other group');
  });
  afterAll(() => t.close());

  const asAdmin = (c: PeopleCall) => send(t.app, admin.token, org.orgId, c);
  const asTeacher = (c: PeopleCall) => send(t.app, teacher.token, org.orgId, c);

  describe('groups', () => {
    it('creates a group (name required and unique) and lists it', async () => {
      const res = await asAdmin({
        method: 'POST',
        url: '/api/usergroup',
        body: { data: { name: ' Year 7 Blue ', organisation: org.orgId } },
      });
      expect(res.statusCode).toBe(200);
      const [group] = res.json().data;
      expect(group).toMatchObject({
        name: 'Year 7 Blue',
        organisation: org.orgId,
        owner: admin.id,
      });
      const dup = await asAdmin({
        method: 'POST',
        url: '/api/usergroup',
        body: { data: { name: 'year 7 blue', organisation: org.orgId } },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().error).toContain('year 7 blue');
      const blank = await asAdmin({
        method: 'POST',
        url: '/api/usergroup',
        body: { data: { name: '  ' } },
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().error).toContain('name');
      const list = await asAdmin({
        method: 'GET',
        url: '/api/usergroup',
        query: { fields: 'id,name' },
      });
      expect(list.json()).toEqual({
        data: [{ id: group.id, name: 'Year 7 Blue' }],
        page: { total: 1 },
      });
    });

    it('adds, lists (with the group name) and removes a member (soft)', async () => {
      const groupId = await makeGroup(t.db, org, 'Nurture');
      const add = await asAdmin({
        method: 'POST',
        url: '/api/usergroupmember',
        body: { data: { usergroup: groupId, user: student } },
      });
      expect(add.statusCode).toBe(200);
      const memberId = add.json().data.id as number;
      const again = await asAdmin({
        method: 'POST',
        url: '/api/usergroupmember',
        body: { data: { usergroup: groupId, user: student } },
      });
      expect(again.statusCode).toBe(409);
      const list = await asTeacher({
        method: 'GET',
        url: '/api/usergroupmember',
        query: { where: JSON.stringify({ user: student }), fields: 'id,usergroup,user,name' },
      });
      expect(list.json().data).toEqual([
        { id: memberId, usergroup: groupId, user: student, name: 'Nurture' },
      ]);
      const del = await asAdmin({ method: 'DELETE', url: `/api/usergroupmember/${memberId}` });
      expect(del.json()).toEqual({ data: { success: 'true' } });
      const [row] = await t.db
        .select()
        .from(userGroupMembers)
        .where(eq(userGroupMembers.id, memberId));
      expect(row!.deleted).toBe(true);
      const after = await asTeacher({
        method: 'GET',
        url: '/api/usergroupmember',
        query: { where: JSON.stringify({ user: student }) },
      });
      expect(after.json()).toEqual({ data: [], page: { total: 0 } });
      const audits = await t.db
        .select({ action: auditTrail.action })
        .from(auditTrail)
        .where(
          and(
            eq(auditTrail.entity, 'user_group_member'),
            eq(auditTrail.entityId, String(memberId)),
          ),
        );
      expect(audits.map((a) => a.action)).toEqual(['create', 'delete']);
    });

    it('refuses restricted users and other organisations’ groups, members and users', async () => {
      const groupId = await makeGroup(t.db, org, 'Guarded');
      const otherMember = await makeGroupMember(t.db, other, otherGroup, otherStudent);
      const before = await peopleState(t.db);
      const cases: [PeopleCall, number, 'admin' | 'teacher'][] = [
        [
          { method: 'POST', url: '/api/usergroup', body: { data: { name: 'Nope' } } },
          403,
          'teacher',
        ],
        [
          {
            method: 'POST',
            url: '/api/usergroupmember',
            body: { data: { usergroup: groupId, user: student } },
          },
          403,
          'teacher',
        ],
        [
          {
            method: 'POST',
            url: '/api/usergroupmember',
            body: { data: { usergroup: otherGroup, user: student } },
          },
          404,
          'admin',
        ],
        [
          {
            method: 'POST',
            url: '/api/usergroupmember',
            body: { data: { usergroup: groupId, user: otherStudent } },
          },
          404,
          'admin',
        ],
        [
          {
            method: 'POST',
            url: '/api/usergroupmember',
            body: { data: { usergroup: groupId, user: teacher.id } },
          },
          404,
          'admin',
        ],
        [{ method: 'DELETE', url: `/api/usergroupmember/${otherMember}` }, 404, 'admin'],
        [
          {
            method: 'POST',
            url: '/api/usergroup',
            body: { data: { name: 'X', organisation: other.orgId } },
          },
          403,
          'admin',
        ],
      ];
      for (const [c, status, who] of cases) {
        const res = await (who === 'admin' ? asAdmin(c) : asTeacher(c));
        expect({ c, status: res.statusCode }).toEqual({ c, status });
      }
      expect(await peopleState(t.db)).toEqual(before);
      const list = await asAdmin({ method: 'GET', url: '/api/usergroup' });
      expect(list.json().data.map((g: { name: string }) => g.name)).not.toContain('Other group');
    });
  });

  describe('direct access', () => {
    it('needs studentGrantDirectAccess for every access route', async () => {
      const before = await peopleState(t.db);
      for (const c of [
        { method: 'GET', url: `/api/user/${student}/directaccess` },
        { method: 'GET', url: `/api/user/${student}/directaccess/grants` },
        {
          method: 'POST',
          url: `/api/user/${student}/directaccess`,
          body: { data: [{ userGrantedAccess: teacher.id }] },
        },
        {
          method: 'DELETE',
          url: `/api/user/${student}/directaccess`,
          body: { data: [{ userGrantedAccess: teacher.id }] },
        },
      ] as PeopleCall[]) {
        const res = await asTeacher(c);
        expect({ c, status: res.statusCode }).toEqual({ c, status: 403 });
      }
      expect(await peopleState(t.db)).toEqual(before);
    });

    it('grants and revokes, moving staff between candidates and grants, and opens incidents', async () => {
      // An incident about the student written by the admin: the teacher neither wrote nor collaborates.
      const incident = await makeSubmission(t.db, org, {
        type: 'incidentreport',
        status: 'Published',
        authorId: admin.id,
        subjectId: student,
        reference: 7,
      });
      const logEntry = await makeActionLog(t.db, org, {
        subjectId: student,
        description: 'Published incidentreport has been submitted',
        submissionId: incident,
        actionedBy: admin.id,
      });
      const plain = await makeActionLog(t.db, org, {
        subjectId: student,
        description: 'Profile updated',
      });
      const teacherSees = async () => {
        const rows = await runAsTenant(t.db, { orgId: org.orgId, userId: teacher.id }, (tx) =>
          queryRows<{ id: number }>(
            tx,
            sql`select s.id from form_submissions s where s.id = ${incident} and ${submissionVisibleTo(
              {
                orgId: org.orgId,
                userId: teacher.id,
                seesAllIncidents: false,
                sharedSmartPlans: false,
              },
              's',
            )}`,
          ),
        );
        return rows.length === 1;
      };
      const teacherLog = async () =>
        (
          await asTeacher({
            method: 'GET',
            url: '/api/actionlog',
            query: { where: JSON.stringify({ subject: student }), fields: 'id' },
          })
        )
          .json()
          .data.map((r: { id: number }) => r.id);

      expect(await teacherSees()).toBe(false);
      expect(await teacherLog()).toEqual([plain]);
      const candidates = async () =>
        (await asAdmin({ method: 'GET', url: `/api/user/${student}/directaccess` })).json().data;
      expect(await candidates()).toContainEqual({
        id: teacher.id,
        firstName: 'Tess',
        lastName: 'Teacher',
        email: teacher.email,
      });

      const grant = await asAdmin({
        method: 'POST',
        url: `/api/user/${student}/directaccess`,
        body: { data: [{ userGrantedAccess: teacher.id }], organisation: org.orgId },
      });
      expect(grant.json()).toEqual({
        data: [{ id: teacher.id, firstName: 'Tess', lastName: 'Teacher', email: teacher.email }],
        page: { total: 1 },
      });
      expect((await candidates()).map((c: { id: number }) => c.id)).not.toContain(teacher.id);
      expect(await teacherSees()).toBe(true);
      expect(await teacherLog()).toEqual([plain, logEntry]);
      const pdf = await asTeacher({
        method: 'GET',
        url: '/api/actionlog',
        query: { where: JSON.stringify({ subject: student }), fields: 'id,pdfUrl,additionalData' },
      });
      expect(pdf.json().data).toContainEqual({
        id: logEntry,
        pdfUrl: null,
        additionalData: { submissionId: incident },
      });

      const revoke = await asAdmin({
        method: 'DELETE',
        url: `/api/user/${student}/directaccess`,
        body: { data: [{ userGrantedAccess: teacher.id }], organisation: org.orgId },
      });
      expect(revoke.json()).toEqual({ data: [], page: { total: 0 } });
      const rows = await t.db
        .select()
        .from(directAccessGrants)
        .where(eq(directAccessGrants.subjectId, student));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ revoked: true, revokedBy: admin.id, grantedBy: admin.id });
      expect(rows[0]!.revokedAt).toBeInstanceOf(Date);
      expect(await teacherSees()).toBe(false);
      expect(await teacherLog()).toEqual([plain]);
      expect((await candidates()).map((c: { id: number }) => c.id)).toContain(teacher.id);
      const audits = await t.db
        .select({ action: auditTrail.action })
        .from(auditTrail)
        .where(eq(auditTrail.entity, 'direct_access_grant'));
      expect(audits.map((a) => a.action)).toEqual(['grant', 'revoke']);
    });

    it("refuses another organisation's service user or staff, changing nothing", async () => {
      const otherStaff = await makeStaff(t.db, other);
      const before = await peopleState(t.db);
      const a = await asAdmin({
        method: 'POST',
        url: `/api/user/${otherStudent}/directaccess`,
        body: { data: [{ userGrantedAccess: teacher.id }] },
      });
      const b = await asAdmin({
        method: 'POST',
        url: `/api/user/${student}/directaccess`,
        body: { data: [{ userGrantedAccess: otherStaff.id }] },
      });
      const c = await asAdmin({
        method: 'GET',
        url: `/api/user/${otherStudent}/directaccess/grants`,
      });
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([404, 404, 404]);
      expect(b.json().error).toContain('userGrantedAccess');
      expect(await peopleState(t.db)).toEqual(before);
    });
  });

  describe('action log', () => {
    it('lists entries of a service user newest first with pdfUrl, never another organisation’s', async () => {
      const s2 = await makeStudent(t.db, org);
      const plan = await makeSubmission(t.db, org, {
        type: 'concern',
        status: 'Published',
        authorId: admin.id,
        subjectId: s2,
      });
      await t.db.execute(
        sql`insert into files (org_id, name, mime_type, size, content) values (${org.orgId}, 'a.pdf', 'application/pdf', 1, '\\x00')`,
      );
      const [file] = await queryRows<{ id: number }>(
        t.db,
        sql`select max(id)::int as id from files`,
      );
      await t.db.execute(
        sql`update form_submissions set pdf_file_id = ${file!.id} where id = ${plan}`,
      );
      const first = await makeActionLog(t.db, org, { subjectId: s2, description: 'first' });
      const second = await makeActionLog(t.db, org, {
        subjectId: s2,
        description: 'Published behaviourplan has been submitted',
        submissionId: plan,
      });
      await makeActionLog(t.db, other, { subjectId: otherStudent, description: 'other org' });
      const res = await asTeacher({
        method: 'GET',
        url: '/api/actionlog',
        query: { where: JSON.stringify({ subject: s2 }), limit: 1000, sort: 'id DESC' },
      });
      const body = res.json();
      expect(body.page).toEqual({ total: 2 });
      expect(body.data.map((r: { id: number }) => r.id)).toEqual([second, first]);
      expect(body.data[0]).toMatchObject({
        description: 'Published behaviourplan has been submitted',
        subject: s2,
        organisation: org.orgId,
        pdfUrl: `/api/file/${file!.id}`,
      });
      expect(body.data[1].pdfUrl).toBeNull();
      const cross = await asTeacher({
        method: 'GET',
        url: '/api/actionlog',
        query: { where: JSON.stringify({ subject: otherStudent }) },
      });
      expect(cross.json()).toEqual({ data: [], page: { total: 0 } });
    });
  });
});
