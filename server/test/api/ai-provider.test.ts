import { sql } from 'drizzle-orm';
import { AI_TEXTS } from 'shared-api/schemas';
import { queryRows } from '../../src/db/client';
import { capMessage } from '../../src/modules/ai/governance';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../../../test-kit/src/chatCompletionsServer';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  aiCall,
  aiWorld,
  promptId,
  REAL,
  requestRows,
  secrets,
  setTerms,
  streamLines,
  type AiWorld,
} from './ai-fixtures';

/** Echoes what it was sent back, so the answer holds every pseudonym the prompt used. */
const echo = (messages: { role: string; content: string }[]) =>
  `You asked: ${messages.find((m) => m.role === 'user')?.content ?? ''}`;

describe('AI asks with a model provider (local chat-completions server)', () => {
  let t: TestApp;
  let provider: ChatCompletionsServer;
  let w: AiWorld;
  let summarise: number;

  beforeAll(async () => {
    provider = await startChatCompletionsServer({ reply: echo });
    t = await createTestApp({ seed: false });
    t.config.ai = {
      baseUrl: `${provider.url}/v1`,
      apiKey: 'sk-test-never-logged',
      model: 'test-model',
      timeoutMs: 5000,
      monthlyRequestCap: 500,
    };
    w = await aiWorld(t);
    summarise = await promptId(t.db, 'incident-summarise');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await provider.close();
  });
  beforeEach(() => provider.set({ reply: echo }));

  const askIncident = (who = w.author, accept?: string, id = w.incidentId, prompt = summarise) =>
    aiCall(
      t,
      who,
      w.org.orgId,
      'POST',
      `/ai/ask/incident/${id}`,
      { data: { promptId: prompt } },
      accept,
    );

  it('sends no real name, e-mail, phone, DOB or learner number, and shows the answer with real names', async () => {
    const before = provider.requests.length;
    const res = await askIncident();
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(provider.requests.length).toBe(before + 1);
    const sent = provider.requests[before]!;
    expect(sent.body.model).toBe('test-model');
    expect(sent.headers.authorization).toBe('Bearer sk-test-never-logged');
    for (const secret of secrets(w))
      expect({ secret, found: sent.raw.includes(secret) }).toEqual({ secret, found: false });
    expect(sent.raw).toContain('Child A');
    expect(sent.raw).toContain('Staff 1');
    expect(sent.raw).toContain('[email 1]');
    // The prompt and system message shown are exactly what was sent.
    expect(sent.body.messages).toEqual([
      { role: 'system', content: data.systemMessage },
      { role: 'user', content: data.prompt },
    ]);
    expect(data).toMatchObject({ provider: 'model', model: 'test-model', records: 1 });
    expect(data.response).toContain(`${REAL.child.firstName} ${REAL.child.lastName}`);
    expect(data.response).toContain(REAL.contact.email);
    expect(data.response).toContain(REAL.child.reference);
    expect(data.response).not.toMatch(/Child A\b|Staff \d|\[email \d/);
  });

  it('streams meta first, then deltas with names restored across chunk edges, then done', async () => {
    provider.set({ reply: echo, chunkSize: 3 });
    const res = await askIncident(w.author, 'application/x-ndjson');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/x-ndjson/);
    const lines = streamLines(res);
    expect(lines[0]).toMatchObject({
      type: 'meta',
      provider: 'model',
      model: 'test-model',
      records: 1,
    });
    const deltas = lines.filter((l) => l.type === 'delta').map((l) => (l as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(10);
    const last = lines[lines.length - 1]!;
    expect(last.type).toBe('done');
    const joined = deltas.join('');
    expect(joined).toBe((last as { response: string }).response);
    expect(joined).toContain(`${REAL.child.firstName} ${REAL.child.lastName}`);
    expect(joined).toContain(REAL.contact.email);
    expect(joined).not.toMatch(/Child A\b|Staff \d|\[email \d|\[phone \d/);
  });

  it('records every request in ai_requests and the audit trail', async () => {
    const before = await requestRows(t.db, w.org.orgId);
    const res = await askIncident();
    const { data } = res.json();
    const rows = await requestRows(t.db, w.org.orgId);
    expect(rows.length).toBe(before.length + 1);
    const row = rows[rows.length - 1]!;
    expect(row).toMatchObject({
      id: data.requestId,
      status: 'answered',
      provider: 'model',
      model: 'test-model',
      prompt_key: 'incident-summarise',
      record_ids: [w.incidentId],
      user_id: w.author.id,
      response_chars: data.response.length,
    });
    expect(row.prompt_chars).toBeGreaterThan(data.prompt.length);
    const audits = await queryRows<{ action: string }>(
      t.db,
      sql`select action from audit_trail where entity = 'ai_request' and entity_id = ${String(data.requestId)} order by id`,
    );
    expect(audits.map((a) => a.action)).toEqual(['ask', 'answer']);
  });

  it('refuses with 403 without the AI terms and never calls the provider', async () => {
    await setTerms(t.db, w.org.orgId, false);
    const before = provider.requests.length;
    const res = await askIncident();
    await setTerms(t.db, w.org.orgId, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: AI_TEXTS.termsNotAccepted });
    expect(provider.requests.length).toBe(before);
  });

  it('answers 404 to a member who may not see the incident, and never calls the provider', async () => {
    const before = provider.requests.length;
    const rows = (await requestRows(t.db, w.org.orgId)).length;
    const res = await askIncident(w.outsider);
    expect(res.statusCode).toBe(404);
    expect(provider.requests.length).toBe(before);
    expect((await requestRows(t.db, w.org.orgId)).length).toBe(rows);
  });

  it('answers 429 with the spec message once the monthly cap is reached, without calling the provider', async () => {
    const used = (await requestRows(t.db, w.org.orgId)).length;
    t.config.ai.monthlyRequestCap = used;
    const before = provider.requests.length;
    const res = await askIncident();
    t.config.ai.monthlyRequestCap = 500;
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: capMessage(used) });
    expect(res.json().error).toMatch(
      new RegExp(
        `^Your organisation has reached its limit of ${used} AI requests this month\\. It resets on 1 [A-Z][a-z]+\\.$`,
      ),
    );
    expect(provider.requests.length).toBe(before);
  });

  it('retries a failing provider twice, then answers 502 with the spec text (JSON and stream)', async () => {
    provider.set({ failWith: 500 });
    const before = provider.requests.length;
    const res = await askIncident();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'There was an error processing your request. Please try again.',
    });
    expect(provider.requests.length).toBe(before + 3);
    const rows = await requestRows(t.db, w.org.orgId);
    expect(rows[rows.length - 1]!.status).toBe('failed');

    const streamed = await askIncident(w.author, 'application/x-ndjson');
    const lines = streamLines(streamed);
    expect(lines[0]!.type).toBe('meta');
    expect(lines[lines.length - 1]).toEqual({ type: 'error', message: AI_TEXTS.providerError });
  }, 60_000);

  it('gives up on a provider slower than AI_TIMEOUT_MS with the same error', async () => {
    t.config.ai.timeoutMs = 200;
    provider.set({ delayMs: 1500, reply: echo });
    const res = await askIncident();
    t.config.ai.timeoutMs = 5000;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: AI_TEXTS.providerError });
  }, 60_000);

  it('runs the same pipeline for /ai/query/{promptKey}', async () => {
    const before = provider.requests.length;
    const res = await aiCall(t, w.author, w.org.orgId, 'POST', '/ai/query/incident-assess', {
      data: { userId: w.childId, submissionId: w.incidentId },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.prompt).toMatch(/^Assess this incident/);
    const sent = provider.requests[before]!;
    for (const secret of secrets(w)) expect(sent.raw.includes(secret)).toBe(false);
    const wrong = await aiCall(t, w.author, w.org.orgId, 'POST', '/ai/query/service-summarise', {
      data: { submissionId: w.incidentId },
    });
    expect(wrong.statusCode).toBe(400);
    const missing = await aiCall(t, w.author, w.org.orgId, 'POST', '/ai/query/no-such-prompt', {
      data: { submissionId: w.incidentId },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('pseudonymises a student question over every record the caller may see', async () => {
    const before = provider.requests.length;
    const id = await promptId(t.db, 'student-summarise');
    const res = await aiCall(t, w.author, w.org.orgId, 'POST', `/ai/ask/student/${w.childId}`, {
      data: { promptId: id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.records).toBe(1);
    const sent = provider.requests[before]!;
    for (const secret of secrets(w))
      expect({ secret, found: sent.raw.includes(secret) }).toEqual({ secret, found: false });
    expect(res.json().data.response).toContain(`${REAL.child.firstName} ${REAL.child.lastName}`);
    // The outsider sees none of the child's incidents: the question uses no record.
    const outsider = await aiCall(
      t,
      w.outsider,
      w.org.orgId,
      'POST',
      `/ai/ask/student/${w.childId}`,
      { data: { promptId: id } },
    );
    expect(outsider.json().data.records).toBe(0);
  });
});
