import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import {
  addCollaborator,
  makeOrg,
  makeStaff,
  makeStudent,
  makeSubmission,
  writableState,
  type OrgFixture,
} from './fixtures';
import { makeGroup, makeGroupMember } from './fixtures-people';
import { makeContent } from './fixtures-setup';
import { attachPdf, makeComment } from './fixtures-incidents';
import { everyRoute, type TenantIds } from './routes-catalogue';

/** A tenant whose admin collaborates on one of its incidents, with key contacts and settings. */
async function tenant(
  t: TestApp,
  name: string,
): Promise<{ org: OrgFixture; ids: TenantIds; token: string; secret: string }> {
  const secret = `${name}-secret-${Math.random().toString(36).slice(2)}`;
  const org = await makeOrg(t.db, {
    name: `${name} ${secret}`,
    sharedIncidentReports: true,
    sharedSmartPlans: true,
  });
  const admin = await makeStaff(t.db, org, {
    role: 'Admin',
    firstName: secret,
    email: `admin@${name.toLowerCase()}.test`,
  });
  const studentId = await makeStudent(t.db, org, {
    firstName: secret,
    lastName: secret,
    reference: secret,
  });
  const incidentId = await makeSubmission(t.db, org, {
    type: 'incidentreport',
    status: 'Published',
    authorId: admin.id,
    subjectId: studentId,
    reference: 1,
    dateOfIncident: '2026-03-01',
  });
  await addCollaborator(t.db, org, incidentId, admin.id);
  const commentId = await makeComment(t.db, org, incidentId, admin.id, `Comment ${secret}`);
  const fileId = await attachPdf(t.db, org, incidentId, `%PDF-1.3 ${secret}`);
  await makeSubmission(t.db, org, {
    type: 'behaviourplan',
    status: 'Published',
    authorId: admin.id,
    subjectId: studentId,
  });
  const groupId = await makeGroup(t.db, org, `Group ${secret}`);
  const groupMemberId = await makeGroupMember(t.db, org, groupId, studentId);
  const contentId = await makeContent(t.db, org, { title: `Content ${secret}` });
  const { token } = await t.tokenFor(admin.email, org.name);
  const ids: TenantIds = {
    orgId: org.orgId,
    studentId,
    staffId: admin.id,
    incidentId,
    roleId: org.standardRoleId,
    groupId,
    groupMemberId,
    contentId,
    commentId,
    fileId,
  };
  // Writes through the API so that both tenants hold settings rows.
  for (const route of everyRoute(ids).filter((r) => r.method === 'PUT' && !r.globalAdminOnly)) {
    const res = await call(t.app, token, org.orgId, route);
    if (res.statusCode !== 200) throw new Error(`${route.name}: ${res.body}`);
  }
  return { org, ids, token, secret };
}

describe('tenant isolation across every route', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof tenant>>;
  let b: Awaited<ReturnType<typeof tenant>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await tenant(t, 'Alpha');
    b = await tenant(t, 'Bravo');
  });
  afterAll(() => t.close());

  it("answers 403 to B's token with A's orgId on every route, changing nothing", async () => {
    const before = await writableState(t.db);
    for (const route of everyRoute(a.ids)) {
      const res = await call(t.app, b.token, a.org.orgId, route);
      expect({ route: route.name, status: res.statusCode, body: res.json() }).toEqual({
        route: route.name,
        status: 403,
        body: { error: 'You do not have access to this organisation' },
      });
    }
    expect(await writableState(t.db)).toEqual(before);
  });

  it("never shows or changes A's rows through B's own organisation", async () => {
    const before = await writableState(t.db);
    for (const route of everyRoute(a.ids)) {
      const res = await call(t.app, b.token, b.org.orgId, route);
      expect(res.statusCode).not.toBe(500);
      expect(`${route.name}: ${res.body}`).not.toContain(a.secret);
      if (['one user', 'acknowledge', 'save user tags'].includes(route.name)) {
        expect({ route: route.name, status: res.statusCode }).toEqual({
          route: route.name,
          status: 404,
        });
      }
      if (['organisation', 'organisation users'].includes(route.name)) {
        expect({ route: route.name, status: res.statusCode }).toEqual({
          route: route.name,
          status: 403,
        });
      }
      if (route.name === 'user tags') expect(res.json()).toEqual({ data: [], page: { total: 0 } });
    }
    const after = await writableState(t.db);
    // B's own organisation tag write is legitimate; A's rows must be untouched.
    expect(after.user_settings).toBe(before.user_settings);
    expect(after.collaborators).toBe(before.collaborators);
  });

  it("keeps A's organisation settings unchanged when B saves its own", async () => {
    const read = (tok: string, orgId: number) =>
      call(t.app, tok, orgId, {
        method: 'GET',
        url: '/api/organisationtag',
        query: { fields: 'key,value,organisation' },
      });
    const aBefore = (await read(a.token, a.org.orgId)).json();
    await call(t.app, b.token, b.org.orgId, {
      method: 'PUT',
      url: '/api/organisationtag',
      body: { data: [{ type: 'besmart', key: 'serviceUserTerm', value: 'bravo-only' }] },
    });
    expect((await read(a.token, a.org.orgId)).json()).toEqual(aBefore);
    const bRows = (await read(b.token, b.org.orgId)).json().data as { organisation: number }[];
    expect(bRows.every((r) => r.organisation === b.org.orgId)).toBe(true);
  });

  it("counts only B's own rows in B's reports", async () => {
    const route = everyRoute(b.ids).find((r) => r.name === 'generate reports')!;
    const data = (await call(t.app, b.token, b.org.orgId, route)).json().data;
    expect(data.numActiveStudents).toBe(1);
    expect(data.totalNumberOfIncidents).toBe(1);
    expect(data.behaviourDrafts).toBe(1);
    expect(data.incidentsAsCollaborator.map((r: { id: number }) => r.id)).toEqual([
      b.ids.incidentId,
    ]);
  });
});
