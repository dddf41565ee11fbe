import { eq } from 'drizzle-orm';
import { memberships } from '../../src/db/schema/index';
import { setPlanClock } from '../../src/modules/smartplans/clock';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { KEY_CONTACT, incidentWorld } from './fixtures-incidents';
import { searchBody } from './fixtures-search';
import { api, insertRecord, planBody } from './smartplans-fixtures';

const notify = [{ firstName: 'Pat', lastName: 'Parent', email: KEY_CONTACT.email }];
const versionsOf = async (a: ReturnType<typeof api>, token: string, childId: number) =>
  (await a.get(token, `/api/smartplan/versions/${childId}`))
    .json()
    .data.map((v: { id: number; version: number; current: boolean }) => [
      v.id,
      v.version,
      v.current,
    ]);

describe('Smart Plans: version numbers, one plan (GET /api/smartplan/{id}), who may delete', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    setPlanClock(null);
    await t.close();
  });

  it('a first plan saved as a draft and submitted is version 1, even when another author has a (hidden) plan for the person', async () => {
    const w = await incidentWorld(t.db);
    const a = api(t.app, w.org.orgId);
    const author = (await t.tokenFor(w.author.email, w.org.name)).token;
    const lead = (await t.tokenFor(w.lead.email, w.org.name)).token;
    // The lead's own plan for the child: private (no sharedSmartPlans), its own chain.
    const leads = await a.post(lead, planBody(w.childId, w.lead.id, { notify }));
    expect(leads.statusCode).toBe(200);
    // The author does not see it: their Builder starts a new plan.
    expect((await a.get(author, `/api/smartplan/prefill/${w.childId}`)).json().data.source).toBe(
      'none',
    );
    const draft = await a.post(author, planBody(w.childId, w.author.id, { status: 'Draft' }));
    expect(draft.statusCode).toBe(200);
    const first = await a.post(
      author,
      planBody(w.childId, w.author.id, { formId: draft.json().data.id, notify }),
    );
    expect(first.statusCode).toBe(200);
    const v1 = first.json().data.id;
    expect((await a.get(author, '/api/smartplan')).json().data).toEqual([
      expect.objectContaining({ id: v1, version: 1 }),
    ]);
    expect(await versionsOf(a, author, w.childId)).toEqual([[v1, 1, true]]);
    expect((await a.get(author, `/api/smartplan/${v1}`)).json().data.version).toBe(1);
    // A draft of the next version, then its submission: version 2; the draft never counts.
    const next = await a.post(
      author,
      planBody(w.childId, w.author.id, {
        status: 'Draft',
        formId: v1,
        overrides: { riskNotes: 'Sits by the window' },
      }),
    );
    const v2 = (
      await a.post(
        author,
        planBody(w.childId, w.author.id, {
          formId: next.json().data.id,
          notify,
          overrides: { riskNotes: 'Sits by the window' },
        }),
      )
    ).json().data.id;
    expect(await versionsOf(a, author, w.childId)).toEqual([
      [v2, 2, true],
      [v1, 1, false],
    ]);
    // The lead's plan is version 1 of its own chain.
    expect(await versionsOf(a, lead, w.childId)).toEqual([[leads.json().data.id, 1, true]]);
  });

  it('answers one plan with its answers, person, author, version and review state; hidden, deleted and others’ drafts are 404', async () => {
    setPlanClock(() => new Date('2026-09-01T09:00:00Z'));
    const w = await incidentWorld(t.db);
    const a = api(t.app, w.org.orgId);
    const author = (await t.tokenFor(w.author.email, w.org.name)).token;
    const helper = (await t.tokenFor(w.helper.email, w.org.name)).token;
    const id = (await a.post(author, planBody(w.childId, w.author.id, { notify }))).json().data.id;
    const res = await a.get(author, `/api/smartplan/${id}`);
    expect(res.statusCode).toBe(200);
    const plan = res.json().data;
    expect(plan).toMatchObject({
      id,
      subject: { id: w.childId, firstName: 'Zebedee', lastName: 'Quinterro' },
      author: { id: w.author.id, firstName: 'Arlo', lastName: 'Author' },
      status: 'Published',
      current: true,
      version: 1,
      dateOfPlan: '2026-03-10',
      reviewDate: '2026-09-10',
      reviewStatus: 'dueSoon',
      canDelete: true,
    });
    expect(JSON.parse(plan.answers.highLevelBehaviour).original).toEqual([
      { checked: true, value: 'Throwing chairs' },
    ]);
    expect(plan.answers['Figure of 4']).toBe('Avoid');
    // Not shared: the helper neither sees it nor learns it exists.
    expect((await a.get(helper, `/api/smartplan/${id}`)).statusCode).toBe(404);
    // The author's draft of a new version: theirs only, no version, no review state.
    const draft = (
      await a.post(
        author,
        planBody(w.childId, w.author.id, {
          status: 'Draft',
          formId: id,
          overrides: { riskNotes: 'x' },
        }),
      )
    ).json().data.id;
    expect((await a.get(author, `/api/smartplan/${draft}`)).json().data).toMatchObject({
      status: 'Draft',
      version: null,
      reviewStatus: null,
      canDelete: true,
    });
    expect((await a.get(helper, `/api/smartplan/${draft}`)).statusCode).toBe(404);
    // Not a plan, or unknown: 404.
    expect((await a.get(author, '/api/smartplan/999999')).json()).toEqual({
      error: 'Smart Plan not found',
    });
    // Deleted: 404.
    expect((await a.archive(author, id)).statusCode).toBe(200);
    expect((await a.get(author, `/api/smartplan/${id}`)).statusCode).toBe(404);
    setPlanClock(null);
  });

  it('a Published plan is deleted by its author or by whoever may delete records, not by a lead or a colleague', async () => {
    const w = await incidentWorld(t.db, { sharedSmartPlans: true });
    const a = api(t.app, w.org.orgId);
    const token = async (email: string) => (await t.tokenFor(email, w.org.name)).token;
    const author = await token(w.author.email);
    const id = (await a.post(author, planBody(w.childId, w.author.id, { notify }))).json().data.id;
    const canDelete = async (tok: string) =>
      (await a.get(tok, `/api/smartplan/${id}`)).json().data.canDelete;
    // Full User role (incidentDelete), the author; not the lead nor a Restricted colleague.
    expect(await canDelete(await token(w.admin.email))).toBe(true);
    expect(await canDelete(author)).toBe(true);
    for (const email of [w.lead.email, w.helper.email]) {
      const tok = await token(email);
      expect({ email, canDelete: await canDelete(tok) }).toEqual({ email, canDelete: false });
      expect((await a.archive(tok, id)).json()).toEqual({
        error: expect.stringContaining('Only the author'),
      });
    }
    // An author whose role no longer lets them write plans cannot delete it either.
    await t.db.update(memberships).set({ roleId: null }).where(eq(memberships.userId, w.author.id));
    const roleless = await token(w.author.email);
    expect((await a.archive(roleless, id)).statusCode).toBe(403);
    expect((await a.archive(await token(w.admin.email), id)).statusCode).toBe(200);
  });
});

describe("Incident search: 'Plan - Techniques to avoid used' and 'Plan - Plan followed'", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('finds the incidents that used a technique the plan in force marks Avoid, and those where the plan was not followed', async () => {
    const w = await incidentWorld(t.db);
    const a = api(t.app, w.org.orgId);
    const author = (await t.tokenFor(w.author.email, w.org.name)).token;
    const lead = (await t.tokenFor(w.lead.email, w.org.name)).token;
    const incident = (subjectId: number, at: Date, answers: Record<string, string>) =>
      insertRecord(t.db, w.org, {
        type: 'incidentreport',
        authorId: w.author.id,
        subjectId,
        at,
        answers,
      });
    const rated = (name: string, value: string) => JSON.stringify([{ key: name, value }]);
    // Before any plan: Figure of 4 used, but no plan said to avoid it yet.
    const before = await incident(w.childId, new Date('2026-01-05T09:00:00Z'), {
      physicalTechniques: rated('Figure of 4', '4'),
    });
    // The plan (fixtures: 'Figure of 4' Avoid, 'Empathy' Try).
    expect((await a.post(author, planBody(w.childId, w.author.id, { notify }))).statusCode).toBe(
      200,
    );
    const later = new Date(Date.now() + 120_000);
    const avoided = await incident(w.childId, later, {
      physicalTechniques: rated('figure of 4 ', '3'),
      followPlanQuestion: 'No',
    });
    const notRated = await incident(w.childId, later, {
      physicalTechniques: rated('Figure of 4', 'n/a'),
      followPlanQuestion: 'Yes',
    });
    const tried = await incident(w.childId, later, {
      deescalationTechniques: rated('Empathy', '9'),
    });
    const otherChild = await incident(w.otherChildId, later, {
      physicalTechniques: rated('Figure of 4', '7'),
    });
    const search = async (query: unknown[]) => {
      const res = await call(t.app, lead, w.org.orgId, {
        method: 'POST',
        url: '/api/report/generate',
        body: searchBody(['globalIncidentSearch'], query),
      });
      expect(res.statusCode).toBe(200);
      return (res.json().data.globalIncidentSearch.rows as { id: number }[])
        .map((r) => r.id)
        .sort((x, y) => x - y);
    };
    const all = [before, avoided, notRated, tried, otherChild].sort((x, y) => x - y);
    expect(await search([{ key: 'planAvoidUsed', operator: 'is', response: 'Yes' }])).toEqual([
      avoided,
    ]);
    expect(await search([{ key: 'planAvoidUsed', operator: 'is', response: 'No' }])).toEqual(
      all.filter((id) => id !== avoided),
    );
    expect(await search([{ key: 'planAvoidUsed', operator: 'is not', response: 'Yes' }])).toEqual(
      all.filter((id) => id !== avoided),
    );
    expect(await search([{ key: 'followPlanQuestion', operator: 'is', response: 'No' }])).toEqual([
      avoided,
    ]);
    // Once the plan is deleted, no plan is in force.
    const planId = (await a.get(author, '/api/smartplan')).json().data[0].id;
    expect((await a.archive(author, planId)).statusCode).toBe(200);
    expect(await search([{ key: 'planAvoidUsed', operator: 'is', response: 'Yes' }])).toEqual([]);
  });
});
