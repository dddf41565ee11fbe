import { eq } from 'drizzle-orm';
import { directAccessGrants, organisations } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeIncident, searchBody, setAcademicYear } from './fixtures-search';

type Key =
  'mine' | 'v1' | 'v2' | 'others' | 'granted' | 'archived' | 'failed' | 'draft' | 'oldDraft';

describe('incident search reports', () => {
  let t: TestApp;
  let org: OrgFixture;
  let leadToken: string;
  let myToken: string;
  let me: { id: number; email: string };
  let pupil: number;
  let other: number;
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['lead@search.test'] });
    const lead = await makeStaff(t.db, org, { email: 'Lead@Search.test' });
    me = await makeStaff(t.db, org, { email: 'me@search.test' });
    const author = await makeStaff(t.db, org);
    leadToken = (await t.tokenFor(lead.email, org.name)).token;
    myToken = (await t.tokenFor(me.email, org.name)).token;
    pupil = await makeStudent(t.db, org, { firstName: 'Pia', lastName: 'Pupil', cpomsId: 'C-77' });
    other = await makeStudent(t.db, org, { firstName: 'Oli', lastName: 'Other' });
    await setAcademicYear(t.db, org, pupil, 'Year 8');

    ids.mine = await makeIncident(t.db, org, {
      authorId: me.id,
      subjectId: pupil,
      reference: 1,
      subType: 'highlevel',
      answers: { dateOfIncident: '2026-04-02' },
      pdfFileId: 77,
      flag: 'red',
      parentsInformed: true,
      cpomsId: 'CP-1',
    });
    ids.v1 = await makeIncident(t.db, org, {
      authorId: author.id,
      subjectId: other,
      reference: 2,
      superseded: true,
      collaboratorIds: [me.id],
    });
    ids.v2 = await makeIncident(t.db, org, {
      authorId: author.id,
      subjectId: other,
      reference: 2,
      rootId: ids.v1,
      formId: ids.v1,
      parentsInformed: false,
    });
    ids.others = await makeIncident(t.db, org, {
      authorId: author.id,
      subjectId: other,
      reference: 3,
    });
    ids.granted = await makeIncident(t.db, org, {
      authorId: author.id,
      subjectId: pupil,
      reference: 4,
    });
    ids.archived = await makeIncident(t.db, org, {
      status: 'Archived',
      authorId: me.id,
      subjectId: pupil,
      reference: 5,
    });
    ids.failed = await makeIncident(t.db, org, {
      authorId: author.id,
      subjectId: other,
      reference: 6,
      cpomsSyncFailed: true,
    });
    ids.oldDraft = await makeIncident(t.db, org, {
      status: 'Archived',
      superseded: true,
      authorId: me.id,
      subjectId: pupil,
      createdAt: new Date('2026-01-01T10:00:00Z'),
    });
    ids.draft = await makeIncident(t.db, org, {
      status: 'Draft',
      authorId: me.id,
      subjectId: pupil,
      subType: 'highlevel',
      rootId: ids.oldDraft,
      createdAt: new Date('2026-01-02T10:00:00Z'),
    });
    await makeIncident(t.db, org, { status: 'Draft', authorId: author.id, subjectId: pupil });
  });
  afterAll(() => t.close());

  const generate = (token: string, reports: string[], extra: Record<string, unknown> = {}) =>
    call(t.app, token, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: searchBody(reports, [], extra),
    });
  const idsOf = (result: { rows: { id: number }[] }) => result.rows.map((r) => r.id);
  const setOrg = (values: Partial<typeof organisations.$inferInsert>) =>
    t.db.update(organisations).set(values).where(eq(organisations.id, org.orgId));

  it("lists the caller's visible current incidents with the row shape of the screens", async () => {
    const res = await generate(myToken, ['incidentSearch']);
    expect(res.statusCode).toBe(200);
    const result = res.json().data.incidentSearch;
    // own (1) and the chain collaborated on through its first version (2, current version)
    expect(idsOf(result)).toEqual([ids.v2, ids.mine]);
    expect(result.total).toBe(2);
    expect(result.rows[1]).toEqual({
      id: ids.mine,
      reference: 1,
      userId: pupil,
      firstname: 'Pia',
      lastname: 'Pupil',
      yearGroup: 'Year 8',
      dateOfIncident: '2026-04-02',
      subtype: 'highlevel',
      type: 'incidentreport',
      flag: 'red',
      parentsInformed: 'yes',
      pdfUrl: '/api/file/77',
      cpomsId: 'CP-1',
      userCpomsId: 'C-77',
      cpomsSyncFailed: 0,
      status: 'Published',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(result.rows[0]).toMatchObject({
      parentsInformed: 'no',
      pdfUrl: null,
      dateOfIncident: null,
      yearGroup: null,
      userCpomsId: null,
    });
  });

  it('adds incidents about a person the caller holds direct access to, until it is revoked', async () => {
    const [grant] = await t.db
      .insert(directAccessGrants)
      .values({ orgId: org.orgId, subjectId: pupil, userId: me.id })
      .returning({ id: directAccessGrants.id });
    try {
      const result = (await generate(myToken, ['incidentSearch'])).json().data.incidentSearch;
      expect(idsOf(result)).toEqual([ids.granted, ids.v2, ids.mine]);
    } finally {
      await t.db
        .update(directAccessGrants)
        .set({ revoked: true })
        .where(eq(directAccessGrants.id, grant!.id));
    }
    expect(idsOf((await generate(myToken, ['incidentSearch'])).json().data.incidentSearch)).toEqual(
      [ids.v2, ids.mine],
    );
  });

  it('shows every incident to a lead, and to everyone when incident reports are shared', async () => {
    const all = [ids.failed, ids.granted, ids.others, ids.v2, ids.mine];
    const lead = (await generate(leadToken, ['incidentSearch', 'globalIncidentSearch'])).json()
      .data;
    expect(idsOf(lead.incidentSearch)).toEqual(all);
    expect(idsOf(lead.globalIncidentSearch)).toEqual(all);
    expect(lead.globalIncidentSearch.rows[0].cpomsSyncFailed).toBe(1);
    await setOrg({ sharedIncidentReports: true });
    try {
      expect(
        idsOf((await generate(myToken, ['incidentSearch'])).json().data.incidentSearch),
      ).toEqual(all);
    } finally {
      await setOrg({ sharedIncidentReports: false });
    }
  });

  it('refuses global search to anyone but a safeguarding lead', async () => {
    await setOrg({ sharedIncidentReports: true });
    try {
      const res = await generate(myToken, ['incidentSearch', 'globalIncidentSearch']);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: 'Only safeguarding leads can search every incident' });
    } finally {
      await setOrg({ sharedIncidentReports: false });
    }
  });

  it('pages with limit and offset, total counting every match', async () => {
    const page = (limit: number, offset?: number) =>
      generate(leadToken, ['globalIncidentSearch'], {
        limit,
        ...(offset === undefined ? {} : { offset }),
      });
    const second = (await page(2, 2)).json().data.globalIncidentSearch;
    expect(idsOf(second)).toEqual([ids.others, ids.v2]);
    expect(second.total).toBe(5);
    const past = (await page(2, 50)).json().data.globalIncidentSearch;
    expect(past).toEqual({ rows: [], total: 5 });
    expect(idsOf((await page(1)).json().data.globalIncidentSearch)).toEqual([ids.failed]);
    // The AI (Alpha) page sends its limit in the query string (spec 2 §7).
    const viaQuery = await call(t.app, leadToken, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      query: { limit: 2 },
      body: searchBody(['globalIncidentSearch']),
    });
    expect(idsOf(viaQuery.json().data.globalIncidentSearch)).toEqual([ids.failed, ids.granted]);
  });

  it('lists CPOMS-synced incidents to leads of organisations with CPOMS enabled', async () => {
    const notEnabled = await generate(leadToken, ['cpomsIncidentSearch']);
    expect(notEnabled.statusCode).toBe(400);
    expect(notEnabled.json()).toEqual({ error: 'CPOMS is not enabled for this organisation' });
    await setOrg({ cpomsEnabled: true, cpomsDomain: 'cpoms.example.test' });
    try {
      const res = await generate(leadToken, ['cpomsIncidentSearch']);
      expect(res.statusCode).toBe(200);
      expect(idsOf(res.json().data.cpomsIncidentSearch)).toEqual([ids.mine]);
      const staff = await generate(myToken, ['cpomsIncidentSearch']);
      expect(staff.statusCode).toBe(403);
      expect(staff.json()).toEqual({
        error: 'Only safeguarding leads can see incidents synced to CPOMS',
      });
    } finally {
      await setOrg({ cpomsEnabled: false, cpomsDomain: null });
    }
  });

  it("lists only the caller's own current drafts", async () => {
    const res = await generate(myToken, ['incidentDrafts']);
    expect(res.json().data.incidentDrafts).toEqual({
      total: 1,
      rows: [
        {
          id: ids.draft,
          createdAt: '2026-01-02T10:00:00.000Z',
          userId: pupil,
          firstname: 'Pia',
          lastname: 'Pupil',
          subtype: 'highlevel',
        },
      ],
    });
    expect((await generate(leadToken, ['incidentDrafts'])).json().data.incidentDrafts).toEqual({
      rows: [],
      total: 0,
    });
  });

  it("shows a lead of another organisation none of this organisation's incidents", async () => {
    const otherOrg = await makeOrg(t.db, { safeguardingLeads: ['lead@elsewhere.test'] });
    const otherLead = await makeStaff(t.db, otherOrg, { email: 'lead@elsewhere.test' });
    const { token } = await t.tokenFor(otherLead.email, otherOrg.name);
    const res = await call(t.app, token, otherOrg.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: searchBody(
        ['globalIncidentSearch', 'incidentSearch', 'incidentDrafts'],
        [{ key: 'studentName', operator: 'is', response: pupil }],
      ),
    });
    expect(res.json().data).toEqual({
      globalIncidentSearch: { rows: [], total: 0 },
      incidentSearch: { rows: [], total: 0 },
      incidentDrafts: { rows: [], total: 0 },
    });
  });

  it('answers 400 naming submissionType when it is not a searchable type', async () => {
    const res = await call(t.app, myToken, org.orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: { data: { submissionType: 'behaviourplan', query: [], reports: ['incidentSearch'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'submissionType must be one of incidentreport, concern, clicker',
    });
  });
});
