import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SHARE_TEXTS } from 'shared-api/schemas';
import { queryRows } from '../../src/db/client';
import { auditTrail } from '../../src/db/schema/index';
import { documentShareOpenings, documentShares } from '../../src/db/schema/shares';
import { drainJobs } from '../../src/platform/jobs/run';
import { hashToken } from '../../src/platform/tokens';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { startSmtp, type TestSmtp } from '../helpers/smtp';
import { incidentWorld, KEY_CONTACT, send, type IncidentWorld } from './fixtures-incidents';
import { lastCode, lastLinkToken, mailsTo, reportWithPdf, share } from './shares-fixtures';

const open = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'POST', url: '/api/share/open', payload: { token } });
const verify = (app: FastifyInstance, token: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/share/verify', payload: { token, code } });
const documentWith = (app: FastifyInstance, access: string) =>
  app.inject({
    method: 'GET',
    url: '/api/share/document',
    headers: { authorization: `Bearer ${access}` },
  });
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('document links for people without an account', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let w: IncidentWorld;
  let reportA: Awaited<ReturnType<typeof reportWithPdf>>;
  let reportB: Awaited<ReturnType<typeof reportWithPdf>>;
  const logLines: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      seed: false,
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, logger: true },
      logStream: { write: (line) => void logLines.push(line) },
    });
    w = await incidentWorld(t.db);
    reportA = await reportWithPdf(t.db, w, {
      authorId: w.author.id,
      subjectId: w.childId,
      reference: 501,
      marker: 'REPORT-A',
    });
    reportB = await reportWithPdf(t.db, w, {
      authorId: w.author.id,
      subjectId: w.otherChildId,
      reference: 502,
      marker: 'REPORT-B',
    });
    // Two cores shared by every job on the machine: a fresh database can take a while.
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const shareA = (email = KEY_CONTACT.email) =>
    share(t.app, t.db, w.org.orgId, w.author.id, {
      kind: 'incidentReport',
      submissionId: reportA.submissionId,
      recipients: [{ email, name: 'Pat Parent' }],
    });

  const countRows = async (table: string) => {
    const rows = await queryRows<{ n: number }>(
      t.db,
      sql.raw(`select count(*)::int as n from ${table}`),
    );
    return rows[0]!.n;
  };

  async function codeFor(token: string, email = KEY_CONTACT.email): Promise<string> {
    const res = await open(t.app, token);
    expect(res.statusCode).toBe(200);
    await drainJobs(t.app);
    return lastCode(smtp, email);
  }

  it('mails one link per recipient with the organisation name and no detail of the child', async () => {
    const before = smtp.received.length;
    const links = await share(t.app, t.db, w.org.orgId, w.author.id, {
      kind: 'incidentReport',
      submissionId: reportA.submissionId,
      recipients: [
        { email: 'Pat.Parent@Family.test' },
        { email: KEY_CONTACT.email },
        { email: 'sw@council.test' },
      ],
    });
    expect(links.map((l) => l.recipientEmail)).toEqual([KEY_CONTACT.email, 'sw@council.test']);
    const sent = smtp.received.slice(before);
    expect(sent.map((m) => m.to)).toEqual([[KEY_CONTACT.email], ['sw@council.test']]);
    const text = mailsTo(smtp, KEY_CONTACT.email).at(-1)!;
    expect(text).toContain(`${w.org.name}: A document has been shared with you.`);
    expect(text).toMatch(/http:\/\/localhost:8080\/shared#[A-Za-z0-9_-]{43}\b/);
    expect(text).not.toContain('sign in');
    for (const secret of [w.child.firstName, w.child.lastName, 'REPORT-A', '501']) {
      expect(text).not.toContain(secret);
    }
    // Only the hash of the token is stored; the link expires after SHARE_LINK_DAYS (7).
    const token = lastLinkToken(smtp, KEY_CONTACT.email);
    const [row] = await t.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.id, links[0]!.id));
    expect(JSON.stringify(row)).not.toContain(token);
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);
    const audits = await t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'documentShare'), eq(auditTrail.action, 'create')));
    expect(audits.map((a) => a.entityId)).toEqual(
      expect.arrayContaining(links.map((l) => String(l.id))),
    );
    expect(JSON.stringify(audits)).not.toContain(token);
  });

  it('refuses a recipient that is not an e-mail address and writes nothing', async () => {
    const before = await countRows('document_shares');
    await expect(
      share(t.app, t.db, w.org.orgId, w.author.id, {
        kind: 'incidentReport',
        submissionId: reportA.submissionId,
        recipients: [{ email: 'ok@x.test' }, { email: 'not an address' }],
      }),
    ).rejects.toThrow("recipients: 'not an address' is not an e-mail address");
    const after = await countRows('document_shares');
    expect(after).toBe(before);
  });

  it('opens only that document after the code sent to the address, and logs every step', async () => {
    await shareA();
    const token = lastLinkToken(smtp, KEY_CONTACT.email);
    const code = await codeFor(token);
    const codeMail = mailsTo(smtp, KEY_CONTACT.email).at(-1)!;
    expect(codeMail).not.toContain(token);
    expect(codeMail).not.toContain(w.child.lastName);

    const wrong = await verify(t.app, token, wrongCodeFor(code));
    expect({ status: wrong.statusCode, body: wrong.json() }).toEqual({
      status: 400,
      body: { error: SHARE_TEXTS.wrongCode },
    });
    const ok = await verify(t.app, token, code);
    expect(ok.statusCode).toBe(200);
    const access = ok.json().data as { accessToken: string; kind: string; fileName: string };
    expect(access).toMatchObject({ kind: 'incidentReport', fileName: 'besmart-501.pdf' });

    const doc = await documentWith(t.app, access.accessToken);
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(doc.headers['cache-control']).toBe('private, no-store');
    expect(doc.rawPayload.equals(reportA.pdf)).toBe(true);
    expect(doc.body).not.toContain('REPORT-B');

    // The access token is no session: the tenant API and other files stay closed.
    const asSession = await send(
      t.app,
      access.accessToken,
      w.org.orgId,
      'GET',
      `/api/file/${reportB.fileId}`,
    );
    expect(asSession.statusCode).toBe(401);
    // A code works once.
    const again = await verify(t.app, token, code);
    expect(again.json()).toEqual({ error: SHARE_TEXTS.codeUsedUp });

    const [row] = await t.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.tokenHash, hashToken(token)));
    const steps = await t.db
      .select()
      .from(documentShareOpenings)
      .where(eq(documentShareOpenings.shareId, row!.id))
      .orderBy(documentShareOpenings.id);
    expect(steps.map((s) => [s.step, s.ok, s.reason])).toEqual([
      ['open', true, 'codeSent'],
      ['verify', false, 'wrongCode'],
      ['verify', true, null],
      ['document', true, null],
      ['verify', false, 'codeExpired'],
    ]);
    expect(steps.every((s) => s.clientIp === '127.0.0.1')).toBe(true);
    const audited = await t.db
      .select({ action: auditTrail.action })
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'documentShare'), eq(auditTrail.entityId, String(row!.id))))
      .orderBy(auditTrail.id);
    expect(audited.map((a) => a.action)).toEqual([
      'create',
      'share-open',
      'share-verify',
      'share-verify',
      'share-document',
      'share-verify',
    ]);
  });

  it('answers alike for an unknown token and sends nothing', async () => {
    const before = smtp.received.length;
    const openingsBefore = await countRows('document_share_openings');
    const unknown = await open(t.app, 'A'.repeat(43));
    await shareA();
    const liveToken = lastLinkToken(smtp, KEY_CONTACT.email);
    const live = await open(t.app, liveToken);
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: live.statusCode,
      body: live.json(),
    });
    expect(unknown.json()).toEqual({ data: { codeSent: true } });
    await drainJobs(t.app);
    // One link mail and one code mail: none for the unknown token.
    expect(smtp.received.length - before).toBe(2);
    const openingsAfter = await countRows('document_share_openings');
    expect(openingsAfter - openingsBefore).toBe(1);
    const res = await verify(t.app, 'A'.repeat(43), '123456');
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: SHARE_TEXTS.notValid },
    });
  });

  it('spends a code after five wrong tries', async () => {
    await shareA();
    const token = lastLinkToken(smtp, KEY_CONTACT.email);
    const code = await codeFor(token);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await verify(t.app, token, wrongCodeFor(code))).json().error);
    }
    expect(answers).toEqual([...Array(4).fill(SHARE_TEXTS.wrongCode), SHARE_TEXTS.codeUsedUp]);
    expect((await verify(t.app, token, code)).json()).toEqual({ error: SHARE_TEXTS.codeUsedUp });
    // A new code works again.
    const fresh = await codeFor(token);
    expect((await verify(t.app, token, fresh)).statusCode).toBe(200);
  });

  it('refuses an expired link and ends an access granted before it expired', async () => {
    const [link] = await shareA();
    const token = lastLinkToken(smtp, KEY_CONTACT.email);
    const access = (await verify(t.app, token, await codeFor(token))).json().data.accessToken;
    const before = smtp.received.length;
    await t.db
      .update(documentShares)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(documentShares.id, link!.id));
    expect((await open(t.app, token)).json()).toEqual({ data: { codeSent: true } });
    await drainJobs(t.app);
    expect(smtp.received.length).toBe(before);
    expect((await verify(t.app, token, '000000')).json()).toEqual({ error: SHARE_TEXTS.notValid });
    const doc = await documentWith(t.app, access);
    expect({ status: doc.statusCode, body: doc.json() }).toEqual({
      status: 401,
      body: { error: SHARE_TEXTS.notValid },
    });
    const reasons = await t.db
      .select({ step: documentShareOpenings.step, reason: documentShareOpenings.reason })
      .from(documentShareOpenings)
      .where(eq(documentShareOpenings.shareId, link!.id))
      .orderBy(documentShareOpenings.id);
    expect(reasons.slice(-3)).toEqual([
      { step: 'open', reason: 'expired' },
      { step: 'verify', reason: 'expired' },
      { step: 'document', reason: 'expired' },
    ]);
  });

  it('lists the links of a document with their openings for those who see it; the sender or a lead revokes', async () => {
    const [link] = await shareA('revoke.me@family.test');
    const token = lastLinkToken(smtp, 'revoke.me@family.test');
    const access = (
      await verify(t.app, token, await codeFor(token, 'revoke.me@family.test'))
    ).json().data.accessToken;
    const author = await t.tokenFor(w.author.email, w.org.name);
    const outsider = await t.tokenFor(w.outsider.email, w.org.name);
    const lead = await t.tokenFor(w.lead.email, w.org.name);

    const list = await send(t.app, author.token, w.org.orgId, 'GET', '/api/share', undefined, {
      submissionId: String(reportA.submissionId),
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().data.find((s: { id: number }) => s.id === link!.id);
    expect(item).toMatchObject({
      kind: 'incidentReport',
      recipientEmail: 'revoke.me@family.test',
      state: 'active',
      mayRevoke: true,
      createdBy: { id: w.author.id, firstName: 'Arlo', lastName: 'Author' },
    });
    expect(item.openings.map((o: { step: string; ok: boolean }) => [o.step, o.ok])).toEqual([
      ['open', true],
      ['verify', true],
    ]);
    // By the PDF's file id: the same links.
    const byFile = await send(t.app, author.token, w.org.orgId, 'GET', '/api/share', undefined, {
      fileId: String(reportA.fileId),
    });
    expect(byFile.json().data.map((s: { id: number }) => s.id)).toEqual(
      list.json().data.map((s: { id: number }) => s.id),
    );
    // Someone who cannot see the report cannot see its links either.
    const hidden = await send(t.app, outsider.token, w.org.orgId, 'GET', '/api/share', undefined, {
      submissionId: String(reportA.submissionId),
    });
    expect(hidden.statusCode).toBe(404);
    const neither = await send(t.app, author.token, w.org.orgId, 'GET', '/api/share');
    expect(neither.json()).toEqual({
      error: 'submissionId: name one document (submissionId or fileId)',
    });

    const refused = await send(
      t.app,
      outsider.token,
      w.org.orgId,
      'POST',
      `/api/share/${link!.id}/revoke`,
    );
    expect(refused.json()).toEqual({
      error: 'Only the sender, a safeguarding lead or an administrator can revoke this link',
    });
    const revoked = await send(
      t.app,
      lead.token,
      w.org.orgId,
      'POST',
      `/api/share/${link!.id}/revoke`,
    );
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toMatchObject({ state: 'revoked', mayRevoke: false });
    const twice = await send(
      t.app,
      author.token,
      w.org.orgId,
      'POST',
      `/api/share/${link!.id}/revoke`,
    );
    expect({ status: twice.statusCode, body: twice.json() }).toEqual({
      status: 409,
      body: { error: 'This link has already been revoked' },
    });

    // A revoked link opens nothing, and the access it gave ends at once.
    expect((await documentWith(t.app, access)).statusCode).toBe(401);
    expect((await verify(t.app, token, '000000')).json()).toEqual({ error: SHARE_TEXTS.notValid });
    const [audit] = await t.db
      .select()
      .from(auditTrail)
      .where(
        and(
          eq(auditTrail.entity, 'documentShare'),
          eq(auditTrail.action, 'revoke'),
          eq(auditTrail.entityId, String(link!.id)),
        ),
      );
    expect(audit).toMatchObject({ actorId: w.lead.id });
  });

  it('never writes a link token, code or access token to the request log', async () => {
    logLines.length = 0;
    await shareA('logs@family.test');
    const token = lastLinkToken(smtp, 'logs@family.test');
    const code = await codeFor(token, 'logs@family.test');
    await verify(t.app, token, wrongCodeFor(code));
    const access = (await verify(t.app, token, code)).json().data.accessToken as string;
    await documentWith(t.app, access);
    const log = logLines.join('\n');
    expect(log).toContain('/api/share/verify');
    for (const secret of [token, code, access]) expect(log).not.toContain(secret);
  });
});

describe('document links: rate limits', () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({
      seed: false,
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        rateLimits: { perIpPerMinute: 1000, perAccountPer15Minutes: 4 },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('limits the attempts on one link (429) while another link still answers', async () => {
    const w = await incidentWorld(t.db);
    const report = await reportWithPdf(t.db, w, {
      authorId: w.author.id,
      subjectId: w.childId,
      reference: 9,
      marker: 'RL',
    });
    await share(t.app, t.db, w.org.orgId, w.author.id, {
      kind: 'incidentReport',
      submissionId: report.submissionId,
      recipients: [{ email: KEY_CONTACT.email }],
    });
    const token = lastLinkToken(smtp, KEY_CONTACT.email);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await verify(t.app, token, '000000')).statusCode);
    expect(statuses.slice(0, 4).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(4)).toEqual([429, 429]);
    expect((await open(t.app, 'B'.repeat(43))).statusCode).toBe(200);
  });
});
