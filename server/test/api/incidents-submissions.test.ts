import { and, eq } from 'drizzle-orm';
import {
  actionLog,
  collaborators,
  files,
  formResponses,
  formSubmissions,
  mailOutbox,
} from '../../src/db/schema/index';
import { documentShares } from '../../src/db/schema/shares';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  BEHAVIOUR_ANSWERS,
  KEY_CONTACT,
  incidentAnswers,
  incidentBody,
  incidentWorld,
  pdfShows,
  pdfText,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

describe('POST /api/formsubmission: publishing, versions, drafts, logs and clickers', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let authorToken: string;
  let helperToken: string;
  let outsiderToken: string;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    orgId = w.org.orgId;
    authorToken = (await t.tokenFor(w.author.email, w.org.name)).token;
    helperToken = (await t.tokenFor(w.helper.email, w.org.name)).token;
    outsiderToken = (await t.tokenFor(w.outsider.email, w.org.name)).token;
  });
  afterAll(() => t.close());

  const post = (token: string, body: unknown) =>
    send(t.app, token, orgId, 'POST', '/api/formsubmission', body);

  it('publishes an incident: reference, responses, collaborators, PDF, action log and a mail without the child', async () => {
    const notify = [{ firstName: 'Pat', lastName: 'Parent', email: KEY_CONTACT.email }];
    const res = await post(authorToken, incidentBody(w, { notify }));
    expect(res.statusCode).toBe(200);
    const { id, reference, pdfUrl } = res.json().data;
    expect(reference).toEqual(expect.any(Number));
    const [row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    expect(row).toMatchObject({
      type: 'incidentreport',
      subType: 'lowlevel',
      status: 'Published',
      authorId: w.author.id,
      subjectId: w.childId,
      rootId: null,
      superseded: false,
    });
    expect(pdfUrl).toBe(`/api/file/${row!.pdfFileId}`);
    const answers = await t.db
      .select()
      .from(formResponses)
      .where(eq(formResponses.submissionId, id));
    expect(answers.find((a) => a.questionKey === 'location')?.response).toBe('Dining hall');

    const collab = await t.db
      .select({ userId: collaborators.userId })
      .from(collaborators)
      .where(eq(collaborators.submissionId, id));
    expect(collab.map((c) => c.userId)).toEqual([w.helper.id]);

    const [log] = await t.db
      .select()
      .from(actionLog)
      .where(and(eq(actionLog.orgId, orgId), eq(actionLog.subjectId, w.childId)));
    expect(log).toMatchObject({
      description: 'Published incidentreport has been submitted',
      additionalData: { submissionId: id },
    });

    const [file] = await t.db.select().from(files).where(eq(files.id, row!.pdfFileId!));
    expect(file!.mimeType).toBe('application/pdf');
    expect(file!.content.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(file!.content);
    expect(text).toContain('Incident Report');
    expect(text).toContain(`Incident No: besmart-${reference}`);
    expect(text).toContain('Zebedee Quinterro');
    expect(text).toContain('Dining hall');
    expect(text).toContain('Hal Helper, Arlo Author');
    expect(text).toContain('Bruised arm');
    expect(text).toContain('Calm talking');
    expect(pdfShows(text, 'Threw a <b>chair</b> & shouted')).toBe(true);
    expect(text).toContain('Felt ignored');

    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.orgId, orgId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(KEY_CONTACT.email);
    // A link of the contact's own to this report's PDF (modules/shares), opened with a code.
    expect(mails[0]!.text).toMatch(new RegExp(`${t.config.publicUrl}/shared#[A-Za-z0-9_-]{43}\\b`));
    expect(mails[0]!.text).not.toContain('sign in');
    const [link] = await t.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.recipientEmail, KEY_CONTACT.email));
    expect(link).toMatchObject({ kind: 'incidentReport', fileId: row!.pdfFileId });
    for (const secret of ['Zebedee', 'Quinterro', 'Dining hall', 'chair']) {
      expect(`${mails[0]!.subject}\n${mails[0]!.text}`).not.toContain(secret);
    }
  });

  it('titles a highlevel report "Physical Intervention Report" and needs its behaviour details', async () => {
    const missing = await post(authorToken, incidentBody(w, { subType: 'highlevel' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('responses.lowLevelBehaviour: is required');
    const res = await post(
      authorToken,
      incidentBody(w, {
        subType: 'highlevel',
        answers: [...incidentAnswers(w), ...BEHAVIOUR_ANSWERS],
      }),
    );
    expect(res.statusCode).toBe(200);
    const [row] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, res.json().data.id));
    const [file] = await t.db.select().from(files).where(eq(files.id, row!.pdfFileId!));
    expect(pdfText(file!.content)).toContain('Physical Intervention Report');
  });

  it('writes an edit as a new version with the same reference and supersedes the old one', async () => {
    const first = (await post(authorToken, incidentBody(w))).json().data;
    const same = await post(helperToken, incidentBody(w, { formId: first.id }));
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toBe('No fields have been changed. Details have not been submitted');

    // The helper collaborates (staff involved) and so may edit the published report.
    const edit = await post(
      helperToken,
      incidentBody(w, { formId: first.id, overrides: { location: 'Playground' } }),
    );
    expect(edit.statusCode).toBe(200);
    const second = edit.json().data;
    expect(second.reference).toBe(first.reference);
    const rows = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, first.reference));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(first.id)).toMatchObject({ superseded: true, status: 'Published' });
    expect(byId.get(second.id)).toMatchObject({
      superseded: false,
      status: 'Published',
      formId: first.id,
      rootId: first.id,
      authorId: w.helper.id,
    });
    // Collaborators carry over; the new author (the helper) is not their own collaborator.
    const collab = await t.db
      .select({ userId: collaborators.userId })
      .from(collaborators)
      .where(eq(collaborators.submissionId, second.id));
    expect(collab.map((c) => c.userId).sort()).toEqual([w.author.id].sort());

    const third = await post(
      authorToken,
      incidentBody(w, { formId: second.id, overrides: { location: 'Library' } }),
    );
    expect(third.statusCode).toBe(200);
    const [v3] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, third.json().data.id));
    expect(v3).toMatchObject({ rootId: first.id, formId: second.id });

    const stale = await post(
      authorToken,
      incidentBody(w, { formId: first.id, overrides: { location: 'Gym' } }),
    );
    expect(stale.statusCode).toBe(409);
  });

  it('refuses edits by staff who neither wrote nor collaborate on the report', async () => {
    const first = (await post(authorToken, incidentBody(w))).json().data;
    const res = await post(
      outsiderToken,
      incidentBody(w, { formId: first.id, overrides: { location: 'Hall' } }),
    );
    // The outsider cannot even see it (no sharing in this organisation).
    expect(res.statusCode).toBe(404);
    const count = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.reference, first.reference));
    expect(count).toHaveLength(1);
  });

  it('saves drafts without required answers and archives the old draft on each save', async () => {
    const draft = await post(
      authorToken,
      incidentBody(w, {
        status: 'Draft',
        answers: [{ questionKey: 'location', questionText: 'Location', response: 'Hall' }],
      }),
    );
    expect(draft.statusCode).toBe(200);
    const d1 = draft.json().data;
    expect(d1.pdfUrl).toBeNull();
    expect(d1.reference).toEqual(expect.any(Number));
    const again = await post(
      authorToken,
      incidentBody(w, {
        status: 'Draft',
        formId: d1.id,
        answers: [{ questionKey: 'location', questionText: 'Location', response: 'Gym' }],
      }),
    );
    expect(again.statusCode).toBe(200);
    const d2 = again.json().data;
    const [old] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, d1.id));
    expect(old).toMatchObject({ superseded: true, status: 'Archived' });
    const published = await post(authorToken, incidentBody(w, { formId: d2.id }));
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ reference: d1.reference });
    expect(published.json().data.pdfUrl).toMatch(/^\/api\/file\/\d+$/);
    const [d2row] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, d2.id));
    expect(d2row).toMatchObject({ superseded: true, status: 'Archived' });
  });

  it('records a log, and an edited log archives the old one', async () => {
    const body = (positiveNegative: string, formId?: number) => ({
      data: {
        type: 'concern',
        status: 'Published',
        subject: w.childId,
        ...(formId ? { formId } : {}),
        responses: [
          { questionKey: 'positiveNegative', questionText: 'Type', response: positiveNegative },
          { questionKey: 'concern', questionText: 'Concern', response: 'Helped a friend' },
        ],
      },
    });
    const bad = await post(authorToken, body('Maybe'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('positiveNegative');
    const log = await post(authorToken, body('Positive'));
    expect(log.statusCode).toBe(200);
    const edited = await post(authorToken, body('Negative', log.json().data.id));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.reference).toBe(log.json().data.reference);
    const [old] = await t.db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.id, log.json().data.id));
    expect(old).toMatchObject({ status: 'Archived', superseded: true });
  });

  it('records a clicker for a selected quick behaviour only, without a reference', async () => {
    const clicker = (behaviour: string) => ({
      data: {
        type: 'clicker',
        subType: behaviour,
        status: 'Published',
        subject: w.childId,
        responses: [
          {
            questionKey: 'quickBehaviour',
            questionText: 'n/a',
            response: behaviour,
            responseType: 'string',
          },
        ],
      },
    });
    const ok = await post(authorToken, clicker('Shouting'));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ reference: null, pdfUrl: null });
    const unselected = await post(authorToken, clicker('Kicking'));
    expect(unselected.statusCode).toBe(400);
    expect(unselected.json().error).toContain('quickBehaviour');
  });

  it('lets a safeguarding lead edit any incident, and lists by the older type spelling', async () => {
    const leadToken = (await t.tokenFor(w.lead.email, w.org.name)).token;
    const first = (await post(authorToken, incidentBody(w))).json().data;
    const edit = await post(
      leadToken,
      incidentBody(w, { formId: first.id, overrides: { location: 'Office' } }),
    );
    expect(edit.statusCode).toBe(200);
    const listed = await send(t.app, leadToken, orgId, 'GET', '/api/formsubmission', undefined, {
      where: JSON.stringify({
        type: 'incidentReport',
        current: true,
        id: [first.id, edit.json().data.id],
      }),
      fields: 'id',
    });
    expect(listed.json()).toEqual({ data: [{ id: edit.json().data.id }], page: { total: 1 } });
  });

  it('refuses a log saved as a Draft', async () => {
    const res = await post(authorToken, {
      data: {
        type: 'concern',
        status: 'Draft',
        subject: w.childId,
        responses: [{ questionKey: 'positiveNegative', questionText: 'Type', response: 'N/A' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('status');
  });
});
