import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  aiCall,
  aiWorld,
  allPrompts,
  promptId,
  REAL,
  requestRows,
  streamLines,
  type AiWorld,
} from './ai-fixtures';
import { makeIncident } from './fixtures-search';
import { signedInStaff } from './signed-in';

/** No AI_BASE_URL/AI_API_KEY/AI_MODEL: every answer comes from the built-in analyser. */
describe('AI answers from the built-in analyser', () => {
  let t: TestApp;
  let w: AiWorld;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await aiWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  const urlFor = (section: string) =>
    section === 'Incident'
      ? `/ai/ask/incident/${w.incidentId}`
      : section === 'Student'
        ? `/ai/ask/student/${w.childId}`
        : `/ai/ask/service/${w.org.orgId}`;

  it('lists the canned prompts of each section from spec 2 §9', async () => {
    const res = await aiCall(t, w.author, w.org.orgId, 'GET', '/ai/prompts?section=Incident');
    expect(res.statusCode).toBe(200);
    const labels = res.json().data.map((p: { label: string }) => p.label);
    expect(labels).toEqual([
      'Summarise',
      'Recommend actions',
      'Assess',
      'Informal letter',
      'Formal letter',
      'Post incident learning',
      'Low level responses',
      'Medium level responses',
      'High level responses',
      'Possible functions of behaviour',
    ]);
    const all = await aiCall(t, w.author, w.org.orgId, 'GET', '/ai/prompts');
    const sections = new Set(all.json().data.map((p: { section: string }) => p.section));
    expect([...sections]).toEqual(['Incident', 'Student', 'Service']);
    for (const label of [
      'Staff strategies',
      'Individual strategies',
      'Support individual',
      'More detail on strategies',
      'What can we learn',
      'Workshop ideas',
    ]) {
      expect(all.json().data.map((p: { label: string }) => p.label)).toContain(label);
    }
  });

  it('answers every canned prompt from the records, with real names and no placeholders', async () => {
    expect((await aiCall(t, w.lead, w.org.orgId, 'POST', '/ai/sync/service')).statusCode).toBe(200);
    for (const p of await allPrompts(t.db)) {
      const res = await aiCall(t, w.lead, w.org.orgId, 'POST', urlFor(p.section), {
        data: { promptId: p.id },
      });
      expect({ key: p.key, status: res.statusCode }).toEqual({ key: p.key, status: 200 });
      const { data } = res.json();
      expect(data).toMatchObject({ provider: 'builtin', model: null });
      expect(data.response.length).toBeGreaterThan(30);
      expect({
        key: p.key,
        bad: /undefined|NaN|null|\[object|Child [A-Z]\b|Staff \d/.test(data.response),
      }).toEqual({ key: p.key, bad: false });
    }
  }, 120_000);

  it("states the incident's facts: date, place, intervention, injury, ratings, and fills the letters", async () => {
    const ask = async (key: string) =>
      (
        await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/incident/${w.incidentId}`, {
          data: { promptId: await promptId(t.db, key) },
        })
      ).json().data.response as string;
    const summary = await ask('incident-summarise');
    expect(summary).toContain(
      `involving ${REAL.child.firstName} ${REAL.child.lastName} on 4 March 2026 at 10:15 in Playground`,
    );
    expect(summary).toContain('Restrictive physical intervention was used for 3 minutes.');
    expect(summary).toContain('Scratch on the arm of Griselda Underhill');
    const suggestions = await ask('incident-suggestions');
    expect(suggestions).toContain('Calm Talking was rated highest in this report (8/10)');
    expect(suggestions).toContain('without a completed first aid form');
    const formal = await ask('incident-formal-letter');
    expect(formal.split('\n')[0]).toBe(
      `Dear Parent or Carer of ${REAL.child.firstName} ${REAL.child.lastName},`,
    );
    expect(formal).toContain('(reference besmart-41)');
    expect(formal.trim().split('\n').slice(-2)).toEqual([
      'Yours sincerely,',
      `${REAL.author.firstName} ${REAL.author.lastName}`,
    ]);
    const informal = await ask('incident-informal-letter');
    expect(informal).toContain("What we'll do next: Line up first with an adult.");
    const fns = await ask('incident-possible-functions');
    expect(fns).toContain('sensory');
    expect(fns).toContain('"noisy playground"');
  });

  it('changes its answers when the records change (student and service)', async () => {
    const studentPrompt = await promptId(t.db, 'student-summarise');
    const servicePrompt = await promptId(t.db, 'service-what-can-we-learn');
    const student = async () =>
      (
        await aiCall(t, w.lead, w.org.orgId, 'POST', `/ai/ask/student/${w.childId}`, {
          data: { promptId: studentPrompt },
        })
      ).json().data;
    const service = async () =>
      (
        await aiCall(t, w.lead, w.org.orgId, 'POST', `/ai/ask/service/${w.org.orgId}`, {
          data: { promptId: servicePrompt },
        })
      ).json().data.response as string;
    const before = await student();
    expect(before.records).toBe(1);
    expect(before.response).toContain(
      'has 1 incident report between 4 March 2026 and 4 March 2026',
    );
    await aiCall(t, w.lead, w.org.orgId, 'POST', '/ai/sync/service');
    const serviceBefore = await service();

    for (const [date, time] of [
      ['2026-04-07', '13:05'],
      ['2026-05-05', '13:40'],
      ['2026-05-12', '13:10'],
    ] as const) {
      await makeIncident(t.db, w.org, {
        authorId: w.author.id,
        subjectId: w.childId,
        answers: {
          dateOfIncident: date,
          timeOfIncident: time,
          location: 'Dining hall',
          likelyTriggers: 'Queue for lunch',
          deescalationTechniques: JSON.stringify([{ key: 'calmTalking', value: '10' }]),
          followPlanQuestion: 'Yes',
        },
      });
    }
    const after = await student();
    expect(after.records).toBe(4);
    expect(after.response).toContain('has 4 incident reports between 4 March 2026 and 12 May 2026');
    expect(after.response).toContain(
      'Incidents for Jessamy Thistlewood are rising: 1 in March 2026 and 2 in May 2026',
    );
    expect(after.response).toContain('The busiest day is Tuesday (3 incidents).');
    expect(after.response).toContain('The busiest hour is 13:00 to 14:00 (3 incidents).');
    expect(after.response).toContain('"Dining hall" (3)');
    expect(after.response).toContain('"Queue for lunch" (3)');

    // The service answer reads the stored digest: unchanged until the next sync.
    expect(await service()).toBe(serviceBefore);
    const sync = await aiCall(t, w.lead, w.org.orgId, 'POST', '/ai/sync/service');
    expect(sync.json().data).toMatchObject({ incidents: 4, logs: 0, clickers: 0 });
    const serviceAfter = await service();
    expect(serviceAfter).not.toBe(serviceBefore);
    expect(serviceAfter).toContain('The service has 4 incident reports');
    expect(serviceAfter).toContain('Calm Talking (average 9.5/10 over 4 ratings)');
    expect(serviceAfter).toContain('The plan was followed in 3 of 4 incidents');
  });

  it('answers the AI Summary panel call as the screen sends it (promptId, userId, submissionId)', async () => {
    const id = await promptId(t.db, 'incident-high-level-responses');
    const res = await aiCall(
      t,
      w.author,
      w.org.orgId,
      'POST',
      '/ai/query/incident-high-level-responses',
      {
        data: { promptId: id, userId: w.childId, submissionId: w.incidentId },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.response).toBe(
      'At high level the behaviour recorded was: Pushing a peer. At high level staff responded: Guided away by Griselda Underhill. At high level the strategy used was: Caring guide.',
    );
  });

  it("refuses a userId that is not the incident's service user (400 naming it, nothing asked)", async () => {
    const id = await promptId(t.db, 'incident-summarise');
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`select count(*)::int as n from ai_requests`))[0]!.n;
    const before = await count();
    for (const [path, data] of [
      ['/ai/query/incident-summarise', { userId: w.childId + 1000, submissionId: w.incidentId }],
      [`/ai/ask/incident/${w.incidentId}`, { promptId: id, userId: w.childId + 1000 }],
    ] as const) {
      const res = await aiCall(t, w.author, w.org.orgId, 'POST', path, { data });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toContain('data.userId');
    }
    expect(await count()).toBe(before);
  });

  it('streams the built-in answer sentence by sentence', async () => {
    const res = await aiCall(
      t,
      w.author,
      w.org.orgId,
      'POST',
      `/ai/ask/incident/${w.incidentId}`,
      { data: { promptId: await promptId(t.db, 'incident-summarise') } },
      'application/x-ndjson',
    );
    const lines = streamLines(res);
    expect(lines[0]).toMatchObject({ type: 'meta', provider: 'builtin', model: null, records: 1 });
    const deltas = lines.filter((l) => l.type === 'delta');
    expect(deltas.length).toBeGreaterThan(5);
    const done = lines[lines.length - 1] as { type: string; response: string };
    expect(done.type).toBe('done');
    expect(deltas.map((d) => (d as { text: string }).text).join('')).toBe(done.response);
  });

  it('lets only callers who see every incident sync or ask about the whole service', async () => {
    const standard = await signedInStaff(t, w.org, { firstName: 'Stan', lastName: 'Dard' });
    const servicePrompt = await promptId(t.db, 'service-summarise');
    for (const [method, url, body] of [
      ['POST', '/ai/sync/service', undefined],
      ['GET', '/ai/sync/service', undefined],
      ['POST', `/ai/ask/service/${w.org.orgId}`, { data: { promptId: servicePrompt } }],
    ] as const) {
      const res = await aiCall(t, standard, w.org.orgId, method, url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 403 });
    }
    // Another organisation's id in the path is refused too.
    const other = await aiCall(
      t,
      w.lead,
      w.org.orgId,
      'POST',
      `/ai/ask/service/${w.org.orgId + 1000}`,
      { data: { promptId: servicePrompt } },
    );
    expect(other.statusCode).toBe(403);
  });

  it('answers 409 to a service question before the first sync, and GET sync returns null then the last sync', async () => {
    const fresh = await aiWorld(t);
    const servicePrompt = await promptId(t.db, 'service-summarise');
    expect(
      (await aiCall(t, fresh.lead, fresh.org.orgId, 'GET', '/ai/sync/service')).json(),
    ).toEqual({ data: null });
    const ask = await aiCall(
      t,
      fresh.lead,
      fresh.org.orgId,
      'POST',
      `/ai/ask/service/${fresh.org.orgId}`,
      { data: { promptId: servicePrompt } },
    );
    expect(ask.statusCode).toBe(409);
    const synced = (await aiCall(t, fresh.lead, fresh.org.orgId, 'POST', '/ai/sync/service')).json()
      .data;
    expect(synced).toMatchObject({ incidents: 1, logs: 0, clickers: 0 });
    expect(
      (await aiCall(t, fresh.lead, fresh.org.orgId, 'GET', '/ai/sync/service')).json(),
    ).toEqual({ data: synced });
    const audits = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_trail where org_id = ${fresh.org.orgId} and entity = 'ai_service_digest' and action = 'sync'`,
    );
    expect(audits[0]!.n).toBe(1);
  });

  it('refuses a prompt of another section with 400 naming promptId, and writes nothing', async () => {
    const before = (await requestRows(t.db, w.org.orgId)).length;
    const res = await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/incident/${w.incidentId}`, {
      data: { promptId: await promptId(t.db, 'student-summarise') },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^promptId/);
    expect((await requestRows(t.db, w.org.orgId)).length).toBe(before);
  });
});
