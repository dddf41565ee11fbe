import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { organisations } from '../../src/db/schema/index';
import { redactLogLine } from '../../src/platform/log-redaction';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { aiCall, aiWorld, promptId, requestRows, type AiWorld } from './ai-fixtures';
import { signedInStaff } from './signed-in';

describe('AI governance: terms acceptance, drafts, tenancy', () => {
  let t: TestApp;
  let w: AiWorld;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await aiWorld(t, { aiTermsAccepted: false });
  }, 120_000);
  afterAll(() => t.close());

  const settings = (accepted: boolean) =>
    aiCall(t, w.lead, w.org.orgId, 'PUT', `/api/organisation/${w.org.orgId}/settings`, {
      data: { aiTermsAccepted: accepted },
    });

  it('refuses every /ai route with 403 until the terms are accepted', async () => {
    const p = await promptId(t.db, 'incident-summarise');
    for (const [method, url, body] of [
      ['GET', '/ai/prompts', undefined],
      ['POST', `/ai/ask/incident/${w.incidentId}`, { data: { promptId: p } }],
      ['POST', '/ai/query/incident-summarise', { data: { submissionId: w.incidentId } }],
      ['POST', `/ai/ask/student/${w.childId}`, { data: { promptId: p } }],
      ['POST', '/ai/sync/service', undefined],
      ['GET', `/ai/incident/${w.incidentId}/drafts`, undefined],
    ] as const) {
      const res = await aiCall(t, w.lead, w.org.orgId, method, url, body);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: { error: 'Your organisation has not accepted the AI terms' },
      });
    }
    expect(await requestRows(t.db, w.org.orgId)).toEqual([]);
  });

  it('records who accepted the AI terms and when (and audits it); turning them off clears both', async () => {
    const before = Date.now();
    expect((await settings(true)).statusCode).toBe(200);
    const [row] = await t.db.select().from(organisations).where(eq(organisations.id, w.org.orgId));
    expect(row!.aiTermsAcceptedBy).toBe(w.lead.id);
    expect(row!.aiTermsAcceptedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const audits = await queryRows<{ after: Record<string, unknown> }>(
      t.db,
      sql`select after from audit_trail where org_id = ${w.org.orgId} and entity = 'organisation_settings' order by id desc limit 1`,
    );
    expect(audits[0]!.after).toMatchObject({ aiTermsAccepted: true, aiTermsAcceptedBy: w.lead.id });
    // The organisation as the screens read it says so too (Service Setup shows it).
    const shown = await aiCall(t, w.lead, w.org.orgId, 'GET', `/api/organisation/${w.org.orgId}`);
    expect(shown.json().data).toMatchObject({
      aiTermsAccepted: true,
      aiTermsAcceptedBy: w.lead.id,
      aiTermsAcceptedAt: row!.aiTermsAcceptedAt!.toISOString(),
    });
    // Saving again keeps the first acceptance.
    await settings(true);
    const [again] = await t.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, w.org.orgId));
    expect(again!.aiTermsAcceptedAt!.getTime()).toBe(row!.aiTermsAcceptedAt!.getTime());
    await settings(false);
    const [off] = await t.db.select().from(organisations).where(eq(organisations.id, w.org.orgId));
    expect([off!.aiTermsAccepted, off!.aiTermsAcceptedBy, off!.aiTermsAcceptedAt]).toEqual([
      false,
      null,
      null,
    ]);
    await settings(true);
  });

  it('saves a letter as a draft on the incident only from an ask about that incident (audited)', async () => {
    const letter = await promptId(t.db, 'incident-formal-letter');
    const ask = await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/incident/${w.incidentId}`, {
      data: { promptId: letter },
    });
    const { requestId, response } = ask.json().data;
    const saved = await aiCall(
      t,
      w.author,
      w.org.orgId,
      'POST',
      `/ai/incident/${w.incidentId}/drafts`,
      {
        data: { title: 'Letter to parents', text: response, requestId },
      },
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      title: 'Letter to parents',
      text: response.trim(),
      createdBy: { id: w.author.id, firstName: 'Percival', lastName: 'Ravensworth' },
    });
    const list = await aiCall(
      t,
      w.helper,
      w.org.orgId,
      'GET',
      `/ai/incident/${w.incidentId}/drafts`,
    );
    expect(list.json().data.map((d: { id: number }) => d.id)).toEqual([saved.json().data.id]);
    const audits = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_trail where entity = 'ai_draft' and entity_id = ${String(saved.json().data.id)}`,
    );
    expect(audits[0]!.n).toBe(1);

    // A request about something else, a blank title, a missing field: 400 naming it, nothing saved.
    const student = await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/student/${w.childId}`, {
      data: { promptId: await promptId(t.db, 'student-summarise') },
    });
    for (const [body, field] of [
      [{ title: 'x', text: 'y', requestId: student.json().data.requestId }, 'requestId'],
      [{ title: '   ', text: 'y', requestId }, 'title'],
      [{ title: 'x', text: 'y' }, 'requestId'],
      [{ title: 'x'.repeat(201), text: 'y', requestId }, 'title'],
    ] as const) {
      const res = await aiCall(
        t,
        w.author,
        w.org.orgId,
        'POST',
        `/ai/incident/${w.incidentId}/drafts`,
        { data: body },
      );
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(res.json().error).toContain(field);
    }
    expect(
      (await aiCall(t, w.author, w.org.orgId, 'GET', `/ai/incident/${w.incidentId}/drafts`)).json()
        .data,
    ).toHaveLength(1);
    // Someone who may not see the incident neither reads nor writes its drafts.
    expect(
      (await aiCall(t, w.outsider, w.org.orgId, 'GET', `/ai/incident/${w.incidentId}/drafts`))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await aiCall(t, w.outsider, w.org.orgId, 'POST', `/ai/incident/${w.incidentId}/drafts`, {
          data: { title: 'x', text: 'y', requestId },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("never answers about another organisation's records", async () => {
    const other = await aiWorld(t);
    const p = await promptId(t.db, 'incident-summarise');
    const s = await promptId(t.db, 'student-summarise');
    // Through the caller's own organisation: the other tenant's ids are not found.
    expect(
      (
        await aiCall(t, w.lead, w.org.orgId, 'POST', `/ai/ask/incident/${other.incidentId}`, {
          data: { promptId: p },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await aiCall(t, w.lead, w.org.orgId, 'POST', `/ai/ask/student/${other.childId}`, {
          data: { promptId: s },
        })
      ).statusCode,
    ).toBe(404);
    // With the other organisation's orgId: no access.
    expect(
      (
        await aiCall(t, w.lead, other.org.orgId, 'POST', `/ai/ask/incident/${other.incidentId}`, {
          data: { promptId: p },
        })
      ).statusCode,
    ).toBe(403);
    const outsiderOfOrg = await signedInStaff(t, other.org);
    expect((await aiCall(t, outsiderOfOrg, w.org.orgId, 'GET', '/ai/prompts')).statusCode).toBe(
      403,
    );
  });

  it('bad input answers 400 naming the field', async () => {
    const bad = await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/incident/${w.incidentId}`, {
      data: { promptId: 'one' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('promptId');
    const section = await aiCall(t, w.author, w.org.orgId, 'GET', '/ai/prompts?section=Everything');
    expect(section.statusCode).toBe(400);
    expect(section.json().error).toContain('section');
  });

  it('never writes the provider key to the log', () => {
    const line = JSON.stringify({
      msg: 'x',
      ai: { apiKey: 'sk-live-123', baseUrl: 'http://x' },
      AI_API_KEY: 'sk-live-456',
    });
    const out = redactLogLine(line);
    expect(out).not.toContain('sk-live-123');
    expect(out).not.toContain('sk-live-456');
    expect(redactLogLine('GET /x?api_key=sk-live-789')).not.toContain('sk-live-789');
  });
});
