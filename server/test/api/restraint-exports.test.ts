import Papa from 'papaparse';
import { and, eq } from 'drizzle-orm';
import { auditTrail, mailOutbox, restraintFollowups } from '../../src/db/schema/index';
import { documentShares } from '../../src/db/schema/shares';
import { CSV_COLUMNS } from '../../src/modules/restraint/export';
import { drainJobs } from '../../src/platform/jobs/run';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { tablesState } from './fixtures';
import { KEY_CONTACT, pdfText, send } from './fixtures-incidents';
import {
  atTime,
  publishRestraint,
  resetClock,
  restraintWorld,
  setPublishedAt,
  type RestraintWorld,
} from './restraint-fixtures';

// Oversight exports (CSV, PDF summary) and the parent letter.
describe('restraint exports and the parent letter', () => {
  let t: TestApp;
  let w: RestraintWorld;
  let rec: { id: number; reference: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await restraintWorld(t, 'school');
    // A name that a spreadsheet would run as a formula.
    rec = await publishRestraint(t, w, {
      overrides: { location: '=HYPERLINK("http://evil.test","Hall")' },
    });
    await setPublishedAt(t, w, rec.id, '2026-03-04T11:00:00Z');
    atTime('2026-03-04T16:00:00Z');
  });
  afterAll(async () => {
    resetClock();
    await t.close();
  });

  const get = (path: string, query: Record<string, string> = {}, who: 'lead' | 'author' = 'lead') =>
    send(t.app, w.tokens[who], w.org.orgId, 'GET', path, undefined, query);

  it('exports the period as CSV with its columns, formula cells neutralised', async () => {
    const res = await get('/api/restraint/export.csv', { from: '2026-03-01', to: '2026-03-31' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="restraint-2026-03-01-2026-03-31.csv"',
    );
    const parsed = Papa.parse<string[]>(res.body.trim());
    const [header, row] = parsed.data;
    expect(header).toEqual([...CSV_COLUMNS]);
    expect(parsed.data).toHaveLength(2);
    const cell = (name: string) => row![CSV_COLUMNS.indexOf(name as (typeof CSV_COLUMNS)[number])];
    expect(cell('Reference')).toBe(`besmart-${rec.reference}`);
    expect(cell('Location')).toBe('\'=HYPERLINK("http://evil.test","Hall")');
    expect(cell('Interventions')).toBe('Physical restraint 10:05-10:12; Seclusion 10:15-10:30');
    expect(cell('Total minutes')).toBe('22');
    expect(cell('Staff who held')).toBe('Hal Helper');
    expect(cell('Staff who observed')).toBe('Arlo Author');
    expect(cell('Recorded late by (minutes)')).toBe('0');
    expect(cell('Date of incident')).toBe('04/03/2026');
    const outside = await get('/api/restraint/export.csv', {
      from: '2026-04-01',
      to: '2026-04-30',
    });
    expect(Papa.parse(outside.body.trim()).data).toHaveLength(1);
    expect(
      (await get('/api/restraint/export.csv', { from: '2026-03-01', to: '2026-03-31' }, 'author'))
        .statusCode,
    ).toBe(403);
  });

  it('queues the PDF summary; the job makes a file the lead reads through the files API', async () => {
    const res = await send(t.app, w.tokens.lead, w.org.orgId, 'POST', '/api/restraint/export-pdf', {
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(res.statusCode).toBe(200);
    const { fileId } = res.json().data as { fileId: number };
    await drainJobs(t.app);
    const file = await get(`/api/file/${fileId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    const text = pdfText(file.rawPayload);
    expect(text).toContain('Restraint summary 01/03/2026 to 31/03/2026');
    expect(text).toContain('Zebedee Quinterro');
    expect(text).toContain('Rates by ethnicity');
    // Another member of staff cannot read a lead's summary.
    expect((await get(`/api/file/${fileId}`, {}, 'author')).statusCode).toBe(404);
  });

  it('pre-fills the parent letter with date, place, duration, force, injuries and reasons', async () => {
    const res = await get(`/api/restraint/${rec.reference}/parent-letter`, {}, 'author');
    expect(res.statusCode).toBe(200);
    const text = res.json().data.text as string;
    expect(text).toContain('Dear Pat Parent,');
    expect(text).toContain('on 04/03/2026 at 10:00');
    expect(text).toContain('Physical restraint from 10:05 to 10:12 (7 minutes)');
    expect(text).toContain('22 minutes in all');
    expect(text).toContain('Injuries: Staff: Bruised arm (treated: Ice pack).');
    expect(text).toContain('Why it was necessary: To stop a chair being thrown at another child');
  });

  it('refuses a recipient who is not a key contact, changing nothing', async () => {
    const tables = [
      'files',
      'jobs',
      'restraint_followups',
      'restraint_files',
      'document_shares',
      'mail_outbox',
    ];
    const before = await tablesState(t.db, tables);
    const res = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      `/api/restraint/${rec.reference}/parent-letter`,
      {
        text: 'Dear Pat',
        recipients: ['stranger@example.test'],
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      'recipients: stranger@example.test is not a key contact of this service user',
    );
    const none = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      `/api/restraint/${rec.reference}/parent-letter`,
      {
        text: 'Dear Pat',
        recipients: [],
      },
    );
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe(
      'recipients: choose at least one key contact, or print the letter',
    );
    expect(await tablesState(t.db, tables)).toEqual(before);
  });

  it('sends the edited letter: a PDF, a document link per recipient, a parent report by e-mail', async () => {
    const res = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      `/api/restraint/${rec.reference}/parent-letter`,
      {
        text: 'Dear Pat,\nEdited by the author.\nYours, Arlo',
        recipients: [KEY_CONTACT.email.toUpperCase()],
      },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.recipients).toEqual([KEY_CONTACT.email]);
    expect(data.parentReport).toMatchObject({
      kind: 'parentReport',
      data: {
        outcome: 'told',
        method: 'email',
        toldBy: w.author.id,
        toldTo: 'Pat Parent',
        letterFileId: data.fileId,
      },
    });
    await drainJobs(t.app);
    const pdf = await get(`/api/file/${data.fileId}`, {}, 'author');
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('Edited by the author.');
    const shares = await t.db
      .select()
      .from(documentShares)
      .where(eq(documentShares.fileId, data.fileId));
    expect(shares.map((s) => [s.kind, s.recipientEmail])).toEqual([
      ['parentLetter', KEY_CONTACT.email],
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, KEY_CONTACT.email));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) expect(mail.text).not.toContain('Zebedee');
    const record = (await get(`/api/restraint/${rec.reference}`)).json().data;
    expect(record.parentsInformed).toBe(true);
    expect(record.items.parentsTold).toMatchObject({ state: 'done', onTime: true });
    const audits = await t.db
      .select()
      .from(auditTrail)
      .where(and(eq(auditTrail.entity, 'restraint_followup'), eq(auditTrail.action, 'create')));
    const rows = await t.db
      .select()
      .from(restraintFollowups)
      .where(eq(restraintFollowups.reference, rec.reference));
    expect(audits.map((a) => Number(a.entityId))).toEqual(
      expect.arrayContaining(rows.map((r) => r.id)),
    );
  });

  it('prints without sending: the PDF only, no parent report', async () => {
    const before = (await t.db.select().from(restraintFollowups)).length;
    const res = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      `/api/restraint/${rec.reference}/parent-letter`,
      {
        text: 'Dear parent, printed copy',
        recipients: [],
        print: true,
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.parentReport).toBeNull();
    expect((await t.db.select().from(restraintFollowups)).length).toBe(before);
    expect((await get(`/api/file/${res.json().data.fileId}`, {}, 'author')).statusCode).toBe(200);
  });
});
