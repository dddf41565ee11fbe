import { createTestApp, type TestApp } from '../helpers/testApp';
import { peopleRoutes, type PeopleIds } from './catalogue/people';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, makeSubmission } from './fixtures';
import {
  makeActionLog,
  makeGroup,
  makeGroupMember,
  makeGrant,
  peopleState,
} from './fixtures-people';

/** Administration routes: B's admin, in B's organisation, pointed at A's rows. */
describe("administration routes never reach another organisation's rows", () => {
  let t: TestApp;
  let a: PeopleIds;
  let secret: string;
  let bToken: string;
  let bOrg: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    secret = `secret${Math.random().toString(36).slice(2)}`;
    const orgA = await makeOrg(t.db, { name: `A ${secret}` });
    const adminA = await makeStaff(t.db, orgA, { role: 'Admin', firstName: secret });
    const teacherA = await makeStaff(t.db, orgA, { lastName: secret });
    const studentId = await makeStudent(t.db, orgA, { firstName: secret, reference: secret });
    await makeSubmission(t.db, orgA, {
      type: 'incidentreport',
      status: 'Published',
      authorId: adminA.id,
      subjectId: studentId,
      reference: 1,
    });
    const groupId = await makeGroup(t.db, orgA, `Group ${secret}`);
    const groupMemberId = await makeGroupMember(t.db, orgA, groupId, studentId);
    await makeGrant(t.db, orgA, studentId, teacherA.id);
    await makeActionLog(t.db, orgA, { subjectId: studentId, description: secret });
    a = {
      orgId: orgA.orgId,
      studentId,
      staffId: teacherA.id,
      roleId: orgA.standardRoleId,
      groupId,
      groupMemberId,
    };
    const orgB = await makeOrg(t.db, { name: 'B org' });
    const adminB = await makeStaff(t.db, orgB, { role: 'Admin' });
    bOrg = orgB.orgId;
    bToken = (await t.tokenFor(adminB.email, orgB.name)).token;
  });
  afterAll(() => t.close());

  it('refuses every write about A (403/404) and shows none of A', async () => {
    const before = await peopleState(t.db);
    for (const route of peopleRoutes(a)) {
      const res = await call(t.app, bToken, bOrg, route);
      expect(`${route.name}: ${res.body}`).not.toContain(secret);
      if (route.writes) {
        expect({ route: route.name, refused: [403, 404].includes(res.statusCode) }).toEqual({
          route: route.name,
          refused: true,
        });
      } else {
        expect({ route: route.name, status: res.statusCode < 500 }).toEqual({
          route: route.name,
          status: true,
        });
      }
    }
    expect(await peopleState(t.db)).toEqual(before);
  });
});
