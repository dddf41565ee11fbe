import { and, eq } from 'drizzle-orm';
import { auditTrail, formSubmissions, organisations } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { incidentTablesState, send } from './fixtures-incidents';
import { tablesState } from './fixtures';
import {
  atTime,
  publishRestraint,
  resetClock,
  restraintWorld,
  setPublishedAt,
  type RestraintWorld,
  type Who,
} from './restraint-fixtures';

const TABLES = ['restraint_followups', 'form_submissions', 'audit_trail', 'files', 'jobs'];

describe('restraint follow-ups: parent report, sign-off, debrief', () => {
  let t: TestApp;
  let w: RestraintWorld;
  let first: { id: number; reference: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await restraintWorld(t, 'childrensHome');
    first = await publishRestraint(t, w);
    await setPublishedAt(t, w, first.id, '2026-03-04T12:00:00Z');
    atTime('2026-03-05T09:00:00Z');
  });
  afterAll(async () => {
    resetClock();
    await t.close();
  });

  const post = (who: Who | 'orgAdmin', path: string, data: unknown, reference = first.reference) =>
    send(
      t.app,
      who === 'orgAdmin' ? w.orgAdminToken : w.tokens[who],
      w.org.orgId,
      'POST',
      `/api/restraint/${reference}/${path}`,
      { data },
    );
  const record = async (who: Who = 'lead') =>
    (
      await send(t.app, w.tokens[who], w.org.orgId, 'GET', `/api/restraint/${first.reference}`)
    ).json().data;
  const signOffData = {
    spokeWithStaffAt: '2026-03-04T16:00:00Z',
    conversationNote: 'Spoke with Hal and Arlo; hold was as recorded',
    accurate: true,
  };

  it('only safeguarding leads and organisation admins sign off; others get 403 and nothing changes', async () => {
    const before = await tablesState(t.db, TABLES);
    // A Full User (role Admin) is not the organisation's admin: only leads and that admin sign off.
    await t.db
      .update(organisations)
      .set({ admin: w.orgAdminId })
      .where(eq(organisations.id, w.org.orgId));
    for (const who of ['author', 'helper', 'outsider'] as const) {
      const res = await post(who, 'sign-off', signOffData);
      expect({ who, status: res.statusCode, body: res.json() }).toEqual({
        who,
        status: 403,
        body: { error: 'Only safeguarding leads and organisation admins can do this' },
      });
    }
    expect(await tablesState(t.db, TABLES)).toEqual(before);
    expect((await record('author')).maySignOff).toBe(false);
    expect((await record('lead')).maySignOff).toBe(true);
  });

  it('a sign-off names the version signed and is audited', async () => {
    const res = await post('lead', 'sign-off', signOffData);
    expect(res.statusCode).toBe(200);
    const signed = res.json().data;
    expect(signed).toMatchObject({
      kind: 'signOff',
      reference: first.reference,
      submissionId: first.id,
      version: 1,
      supersededAt: null,
      createdBy: { id: w.lead.id },
      data: {
        accurate: true,
        signedSubmissionId: first.id,
        signedVersion: 1,
        spokeWithStaffAt: '2026-03-04T16:00:00.000Z',
        conversationNote: 'Spoke with Hal and Arlo; hold was as recorded',
      },
    });
    const data = await record();
    expect(data.items.signOff).toMatchObject({ state: 'done', onTime: true });
    expect(data.signOffOutdated).toBe(false);
    const audits = await t.db
      .select()
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.entity, 'restraint_followup'),
          eq(auditTrail.entityId, String(signed.id)),
        ),
      );
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([['create', w.lead.id]]);
  });

  it('a new version needs a new sign-off; the old one stays, superseded by the next', async () => {
    const second = await publishRestraint(t, w, {
      formId: first.id,
      overrides: { location: 'Corridor' },
    });
    // The signed version is unchanged (versions are immutable) and still named by the sign-off.
    const [old] = await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, first.id));
    expect(old!.superseded).toBe(true);
    let data = await record();
    expect(data.version).toBe(2);
    expect(data.submissionId).toBe(second.id);
    expect(data.signOffOutdated).toBe(true);
    expect(data.items.signOff.state).not.toBe('done');
    const again = await post('orgAdmin', 'sign-off', {
      ...signOffData,
      conversationNote: 'Read version 2 with the staff',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ submissionId: second.id, version: 2 });
    data = await record();
    expect(data.signOffOutdated).toBe(false);
    expect(data.items.signOff.state).toBe('done');
    const signOffs = data.followups.filter((f: { kind: string }) => f.kind === 'signOff');
    expect(signOffs).toHaveLength(2);
    expect(signOffs[0]).toMatchObject({ version: 2, supersededAt: null });
    expect(signOffs[1]).toMatchObject({ version: 1, data: { signedVersion: 1 } });
    expect(signOffs[1].supersededAt).not.toBeNull();
    first = { id: second.id, reference: second.reference };
  });

  it('parentsInformed is derived from the latest parent report', async () => {
    const parentsInformed = async () =>
      (await t.db.select().from(formSubmissions).where(eq(formSubmissions.id, first.id)))[0]!
        .parentsInformed;
    const told = await post('author', 'parent-report', {
      outcome: 'told',
      toldAt: '2026-03-04T15:30:00Z',
      method: 'phone',
      toldBy: w.author.id,
      toldTo: 'Pat Parent (mother)',
    });
    expect(told.statusCode).toBe(200);
    expect(await parentsInformed()).toBe(true);
    expect((await record()).items.parentsTold).toMatchObject({ state: 'done', onTime: true });
    const withheld = await post('helper', 'parent-report', {
      outcome: 'withheld',
      reason: 'Telling the parent would likely cause significant harm',
      localAuthorityToldOn: '2026-03-05',
    });
    expect(withheld.statusCode).toBe(200);
    expect(await parentsInformed()).toBe(false);
    const data = await record();
    expect(data.parentsInformed).toBe(false);
    expect(data.items.parentsTold).toMatchObject({ state: 'done', onTime: false });
  });

  it('records the debrief: who, when, the child view', async () => {
    const res = await post('helper', 'debrief', {
      debriefAt: '2026-03-05T08:00:00Z',
      debriefBy: w.helper.id,
      childView: 'I was scared but I know why they held me',
    });
    expect(res.statusCode).toBe(200);
    expect((await record()).items.debrief).toMatchObject({ state: 'done', onTime: true });
  });

  it.each([
    [
      'parent-report',
      { outcome: 'told', toldAt: 'yesterday', method: 'phone', toldBy: 1, toldTo: 'Pat' },
      'data.toldAt: must be a date and time with a time zone (e.g. 2026-03-04T15:30:00Z)',
    ],
    [
      'parent-report',
      {
        outcome: 'told',
        toldAt: '2026-03-01T09:00:00Z',
        method: 'phone',
        toldBy: 1,
        toldTo: 'Pat',
      },
      'data.toldAt: must not be before the incident',
    ],
    [
      'parent-report',
      { outcome: 'told', toldAt: '2026-03-04T15:00:00Z', method: 'phone', toldBy: 1, toldTo: '  ' },
      'data.toldTo: is required',
    ],
    [
      'parent-report',
      { outcome: 'withheld', reason: 'Risk of harm', localAuthorityToldOn: '2026-04-30' },
      'data.localAuthorityToldOn: must not be in the future',
    ],
    [
      'parent-report',
      { outcome: 'withheld', localAuthorityToldOn: '2026-03-04' },
      'data.reason: is required',
    ],
    [
      'parent-report',
      {
        outcome: 'told',
        toldAt: '2026-03-04T15:00:00Z',
        method: 'phone',
        toldBy: 1,
        toldTo: 'Pat',
        reason: 'x',
      },
      'data.reason: only for outcome withheld',
    ],
    [
      'debrief',
      { debriefAt: '2026-03-05T08:00:00Z', debriefBy: 1, childView: '' },
      'childView: is required',
    ],
    [
      'debrief',
      { debriefAt: '2026-04-05T08:00:00Z', debriefBy: 1, childView: 'Fine' },
      'data.debriefAt: must not be in the future',
    ],
    [
      'sign-off',
      { spokeWithStaffAt: '2026-03-04T16:00:00Z', conversationNote: 'x', accurate: false },
      null,
    ],
  ])(
    'refuses bad %s input with a 400 naming the field, changing nothing',
    async (path, data, message) => {
      const before = await tablesState(t.db, TABLES);
      const res = await post('lead', path, data);
      expect(res.statusCode).toBe(400);
      if (message) expect(res.json().error).toBe(message);
      else expect(res.json().error).toBe('accurate: must be true');
      expect(await tablesState(t.db, TABLES)).toEqual(before);
    },
  );

  it('refuses a staff id of another organisation', async () => {
    const other = await restraintWorld(t, 'school');
    const before = await incidentTablesState(t.db);
    const res = await post('lead', 'debrief', {
      debriefAt: '2026-03-05T08:00:00Z',
      debriefBy: other.helper.id,
      childView: 'Fine',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `data.debriefBy: ${other.helper.id} is not a staff member of this organisation`,
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it("another organisation's record is invisible (404), and staff who may not see it get 404 too", async () => {
    const other = await restraintWorld(t, 'school');
    const theirs = await publishRestraint(t, other);
    // Both organisations number their records from 1: reach for one that only the other has.
    const res = await send(
      t.app,
      w.tokens.lead,
      w.org.orgId,
      'GET',
      `/api/restraint/${theirs.reference + 100}`,
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Restraint record not found' });
    const wrongOrg = await send(
      t.app,
      w.tokens.lead,
      other.org.orgId,
      'GET',
      `/api/restraint/${theirs.reference}`,
    );
    expect(wrongOrg.statusCode).toBe(403);
    // The outsider neither wrote nor collaborates, and the organisation does not share incidents.
    const hidden = await send(
      t.app,
      w.tokens.outsider,
      w.org.orgId,
      'GET',
      `/api/restraint/${first.reference}`,
    );
    expect(hidden.statusCode).toBe(404);
    const hiddenWrite = await post('outsider', 'debrief', {
      debriefAt: '2026-03-05T08:00:00Z',
      debriefBy: w.outsider.id,
      childView: 'Fine',
    });
    expect(hiddenWrite.statusCode).toBe(404);
    // Oversight is for leads and admins only.
    const list = await send(t.app, w.tokens.author, w.org.orgId, 'GET', '/api/restraint/oversight');
    expect(list.statusCode).toBe(403);
  });
});
