import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { auditTrail, files, formResponses, formSubmissions } from '../../src/db/schema/index';
import {
  backfillReportPdf,
  reportsWithoutPdf,
  runPdfBackfill,
} from '../../src/modules/formsubmissions/pdf-backfill';
import { createTestApp, type TestApp } from '../helpers/testApp';
import {
  incidentAnswers,
  incidentWorld,
  pdfShows,
  pdfText,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

/** A stored incident report without a PDF (as the demo seed writes them), with its answers. */
async function insertReport(
  t: TestApp,
  w: IncidentWorld,
  opts: {
    reference: number;
    createdAt: Date;
    status?: 'Draft' | 'Published' | 'Archived';
    superseded?: boolean;
    type?: 'incidentreport' | 'behaviourplan';
    location?: string;
  },
): Promise<number> {
  const [row] = await t.db
    .insert(formSubmissions)
    .values({
      orgId: w.org.orgId,
      reference: opts.reference,
      type: opts.type ?? 'incidentreport',
      subType: 'lowlevel',
      status: opts.status ?? 'Published',
      authorId: w.author.id,
      subjectId: w.childId,
      superseded: opts.superseded ?? false,
      createdAt: opts.createdAt,
    })
    .returning({ id: formSubmissions.id });
  await t.db.insert(formResponses).values(
    incidentAnswers(w, { location: opts.location ?? `Room ${opts.reference}` }).map((a) => ({
      ...a,
      orgId: w.org.orgId,
      submissionId: row!.id,
    })),
  );
  return row!.id;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));

async function pdfOf(t: TestApp, submissionId: number) {
  const [row] = await t.db
    .select({ orgId: formSubmissions.orgId, pdfFileId: formSubmissions.pdfFileId })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, submissionId));
  if (!row?.pdfFileId) return null;
  const [file] = await t.db.select().from(files).where(eq(files.id, row.pdfFileId));
  return { submissionOrgId: row.orgId, file: file! };
}

describe('PDF backfill (modules/formsubmissions/pdf-backfill.ts)', () => {
  let t: TestApp;
  let a: IncidentWorld;
  let b: IncidentWorld;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    a = await incidentWorld(t.db);
    b = await incidentWorld(t.db);
    // Inserted out of order: the backfill goes by age (created_at), oldest first.
    ids.aNew = await insertReport(t, a, { reference: 3, createdAt: day(20), location: 'Hall' });
    ids.aOld = await insertReport(t, a, { reference: 1, createdAt: day(2), location: 'Library' });
    ids.bMid = await insertReport(t, b, { reference: 1, createdAt: day(10), location: 'Minibus' });
    ids.superseded = await insertReport(t, a, {
      reference: 4,
      createdAt: day(1),
      superseded: true,
    });
    ids.draft = await insertReport(t, a, { reference: 5, createdAt: day(1), status: 'Draft' });
    ids.archived = await insertReport(t, a, {
      reference: 6,
      createdAt: day(1),
      status: 'Archived',
    });
    ids.plan = await insertReport(t, a, { reference: 7, createdAt: day(1), type: 'behaviourplan' });
  });
  afterAll(() => t.close());

  it('lists the current Published incident reports without a PDF, oldest first', async () => {
    const due = await reportsWithoutPdf(t.db);
    expect(due).toEqual([
      { id: ids.aOld, orgId: a.org.orgId },
      { id: ids.bMid, orgId: b.org.orgId },
      { id: ids.aNew, orgId: a.org.orgId },
    ]);
  });

  it('does nothing when told to stop before it starts', async () => {
    const filesBefore = await t.db.select({ id: files.id }).from(files);
    expect(await runPdfBackfill(t.db, { shouldStop: () => true })).toEqual({
      written: 0,
      skipped: 0,
      failed: 0,
    });
    expect(await t.db.select({ id: files.id }).from(files)).toHaveLength(filesBefore.length);
  });

  it('renders and stores each PDF in the organisation of its report, audited as the system', async () => {
    const errors: unknown[] = [];
    const result = await runPdfBackfill(t.db, { onError: (err) => errors.push(err) });
    expect(errors).toEqual([]);
    expect(result).toEqual({ written: 3, skipped: 0, failed: 0 });

    const made = await Promise.all([ids.aOld!, ids.bMid!, ids.aNew!].map((id) => pdfOf(t, id)));
    for (const pdf of made) {
      expect(pdf).not.toBeNull();
      expect(pdf!.file.orgId).toBe(pdf!.submissionOrgId);
      expect(pdf!.file.mimeType).toBe('application/pdf');
      expect(pdf!.file.createdBy).toBeNull();
      expect(pdf!.file.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdf!.file.size).toBe(pdf!.file.content.length);
    }
    // Oldest first: file ids follow the reports' age, not their insertion order.
    expect(made.map((p) => p!.file.id)).toEqual(
      [...made.map((p) => p!.file.id)].sort((x, y) => x - y),
    );
    expect(made[0]!.file.name).toBe('besmart-1.pdf');
    expect(made[1]!.file.orgId).toBe(b.org.orgId);

    const text = pdfText(made[0]!.file.content);
    expect(pdfShows(text, 'Incident No: besmart-1')).toBe(true);
    expect(pdfShows(text, `${a.child.firstName} ${a.child.lastName}`)).toBe(true);
    expect(pdfShows(text, 'Library')).toBe(true);
    expect(pdfShows(text, a.org.name)).toBe(true);
    expect(pdfShows(pdfText(made[1]!.file.content), 'Minibus')).toBe(true);

    for (const pdf of made) {
      const entries = await t.db
        .select()
        .from(auditTrail)
        .where(
          and(
            eq(auditTrail.orgId, pdf!.submissionOrgId),
            inArray(auditTrail.entityId, [String(pdf!.file.id)]),
            eq(auditTrail.entity, 'file'),
          ),
        );
      expect(entries).toEqual([
        expect.objectContaining({ action: 'create', actorId: null, ip: null }),
      ]);
    }
    const links = await t.db
      .select()
      .from(auditTrail)
      .where(
        and(eq(auditTrail.entity, 'formsubmission'), eq(auditTrail.entityId, String(ids.aOld))),
      );
    expect(links).toEqual([
      expect.objectContaining({
        orgId: a.org.orgId,
        action: 'update',
        actorId: null,
        before: { pdfFileId: null },
        after: { pdfFileId: made[0]!.file.id, reason: 'pdf backfill' },
      }),
    ]);
  });

  it('leaves superseded, Draft and Archived reports and other forms without a PDF', async () => {
    const rows = await t.db
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(isNull(formSubmissions.pdfFileId));
    expect(rows.map((r) => r.id).sort((x, y) => x - y)).toEqual(
      [ids.superseded!, ids.draft!, ids.archived!, ids.plan!].sort((x, y) => x - y),
    );
  });

  it('serves the PDFs by GET /api/file/{id} to those who see the report, and only in its organisation', async () => {
    const pdf = await pdfOf(t, ids.aOld!);
    const author = await t.tokenFor(a.author.email, a.org.name);
    const res = await send(t.app, author.token, a.org.orgId, 'GET', `/api/file/${pdf!.file.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/pdf/);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const otherLead = await t.tokenFor(b.lead.email, b.org.name);
    const cross = await send(
      t.app,
      otherLead.token,
      b.org.orgId,
      'GET',
      `/api/file/${pdf!.file.id}`,
    );
    expect(cross.statusCode).toBe(404);
    const bPdf = await pdfOf(t, ids.bMid!);
    const own = await send(
      t.app,
      otherLead.token,
      b.org.orgId,
      'GET',
      `/api/file/${bPdf!.file.id}`,
    );
    expect(own.statusCode).toBe(200);
  });

  it('writes nothing on a second run, nor for a report that gained a PDF meanwhile', async () => {
    const count = async () => ({
      files: (await t.db.select({ id: files.id }).from(files)).length,
      audit: (await t.db.select({ id: auditTrail.id }).from(auditTrail)).length,
    });
    const before = await count();
    expect(await runPdfBackfill(t.db)).toEqual({ written: 0, skipped: 0, failed: 0 });
    // A report listed before another writer got there: the check inside the transaction skips it.
    expect(await backfillReportPdf(t.db, { id: ids.aOld!, orgId: a.org.orgId })).toBeNull();
    expect(await backfillReportPdf(t.db, { id: ids.draft!, orgId: a.org.orgId })).toBeNull();
    // Named with the wrong organisation, the row is not found (tenant transaction + org filter).
    expect(await backfillReportPdf(t.db, { id: ids.superseded!, orgId: b.org.orgId })).toBeNull();
    expect(await count()).toEqual(before);
  });

  it('two runs at once (e.g. two servers) write one PDF per report', async () => {
    const fresh = [
      await insertReport(t, a, { reference: 8, createdAt: day(21) }),
      await insertReport(t, b, { reference: 2, createdAt: day(22) }),
      await insertReport(t, a, { reference: 9, createdAt: day(23) }),
    ];
    const filesBefore = (await t.db.select({ id: files.id }).from(files)).length;
    const [one, two] = await Promise.all([runPdfBackfill(t.db), runPdfBackfill(t.db)]);
    expect(one.written + two.written).toBe(3);
    expect(one.skipped + two.skipped).toBe(3);
    expect(one.failed + two.failed).toBe(0);
    expect((await t.db.select({ id: files.id }).from(files)).length).toBe(filesBefore + 3);
    for (const id of fresh) expect(await pdfOf(t, id)).not.toBeNull();
  });

  it('reports a failure, rolls that report back and carries on with the next', async () => {
    const broken = await insertReport(t, a, { reference: 10, createdAt: day(24) });
    const fine = await insertReport(t, a, { reference: 11, createdAt: day(25) });
    // Storing the PDF of besmart-10 fails (a trigger stands in for any error while writing).
    await t.db.execute(sql`
      create function pdf_backfill_test_fail() returns trigger language plpgsql as $$
      begin
        if new.name = 'besmart-10.pdf' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await t.db.execute(sql`
      create trigger pdf_backfill_test_fail before insert on files
      for each row execute function pdf_backfill_test_fail()`);
    try {
      const failures: { id: number; error: string }[] = [];
      const result = await runPdfBackfill(t.db, {
        onError: (err, report) =>
          failures.push({ id: report.id, error: String((err as Error).cause ?? err) }),
      });
      expect(result).toEqual({ written: 1, skipped: 0, failed: 1 });
      expect(failures).toEqual([{ id: broken, error: expect.stringContaining('disk full') }]);
      expect(await pdfOf(t, broken)).toBeNull();
      expect(await pdfOf(t, fine)).not.toBeNull();
      // Nothing of the failed report stayed behind (its transaction rolled back).
      const audits = await t.db
        .select()
        .from(auditTrail)
        .where(
          and(eq(auditTrail.entity, 'formsubmission'), eq(auditTrail.entityId, String(broken))),
        );
      expect(audits).toEqual([]);
    } finally {
      await t.db.execute(sql`drop trigger pdf_backfill_test_fail on files`);
      await t.db.execute(sql`drop function pdf_backfill_test_fail()`);
    }
    // The next run (next start) tries it again.
    expect(await runPdfBackfill(t.db)).toEqual({ written: 1, skipped: 0, failed: 0 });
    expect(await pdfOf(t, broken)).not.toBeNull();
  });
});

describe('PDF backfill on a listening server', () => {
  it('starts after listen, fills the PDFs in the background and stops on close', async () => {
    const t = await createTestApp({ seed: false, config: { pdfBackfill: true } });
    try {
      const w = await incidentWorld(t.db);
      const id = await insertReport(t, w, { reference: 1, createdAt: day(3) });
      expect(await pdfOf(t, id)).toBeNull(); // ready, not listening: nothing runs
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 20_000;
      while (!(await pdfOf(t, id)) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const pdf = await pdfOf(t, id);
      expect(pdf?.file.content.subarray(0, 4).toString('latin1')).toBe('%PDF');
    } finally {
      await t.close();
    }
  });

  it('PDF_BACKFILL=false turns it off', async () => {
    const { loadConfig } = await import('../../src/config');
    expect(loadConfig({}).pdfBackfill).toBe(true);
    expect(loadConfig({ PDF_BACKFILL: 'false' }).pdfBackfill).toBe(false);
    const t = await createTestApp({ seed: false, config: { pdfBackfill: false } });
    try {
      const w = await incidentWorld(t.db);
      const id = await insertReport(t, w, { reference: 1, createdAt: day(3) });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await pdfOf(t, id)).toBeNull();
    } finally {
      await t.close();
    }
  });
});
