import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { auditTrail, formSubmissions, organisations } from '../../src/db/schema/index';
import { cpomsBaseUrl } from '../../src/modules/cpoms/config';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, writableState, type OrgFixture } from './fixtures';
import { makeIncident } from './fixtures-search';

type Mode = 'ok' | 'fail' | 'hang' | 'no-id';
interface Received {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

const TIMEOUT_MS = 400;

/** A stand-in CPOMS on 127.0.0.1 that records what it receives. */
async function startReceiver() {
  const state = { mode: 'ok' as Mode, received: [] as Received[], next: 100 };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      state.received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw || '{}') as Record<string, unknown>,
      });
      if (state.mode === 'hang') return;
      res.setHeader('content-type', 'application/json');
      if (state.mode === 'fail') {
        res.statusCode = 500;
        res.end(JSON.stringify({ error: 'Database unavailable' }));
      } else if (state.mode === 'no-id') {
        res.statusCode = 201;
        res.end('{}');
      } else {
        res.statusCode = 201;
        res.end(JSON.stringify({ id: `CPOMS-${(state.next += 1)}` }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('CPOMS push', () => {
  let t: TestApp;
  let org: OrgFixture;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let leadToken: string;
  let adminToken: string;
  let staffToken: string;
  let child: number;
  let noIdChild: number;
  let author: number;
  let adminId: number;
  const previousTimeout = process.env.CPOMS_TIMEOUT_MS;

  beforeAll(async () => {
    process.env.CPOMS_TIMEOUT_MS = String(TIMEOUT_MS);
    receiver = await startReceiver();
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { safeguardingLeads: ['lead@cpoms.test'] });
    const lead = await makeStaff(t.db, org, { email: 'lead@cpoms.test' });
    const admin = await makeStaff(t.db, org, { email: 'admin@cpoms.test', role: 'Admin' });
    const staff = await makeStaff(t.db, org, { email: 'staff@cpoms.test', role: 'Admin' });
    await t.db
      .update(organisations)
      .set({ admin: admin.id })
      .where(eq(organisations.id, org.orgId));
    leadToken = (await t.tokenFor(lead.email, org.name)).token;
    adminToken = (await t.tokenFor(admin.email, org.name)).token;
    staffToken = (await t.tokenFor(staff.email, org.name)).token;
    author = staff.id;
    adminId = admin.id;
    child = await makeStudent(t.db, org, { firstName: 'Kim', lastName: 'Child', cpomsId: 'C-1' });
    noIdChild = await makeStudent(t.db, org, { firstName: 'Nia', lastName: 'NoId' });
  });
  afterAll(async () => {
    if (previousTimeout === undefined) delete process.env.CPOMS_TIMEOUT_MS;
    else process.env.CPOMS_TIMEOUT_MS = previousTimeout;
    await receiver.close();
    await t.close();
  });
  beforeEach(() => {
    receiver.state.mode = 'ok';
    receiver.state.received = [];
  });

  let reference = 0;
  const incident = (
    opts: { subject?: number; status?: 'Published' | 'Archived'; author?: number } = {},
  ) =>
    makeIncident(t.db, org, {
      authorId: opts.author ?? author,
      subjectId: opts.subject ?? child,
      status: opts.status ?? 'Published',
      reference: (reference += 1),
      subType: 'highlevel',
      answers: {
        dateOfIncident: '2026-05-04',
        timeOfIncident: '10:30',
        location: 'Hall',
        incidentDescription: 'Pushed a peer during assembly.',
      },
    });
  const push = (token: string, id: number) =>
    call(t.app, token, org.orgId, { method: 'POST', url: `/api/formsubmission/${id}/cpoms/push` });
  const enable = (values: Partial<typeof organisations.$inferInsert> = {}) =>
    t.db
      .update(organisations)
      .set({ cpomsEnabled: true, cpomsDomain: receiver.url, cpomsApiKey: 'key-123', ...values })
      .where(eq(organisations.id, org.orgId));
  const stored = async (id: number) => {
    const [row] = await t.db
      .select({
        cpomsId: formSubmissions.cpomsId,
        failed: formSubmissions.cpomsSyncFailed,
        error: formSubmissions.cpomsError,
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id));
    return row;
  };
  const audits = (id: number) =>
    t.db
      .select({ action: auditTrail.action })
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'formsubmission'), eq(auditTrail.entityId, String(id))));

  it('refuses when CPOMS is not enabled or has no domain, changing nothing', async () => {
    const id = await incident();
    for (const values of [
      { cpomsEnabled: false },
      { cpomsDomain: null },
      { cpomsDomain: '   ' },
    ] as Partial<typeof organisations.$inferInsert>[]) {
      await enable(values);
      const before = await writableState(t.db);
      const res = await push(leadToken, id);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'CPOMS is not enabled for this organisation' });
      expect(await writableState(t.db)).toEqual(before);
    }
    expect(receiver.state.received).toHaveLength(0);
  });

  it('pushes for a lead: sends the wire format, records the CPOMS id, audits, then refuses again (409)', async () => {
    await enable();
    const id = await incident();
    const res = await push(leadToken, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { cpomsId: 'CPOMS-101' } });
    expect(await stored(id)).toEqual({ cpomsId: 'CPOMS-101', failed: false, error: null });
    expect(await audits(id)).toEqual([{ action: 'cpoms_push' }]);
    const [sent] = receiver.state.received;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/api/v1/incidents',
      headers: { authorization: 'Bearer key-123', 'content-type': 'application/json' },
      body: {
        student_id: 'C-1',
        external_reference: `besmart-${reference}`,
        external_id: String(id),
        source: 'BeSmart',
        category: 'Physical Intervention',
        incident_date: '2026-05-04',
        incident_time: '10:30',
        location: 'Hall',
        description: 'Pushed a peer during assembly.',
      },
    });
    expect(JSON.stringify(sent!.body)).not.toContain('Kim');

    const again = await push(leadToken, id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This incident has already been pushed to CPOMS' });
    expect(receiver.state.received).toHaveLength(1);
  });

  it('records a failure when CPOMS answers 500, and a retry that succeeds clears it', async () => {
    await enable();
    // An admin who is not a lead pushes the incidents they may see (here: their own).
    const id = await incident({ author: adminId });
    receiver.state.mode = 'fail';
    const res = await push(adminToken, id);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: 'CPOMS answered 500: Database unavailable' });
    expect(await stored(id)).toEqual({
      cpomsId: null,
      failed: true,
      error: 'CPOMS answered 500: Database unavailable',
    });
    receiver.state.mode = 'ok';
    expect((await push(adminToken, id)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ failed: false, error: null });
    expect(await audits(id)).toEqual([{ action: 'cpoms_push_failed' }, { action: 'cpoms_push' }]);
  });

  it('gives up after the configured timeout when CPOMS never answers', async () => {
    await enable();
    const id = await incident();
    receiver.state.mode = 'hang';
    const started = Date.now();
    const res = await push(leadToken, id);
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: `CPOMS did not answer within ${TIMEOUT_MS} ms` });
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(elapsed).toBeLessThan(TIMEOUT_MS + 3000);
    expect(await stored(id)).toMatchObject({ cpomsId: null, failed: true });
  });

  it('records an answer without an id as a failure', async () => {
    await enable();
    const id = await incident();
    receiver.state.mode = 'no-id';
    const res = await push(leadToken, id);
    expect(res.json()).toEqual({ error: 'CPOMS answered without an incident id' });
    expect(await stored(id)).toMatchObject({ cpomsId: null, failed: true });
  });

  it.each([
    [
      'a staff member who is neither lead nor admin',
      'staff',
      'published',
      403,
      'Only safeguarding leads and organisation admins can push incidents to CPOMS',
    ],
    [
      'a child without a CPOMS id',
      'lead',
      'noChildId',
      400,
      'The service user has no CPOMS id. Add it on their profile before pushing',
    ],
    [
      'an archived incident',
      'lead',
      'archived',
      400,
      'Only published incident reports can be pushed to CPOMS',
    ],
    ['an unknown submission', 'lead', 'missing', 404, 'Submission not found'],
  ])('refuses %s, writing nothing and sending nothing', async (_name, who, what, status, error) => {
    await enable();
    const id =
      what === 'missing'
        ? 999999
        : await incident({
            subject: what === 'noChildId' ? noIdChild : child,
            status: what === 'archived' ? 'Archived' : 'Published',
          });
    const before = await writableState(t.db);
    const res = await push(who === 'staff' ? staffToken : leadToken, id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status, body: { error } });
    expect(await writableState(t.db)).toEqual(before);
    expect(receiver.state.received).toHaveLength(0);
  });

  it("cannot push another organisation's incident, even as a lead with CPOMS enabled", async () => {
    await enable();
    const id = await incident();
    const other = await makeOrg(t.db, {
      safeguardingLeads: ['lead@other-cpoms.test'],
      cpomsEnabled: true,
      cpomsDomain: receiver.url,
    });
    const otherLead = await makeStaff(t.db, other, { email: 'lead@other-cpoms.test' });
    const { token } = await t.tokenFor(otherLead.email, other.name);
    const before = await writableState(t.db);
    const res = await call(t.app, token, other.orgId, {
      method: 'POST',
      url: `/api/formsubmission/${id}/cpoms/push`,
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: 'Submission not found' },
    });
    expect(await writableState(t.db)).toEqual(before);
    expect(receiver.state.received).toHaveLength(0);
  });

  it.each(['abc', '1.5', '0', '-3', '99999999999'])(
    'answers 400 naming the id for /api/formsubmission/%s/cpoms/push, writing nothing',
    async (bad) => {
      await enable();
      const before = await writableState(t.db);
      const res = await call(t.app, leadToken, org.orgId, {
        method: 'POST',
        url: `/api/formsubmission/${bad}/cpoms/push`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/id/);
      expect(await writableState(t.db)).toEqual(before);
      expect(receiver.state.received).toHaveLength(0);
    },
  );

  it('reads a bare host as https and keeps a full URL', () => {
    expect(cpomsBaseUrl('school.cpoms.net')).toBe('https://school.cpoms.net');
    expect(cpomsBaseUrl('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000');
    expect(cpomsBaseUrl('https://x.test/base/')).toBe('https://x.test/base');
    expect(cpomsBaseUrl('')).toBeNull();
    expect(cpomsBaseUrl('https://user:pw@x.test')).toBeNull();
  });
});
