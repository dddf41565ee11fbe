import { and, eq } from 'drizzle-orm';
import {
  auditTrail,
  collaborators,
  formSubmissions,
  organisations,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import {
  addCollaborator,
  makeOrg,
  makeStaff,
  makeStudent,
  makeSubmission,
  type OrgFixture,
} from './fixtures';

const DASHBOARD = [
  'behaviourDrafts',
  'numActiveStudents',
  'totalNumberOfIncidents',
  'incidentsAsCollaborator',
];

describe('dashboard reports and acknowledgement', () => {
  let t: TestApp;
  let org: OrgFixture;
  let me: { id: number; email: string };
  let author: { id: number; email: string };
  let helper: { id: number; email: string };
  let myToken: string;
  let leadToken: string;
  type Key =
    'student' | 'mine' | 'collab' | 'hidden' | 'acknowledged' | 'draft' | 'archived' | 'v1' | 'v2';
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['Lead@Fixture-Lead.test'] });
    me = await makeStaff(t.db, org, { firstName: 'Mia', lastName: 'Me' });
    author = await makeStaff(t.db, org, { firstName: 'Arlo', lastName: 'Author' });
    helper = await makeStaff(t.db, org, { firstName: 'Hal', lastName: 'Helper' });
    const lead = await makeStaff(t.db, org, { email: 'lead@fixture-lead.test' });
    myToken = (await t.tokenFor(me.email, org.name)).token;
    leadToken = (await t.tokenFor(lead.email, org.name)).token;

    const s1 = await makeStudent(t.db, org, { firstName: 'Sid', lastName: 'One' });
    await makeStudent(t.db, org, { firstName: 'Sue', lastName: 'Two', former: false });
    await makeStudent(t.db, org, { firstName: 'Fay', lastName: 'Former', former: true });
    await makeStudent(t.db, org, { firstName: 'Dee', lastName: 'Deleted', deleted: true });
    ids.student = s1;

    const incident = (o: {
      ref: number;
      by: number;
      status?: 'Draft' | 'Published' | 'Archived';
      formId?: number;
      date?: string;
      subType?: string;
    }) =>
      makeSubmission(t.db, org, {
        type: 'incidentreport',
        status: o.status ?? 'Published',
        authorId: o.by,
        subjectId: s1,
        reference: o.ref,
        formId: o.formId,
        dateOfIncident: o.date,
        subType: o.subType ?? 'lowlevel',
      });
    ids.mine = await incident({ ref: 1, by: me.id });
    ids.collab = await incident({
      ref: 2,
      by: author.id,
      date: '2026-01-10',
      subType: 'highlevel',
    });
    await addCollaborator(t.db, org, ids.collab, me.id);
    await addCollaborator(t.db, org, ids.collab, helper.id, true);
    ids.hidden = await incident({ ref: 3, by: author.id });
    await addCollaborator(t.db, org, ids.hidden, helper.id);
    ids.acknowledged = await incident({ ref: 4, by: author.id });
    await addCollaborator(t.db, org, ids.acknowledged, me.id, true);
    ids.draft = await incident({ ref: 5, by: author.id, status: 'Draft' });
    await addCollaborator(t.db, org, ids.draft, me.id);
    ids.archived = await incident({ ref: 6, by: author.id, status: 'Archived' });
    await addCollaborator(t.db, org, ids.archived, me.id);
    ids.v1 = await incident({ ref: 7, by: author.id, date: '2026-02-01' });
    await addCollaborator(t.db, org, ids.v1, me.id);
    ids.v2 = await incident({ ref: 8, by: author.id, formId: ids.v1, date: '2026-02-02' });
    await supersede(ids.v1, ids.v2);

    const plan = (by: number, status: 'Draft' | 'Published' | 'Archived', formId?: number) =>
      makeSubmission(t.db, org, {
        type: 'behaviourplan',
        status,
        authorId: by,
        subjectId: s1,
        formId,
      });
    await plan(me.id, 'Draft');
    const published = await plan(me.id, 'Published');
    await plan(me.id, 'Archived');
    await supersede(published, await plan(me.id, 'Published', published));
    await plan(author.id, 'Published');
    await plan(author.id, 'Draft');
  });
  afterAll(() => t.close());

  /** A new version `next` of `previous`: next carries the chain's root, previous is superseded. */
  const supersede = async (previous: number, next: number) => {
    await t.db
      .update(formSubmissions)
      .set({ rootId: previous })
      .where(eq(formSubmissions.id, next));
    await t.db
      .update(formSubmissions)
      .set({ superseded: true })
      .where(eq(formSubmissions.id, previous));
  };

  const generate = (token: string, reports: string[] = DASHBOARD) =>
    call(t.app, token, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: { data: { submissionType: 'incidentreport', query: [], reports } },
    });
  const setOrg = (values: Partial<typeof organisations.$inferInsert>) =>
    t.db.update(organisations).set(values).where(eq(organisations.id, org.orgId));

  it('counts from the rows the caller may see', async () => {
    const res = await generate(myToken);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual([...DASHBOARD].sort());
    expect(data.numActiveStudents).toBe(2);
    // own (1), collaborating (2), acknowledged (4), latest version of 7 -> 8
    expect(data.totalNumberOfIncidents).toBe(4);
    // own draft + own plan superseded by its newer version counts once; others' plans private
    expect(data.behaviourDrafts).toBe(2);
  });

  it("lists the caller's unacknowledged collaborations, newest reference first", async () => {
    const rows = (await generate(myToken, ['incidentsAsCollaborator'])).json().data
      .incidentsAsCollaborator;
    expect(rows).toEqual([
      {
        id: ids.v1,
        reference: 8,
        subject: ids.student,
        subType: 'lowlevel',
        latestSubmission: ids.v2,
        dateOfIncident: '2026-02-02',
        authorFirstname: 'Arlo',
        authorLastname: 'Author',
        studentFirstname: 'Sid',
        studentLastname: 'One',
        collaboratorsFinished: [],
      },
      {
        id: ids.collab,
        reference: 2,
        subject: ids.student,
        subType: 'highlevel',
        latestSubmission: ids.collab,
        dateOfIncident: '2026-01-10',
        authorFirstname: 'Arlo',
        authorLastname: 'Author',
        studentFirstname: 'Sid',
        studentLastname: 'One',
        collaboratorsFinished: [helper.id],
      },
    ]);
  });

  it('shows every incident to a safeguarding lead (e-mail compared case-insensitively)', async () => {
    const data = (await generate(leadToken, ['totalNumberOfIncidents', 'behaviourDrafts'])).json()
      .data;
    expect(data).toEqual({ totalNumberOfIncidents: 5, behaviourDrafts: 0 });
  });

  it('shares incidents and published Smart Plans when the organisation says so', async () => {
    await setOrg({ sharedIncidentReports: true, sharedSmartPlans: true });
    try {
      const data = (await generate(myToken, ['totalNumberOfIncidents', 'behaviourDrafts'])).json()
        .data;
      expect(data).toEqual({ totalNumberOfIncidents: 5, behaviourDrafts: 3 });
    } finally {
      await setOrg({ sharedIncidentReports: false, sharedSmartPlans: false });
    }
  });

  it('answers 400 naming an unknown report, before running any', async () => {
    const res = await generate(myToken, ['numActiveStudents', 'incidentsByAstrology']);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "Unknown report 'incidentsByAstrology'" });
  });

  it('acknowledges an incident: it leaves the list, the change is audited, status false undoes it', async () => {
    const ack = (id: number, body?: unknown) =>
      call(t.app, myToken, org.orgId, {
        method: 'POST',
        url: `/api/formsubmission/${id}/acknowledge`,
        body,
      });
    const res = await ack(ids.collab, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { success: true } });
    let rows = (await generate(myToken, ['incidentsAsCollaborator'])).json().data
      .incidentsAsCollaborator;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([ids.v1]);
    const [row] = await t.db
      .select()
      .from(collaborators)
      .where(and(eq(collaborators.submissionId, ids.collab), eq(collaborators.userId, me.id)));
    expect(row!.finished).toBe(true);
    const trail = await t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'collaborator'), eq(auditTrail.entityId, String(row!.id))));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'acknowledge', actorId: me.id, orgId: org.orgId });

    expect((await ack(ids.collab, { status: false })).statusCode).toBe(200);
    rows = (await generate(myToken, ['incidentsAsCollaborator'])).json().data
      .incidentsAsCollaborator;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([ids.v1, ids.collab]);
  });

  it('acknowledges through any version of an incident, with no body meaning status true', async () => {
    const res = await call(t.app, myToken, org.orgId, {
      method: 'POST',
      url: `/api/formsubmission/${ids.v2}/acknowledge`,
    });
    expect(res.statusCode).toBe(200);
    const rows = (await generate(myToken, ['incidentsAsCollaborator'])).json().data
      .incidentsAsCollaborator;
    expect(rows.map((r: { id: number }) => r.id)).toEqual([ids.collab]);
  });

  it('refuses to acknowledge an incident the caller does not collaborate on, or that does not exist', async () => {
    const notMine = await call(t.app, myToken, org.orgId, {
      method: 'POST',
      url: `/api/formsubmission/${ids.hidden}/acknowledge`,
      body: {},
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json()).toEqual({ error: 'You are not a collaborator on this incident' });
    const missing = await call(t.app, myToken, org.orgId, {
      method: 'POST',
      url: '/api/formsubmission/987654/acknowledge',
      body: {},
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Submission not found' });
  });

  it('returns only the first 50 collaborations, by reference descending', async () => {
    const big = await makeOrg(t.db);
    const user = await makeStaff(t.db, big);
    const writer = await makeStaff(t.db, big);
    const student = await makeStudent(t.db, big);
    for (let ref = 1; ref <= 55; ref += 1) {
      const id = await makeSubmission(t.db, big, {
        type: 'incidentreport',
        status: 'Published',
        authorId: writer.id,
        subjectId: student,
        reference: ref,
      });
      await addCollaborator(t.db, big, id, user.id);
    }
    const { token } = await t.tokenFor(user.email, big.name);
    const res = await call(t.app, token, big.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: {
        data: {
          submissionType: 'incidentreport',
          query: [],
          reports: ['incidentsAsCollaborator', 'totalNumberOfIncidents'],
        },
      },
    });
    const { incidentsAsCollaborator: rows, totalNumberOfIncidents } = res.json().data;
    expect(totalNumberOfIncidents).toBe(55);
    expect(rows).toHaveLength(50);
    expect(rows[0].reference).toBe(55);
    expect(rows[49].reference).toBe(6);
  });
});
