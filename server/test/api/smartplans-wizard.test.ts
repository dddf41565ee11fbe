import { and, eq } from 'drizzle-orm';
import { actionLog, files, mailOutbox } from '../../src/db/schema/index';
import { setPlanClock } from '../../src/modules/smartplans/clock';
import { drainJobs } from '../../src/platform/jobs/run';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  KEY_CONTACT,
  incidentWorld,
  pdfShows,
  pdfText,
  type IncidentWorld,
} from './fixtures-incidents';
import { api, insertRecord, list, planBody, rowOf, setTechniques } from './smartplans-fixtures';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);
const notify = [{ firstName: 'Pat', lastName: 'Parent', email: KEY_CONTACT.email }];

describe('Smart Plan wizard: pre-fill, drafts, publish, versions, reviews, adherence', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let a: ReturnType<typeof api>;
  let author: string;
  let helper: string;
  let lead: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    a = api(t.app, w.org.orgId);
    author = (await t.tokenFor(w.author.email, w.org.name)).token;
    helper = (await t.tokenFor(w.helper.email, w.org.name)).token;
    lead = (await t.tokenFor(w.lead.email, w.org.name)).token;
    await setTechniques(t.db, w.org, ['Empathy', 'Humour'], ['Figure of 4']);
    // Two incidents (the newer first on the plan), one log for the plan and one not.
    await insertRecord(t.db, w.org, {
      type: 'incidentreport',
      authorId: w.author.id,
      subjectId: w.childId,
      at: day('2026-02-01'),
      answers: {
        lowLevelResponse: 'Quiet word',
        likelyTriggers: 'Loud noise',
        deescalationTechniques: JSON.stringify([
          { key: 'Humour', value: '8' },
          { key: 'Empathy', value: '2' },
        ]),
      },
    });
    await insertRecord(t.db, w.org, {
      type: 'incidentreport',
      authorId: w.author.id,
      subjectId: w.childId,
      at: day('2026-02-05'),
      answers: { lowLevelResponse: 'Time out', likelyTriggers: 'loud noise ' },
    });
    await insertRecord(t.db, w.org, {
      type: 'concern',
      authorId: w.author.id,
      subjectId: w.childId,
      at: day('2026-02-06'),
      answers: {
        concern: 'Upset at lunch',
        concernDate: '2026-02-06',
        recordedBy: String(w.helper.id),
        action: 'Called home',
        actionedBy: String(w.author.id),
        actionDate: '2026-02-07',
        addToSmartPlan: 'true',
      },
    });
    await insertRecord(t.db, w.org, {
      type: 'concern',
      authorId: w.author.id,
      subjectId: w.childId,
      at: day('2026-02-06'),
      answers: { concern: 'Not for the plan', addToSmartPlan: 'false' },
    });
  });
  afterAll(async () => {
    setPlanClock(null);
    await t.close();
  });

  let draftId: number;
  let planId: number;

  it('pre-fills a new plan from the incidents through the old keys, newest first, with the log table and ranked techniques', async () => {
    const res = await a.get(author, `/api/smartplan/prefill/${w.childId}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ source: 'incidents', formId: null, draftId: null });
    expect(JSON.parse(data.answers.lowLevelTried)).toEqual({
      original: [
        { checked: true, value: 'Time out' },
        { checked: true, value: 'Quiet word' },
      ],
      extra: [],
    });
    // 'loud noise ' and 'Loud noise' are one answer; the newer text wins.
    expect(JSON.parse(data.answers.triggers).original).toEqual([
      { checked: true, value: 'loud noise' },
    ]);
    expect(data.answers.studentName).toBe(String(w.childId));
    expect(data.logs).toEqual([
      expect.objectContaining({
        log: 'Upset at lunch',
        recordedDate: '2026-02-06',
        recordedBy: 'Hal Helper',
        action: 'Called home',
        actionedBy: 'Arlo Author',
        actionDate: '2026-02-07',
      }),
    ]);
    expect(data.techniques.map((x: { name: string }) => x.name)).toEqual([
      'Humour',
      'Empathy',
      'Figure of 4',
    ]);
    expect(data.techniques[0]).toEqual({ name: 'Humour', kind: 'deescalation', average: 8 });
    expect(data.keyContacts).toEqual([KEY_CONTACT]);
  });

  it('keeps a partial draft; the draft hides incidents and logs recorded after it began', async () => {
    const res = await a.post(
      author,
      planBody(w.childId, w.author.id, {
        status: 'Draft',
        overrides: { reviewDate: null, interests: null, staffHelp: null },
      }),
    );
    expect(res.statusCode).toBe(200);
    draftId = res.json().data.id;
    await new Promise((resolve) => setTimeout(resolve, 5));
    await insertRecord(t.db, w.org, {
      type: 'incidentreport',
      authorId: w.author.id,
      subjectId: w.childId,
      at: new Date(),
      answers: { lowLevelResponse: 'Brand new idea' },
    });
    const again = await a.post(
      author,
      planBody(w.childId, w.author.id, {
        status: 'Draft',
        formId: draftId,
        overrides: { reviewDate: null, interests: null },
      }),
    );
    expect(again.statusCode).toBe(200);
    expect((await rowOf(t.db, draftId)).status).toBe('Archived');
    draftId = again.json().data.id;
    const pre = (await a.get(author, `/api/smartplan/prefill/${w.childId}`)).json().data;
    expect(pre).toMatchObject({ source: 'draft', formId: draftId, draftId });
    expect(pre.answers.lowLevelTried).not.toContain('Brand new idea');
    expect(new Date(pre.evidenceUntil).getTime()).toBeLessThan(Date.now());
    // Another staff member sees neither the draft (drafts are private) nor the incidents (not
    // shared, not theirs): nothing of them reaches their pre-fill.
    const other = (await a.get(helper, `/api/smartplan/prefill/${w.childId}`)).json().data;
    expect(other).toMatchObject({ source: 'none', draftId: null, formId: null });
    expect(JSON.stringify(other.answers)).not.toMatch(/Quiet word|Time out/);
    const drafts = (await a.get(author, '/api/smartplan/drafts')).json();
    expect(drafts.data).toEqual([
      expect.objectContaining({ id: draftId, subject: expect.objectContaining({ id: w.childId }) }),
    ]);
    expect((await a.get(helper, '/api/smartplan/drafts')).json().data).toEqual([]);
  });

  it('refuses a Published plan with a missing required field, an empty answer, an unknown contact or another person', async () => {
    const cases: [unknown, string][] = [
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { interests: null },
        }),
        'responses.interests: is required',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { highLevelBehaviour: list(['Throwing chairs'], [], false) },
        }),
        'responses.highLevelBehaviour: is required',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { riskNotes: ' ' },
        }),
        'responses.riskNotes: is not answered',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { triggers: JSON.stringify({ original: [], extra: [] }) },
        }),
        'responses.triggers: is not answered',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify: [{ firstName: 'X', lastName: 'Y', email: 'stranger@else.test' }],
        }),
        'notify: stranger@else.test is not a key contact',
      ],
      [planBody(w.childId, w.author.id, { formId: draftId }), 'notify: choose at least one'],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { studentName: String(w.otherChildId) },
        }),
        'responses.studentName: must be the subject',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { Empathy: 'Maybe' },
        }),
        'responses.Empathy: must be Try or Avoid',
      ],
      [
        planBody(w.childId, w.author.id, {
          formId: draftId,
          notify,
          overrides: { reviewDate: '2026-01-01' },
        }),
        'responses.reviewDate: must not be before',
      ],
      [planBody(w.childId, w.author.id, { notify }), 'formId: this service user already has'],
    ];
    for (const [body, error] of cases) {
      const res = await a.post(author, body);
      expect({ status: res.statusCode, error: res.json().error }).toEqual({
        status: res.statusCode === 409 ? 409 : 400,
        error: expect.stringContaining(error),
      });
    }
    expect((await rowOf(t.db, draftId)).status).toBe('Draft');
  });

  it('publishes the draft: action log, PDF after commit, key contacts mailed a link without the child', async () => {
    const res = await a.post(author, planBody(w.childId, w.author.id, { formId: draftId, notify }));
    expect(res.statusCode).toBe(200);
    planId = res.json().data.id;
    expect(await rowOf(t.db, draftId)).toMatchObject({ status: 'Archived', superseded: true });
    expect(await rowOf(t.db, planId)).toMatchObject({ status: 'Published', pdfFileId: null });
    const [entry] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.orgId, w.org.orgId), eq(actionLog.type, 'behaviourplan')));
    expect(entry).toMatchObject({
      description: 'Published behaviourplan has been submitted',
      subjectId: w.childId,
      additionalData: { submissionId: planId },
    });
    expect((await a.get(author, `/api/smartplan/latest/${w.childId}`)).statusCode).toBe(404);

    await drainJobs(t.app);
    const plan = await rowOf(t.db, planId);
    expect(plan.pdfFileId).toEqual(expect.any(Number));
    const latest = await a.get(author, `/api/smartplan/latest/${w.childId}`);
    expect(latest.json().data).toEqual({
      id: planId,
      fileId: plan.pdfFileId,
      pdfUrl: `/api/file/${plan.pdfFileId}`,
    });
    const [file] = await t.db.select().from(files).where(eq(files.id, plan.pdfFileId!));
    const text = pdfText(file!.content as Buffer);
    for (const expected of [
      'Smart Behaviour Plan',
      'Zebedee Quinterro',
      '10/03/2026',
      '10/09/2026',
      'Throwing chairs',
      'Figure of 4',
      'Name the feeling',
      'Goes quiet',
      'Pat Parent',
    ]) {
      expect({ expected, shown: pdfShows(text, expected) }).toEqual({ expected, shown: true });
    }
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, KEY_CONTACT.email));
    expect(mails).toHaveLength(1);
    // A link of the contact's own (modules/shares), never a sign-in page or the file's API path.
    expect(mails[0]!.subject).toMatch(/^Smart Plan from /);
    expect(mails[0]!.text).toMatch(/\/shared#[A-Za-z0-9_-]{43}\b/);
    expect(mails[0]!.text).not.toContain('/api/file/');
    expect(mails[0]!.text + mails[0]!.subject).not.toMatch(/Zebedee|Quinterro/);
    // The file is readable through the file route by whoever sees the plan.
    const pdf = await a.get(author, `/api/file/${plan.pdfFileId}`);
    expect(pdf.statusCode).toBe(200);
  });

  it('a plan is its author’s only, unless the organisation shares Smart Plans', async () => {
    expect((await a.get(helper, '/api/smartplan')).json().data).toEqual([]);
    expect((await a.get(helper, `/api/smartplan/latest/${w.childId}`)).statusCode).toBe(404);
    const mine = (await a.get(author, '/api/smartplan')).json().data;
    expect(mine).toEqual([
      expect.objectContaining({ id: planId, version: 1, reviewDate: '2026-09-10' }),
    ]);
  });

  it('opens the published plan with the incidents recorded since as unticked items, and versions it', async () => {
    const pre = (await a.get(author, `/api/smartplan/prefill/${w.childId}`)).json().data;
    expect(pre).toMatchObject({ source: 'published', formId: planId, draftId: null });
    const tried = JSON.parse(pre.answers.lowLevelTried);
    expect(tried.original[0]).toEqual({ checked: false, value: 'Brand new idea' });
    expect(tried.original[1]).toEqual({ checked: true, value: 'Quiet word' });
    const res = await a.post(
      author,
      planBody(w.childId, w.author.id, {
        formId: planId,
        notify,
        overrides: {
          lowLevelTried: JSON.stringify({
            original: [
              { checked: true, value: 'Brand new idea' },
              { checked: false, value: 'Quiet word' },
            ],
            extra: [],
          }),
          riskNotes: null,
          interests: list([], ['Football', 'Lego']),
          reviewDate: '2026-03-20',
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    const v2 = res.json().data.id;
    expect(await rowOf(t.db, planId)).toMatchObject({ status: 'Published', superseded: true });
    // One chain: the first draft is its root; each version names the one it replaces.
    expect(await rowOf(t.db, v2)).toMatchObject({
      formId: planId,
      rootId: (await rowOf(t.db, planId)).rootId,
    });
    const versions = (await a.get(author, `/api/smartplan/versions/${w.childId}`)).json().data;
    expect(
      versions.map((v: { id: number; version: number; current: boolean }) => [
        v.id,
        v.version,
        v.current,
      ]),
    ).toEqual([
      [v2, 2, true],
      [planId, 1, false],
    ]);
    const diff = (await a.get(author, '/api/smartplan/diff', { from: planId, to: v2 })).json().data;
    expect(diff.removed).toEqual([{ key: 'riskNotes', value: 'Sits near the door' }]);
    const changed = Object.fromEntries(
      diff.changed.map((c: { key: string; items: unknown; after: string }) => [
        c.key,
        c.items ?? c.after,
      ]),
    );
    expect(changed.lowLevelTried).toEqual({
      added: ['Brand new idea'],
      removed: [],
      checked: [],
      unchecked: ['Quiet word'],
    });
    expect(changed.interests).toEqual({ added: ['Lego'], removed: [], checked: [], unchecked: [] });
    expect(changed.reviewDate).toBe('2026-03-20');
    // The stale version cannot be saved over again.
    const stale = await a.post(
      author,
      planBody(w.childId, w.author.id, { formId: planId, notify }),
    );
    expect(stale.statusCode).toBe(409);
    planId = v2;
  });

  it('review status and the due-for-review report follow the (injected) clock, for those who may see the plan', async () => {
    setPlanClock(() => day('2026-03-10'));
    const rowStatus = async () =>
      (await a.get(author, '/api/smartplan')).json().data[0].reviewStatus;
    expect(await rowStatus()).toBe('dueSoon');
    setPlanClock(() => day('2026-03-21'));
    expect(await rowStatus()).toBe('overdue');
    setPlanClock(() => day('2026-02-01'));
    expect(await rowStatus()).toBe('current');
    setPlanClock(() => day('2026-03-10'));
    const due = async (token: string) =>
      (await a.report(token, ['plansDueForReview'])).json().data.plansDueForReview;
    expect(await due(author)).toEqual([
      expect.objectContaining({ id: planId, reviewDate: '2026-03-20', reviewStatus: 'dueSoon' }),
    ]);
    // Without sharedSmartPlans the plan is its author's (spec 1 §6): the card names it to no one
    // else, safeguarding leads included, as My Smart Plans and the person's profile do not.
    expect(await due(lead)).toEqual([]);
    expect(await due(helper)).toEqual([]);
    setPlanClock(null);
  });

  it('adherence: incidents since the plan, plan not followed, techniques to avoid used', async () => {
    const later = new Date(Date.now() + 120_000);
    await insertRecord(t.db, w.org, {
      type: 'incidentreport',
      authorId: w.author.id,
      subjectId: w.childId,
      at: later,
      answers: {
        followPlanQuestion: 'No',
        physicalTechniques: JSON.stringify([{ key: 'Figure of 4', value: '3' }]),
      },
    });
    await insertRecord(t.db, w.org, {
      type: 'incidentreport',
      authorId: w.author.id,
      subjectId: w.childId,
      at: later,
      answers: {
        followPlanQuestion: 'Yes',
        physicalTechniques: JSON.stringify([{ key: 'Figure of 4', value: 'n/a' }]),
      },
    });
    const res = await a.get(author, `/api/smartplan/${planId}/adherence`);
    expect(res.json().data).toMatchObject({
      planId,
      incidents: 2,
      planNotFollowed: 1,
      avoidUsed: [{ technique: 'Figure of 4', incidents: 1 }],
    });
  });

  it('deletes a draft (only the draft) and a plan (every version) by archiving; others may not', async () => {
    const d = await a.post(
      author,
      planBody(w.childId, w.author.id, {
        status: 'Draft',
        formId: planId,
        overrides: { riskNotes: 'x' },
      }),
    );
    expect(d.statusCode).toBe(200);
    const draft = d.json().data.id;
    expect((await a.archive(author, draft)).statusCode).toBe(200);
    expect((await rowOf(t.db, draft)).status).toBe('Archived');
    expect((await rowOf(t.db, planId)).status).toBe('Published');
    expect((await a.archive(helper, planId)).statusCode).toBe(404);
    expect((await a.archive(author, planId)).statusCode).toBe(200);
    const versions = (await a.get(author, `/api/smartplan/versions/${w.childId}`)).json().data;
    expect(versions).toEqual([]);
    expect((await a.get(author, '/api/smartplan')).json().data).toEqual([]);
  });
});

describe('Smart Plans: sharing, plan gating and permissions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('with sharedSmartPlans others see and version the plan; only the author or an admin deletes it', async () => {
    const w = await incidentWorld(t.db, { sharedSmartPlans: true });
    const a = api(t.app, w.org.orgId);
    const author = (await t.tokenFor(w.author.email, w.org.name)).token;
    const helper = (await t.tokenFor(w.helper.email, w.org.name)).token;
    const admin = (await t.tokenFor(w.admin.email, w.org.name)).token;
    const res = await a.post(author, planBody(w.childId, w.author.id, { notify }));
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    expect((await a.get(helper, '/api/smartplan')).json().data).toEqual([
      expect.objectContaining({ id }),
    ]);
    const pre = (await a.get(helper, `/api/smartplan/prefill/${w.childId}`)).json().data;
    expect(pre).toMatchObject({ source: 'published', formId: id });
    expect((await a.archive(helper, id)).json()).toEqual({
      error: expect.stringContaining('Only the author'),
    });
    expect((await a.archive(admin, id)).statusCode).toBe(200);
  });

  it('Care has the Builder but not the Smart Plans area; other plans have neither', async () => {
    setPlanClock(() => day('2026-09-01'));
    for (const [plan, builder, area] of [
      ['Care', 200, 403],
      ['Basic', 403, 403],
      ['Plus', 200, 200],
    ] as const) {
      const w = await incidentWorld(t.db, { plan });
      const a = api(t.app, w.org.orgId);
      const token = (await t.tokenFor(w.author.email, w.org.name)).token;
      expect({
        plan,
        status: (await a.get(token, `/api/smartplan/prefill/${w.childId}`)).statusCode,
      }).toEqual({ plan, status: builder });
      expect({
        plan,
        status: (await a.post(token, planBody(w.childId, w.author.id, { notify }))).statusCode,
      }).toEqual({ plan, status: builder });
      expect({ plan, status: (await a.get(token, '/api/smartplan')).statusCode }).toEqual({
        plan,
        status: area,
      });
      expect({ plan, status: (await a.get(token, '/api/smartplan/drafts')).statusCode }).toEqual({
        plan,
        status: area,
      });
      const report = (await a.report(token, ['plansDueForReview'])).json().data.plansDueForReview;
      expect({ plan, due: report.length }).toEqual({ plan, due: area === 200 ? 1 : 0 });
    }
    setPlanClock(null);
  });
});
