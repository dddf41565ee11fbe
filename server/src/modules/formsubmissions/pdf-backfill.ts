import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { formSubmissions } from '../../db/schema/index';
import { pdfSourceOf, storeIncidentPdf } from './publish';
import { audit } from '../../platform/audit';
import { defineJob, enqueue, JobInterrupted } from '../../platform/jobs/index';
import { runAsTenant, withSystem } from '../../platform/tenancy';

/**
 * PDF backfill: current Published incident reports without a PDF (the demo seed writes none, and
 * reports may predate PDFs) get one, rendered and stored by the same code as publishing
 * (`storeIncidentPdf`). One report per tenant transaction, the event loop free between reports,
 * so requests stay responsive and PGlite's single connection is never held for long. It runs as
 * the job `pdf-backfill`, enqueued when the server starts listening.
 */

export interface PdfBackfillResult {
  /** PDFs written. */
  written: number;
  /** Reports that had gained a PDF (or changed) before their turn came. */
  skipped: number;
  /** Reports whose PDF could not be made (logged; tried again on the next start). */
  failed: number;
}

export interface PdfBackfillOptions {
  /** Asked before each report; true ends the run (the server is closing). */
  shouldStop?: () => boolean;
  /** Told about each report that failed. */
  onError?: (err: unknown, report: { id: number; orgId: number }) => void;
}

/** Current Published incident reports without a PDF. */
const withoutPdf = () =>
  and(
    eq(formSubmissions.type, 'incidentreport'),
    eq(formSubmissions.status, 'Published'),
    eq(formSubmissions.superseded, false),
    isNull(formSubmissions.pdfFileId),
  );

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Ids of the reports to do, oldest first, across organisations: a lookup outside any
 * organisation, so as besmart_system; each report is then written as its own organisation.
 */
export async function reportsWithoutPdf(db: Db): Promise<{ id: number; orgId: number }[]> {
  return withSystem(db, (tx) =>
    tx
      .select({ id: formSubmissions.id, orgId: formSubmissions.orgId })
      .from(formSubmissions)
      .where(withoutPdf())
      .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id)),
  );
}

/**
 * The PDF of one report, in a transaction of its organisation. The row is locked and checked
 * again (still current, Published, without a PDF), so a concurrent edit, archive or a second
 * server's backfill never leads to two PDFs. Returns the file id, or null when nothing was due.
 */
export async function backfillReportPdf(
  db: Db,
  report: { id: number; orgId: number },
): Promise<number | null> {
  return runAsTenant(db, { orgId: report.orgId, userId: null }, async (tx) => {
    const [submission] = await tx
      .select()
      .from(formSubmissions)
      .where(
        and(
          eq(formSubmissions.id, report.id),
          eq(formSubmissions.orgId, report.orgId),
          withoutPdf(),
        ),
      )
      .limit(1)
      .for('update');
    if (!submission) return null;
    const fileId = await storeIncidentPdf(tx, null, await pdfSourceOf(tx, submission));
    await audit(tx, null, {
      action: 'update',
      entity: 'formsubmission',
      entityId: submission.id,
      orgId: submission.orgId,
      actorId: null,
      before: { pdfFileId: null },
      after: { pdfFileId: fileId, reason: 'pdf backfill' },
    });
    return fileId;
  });
}

/** Makes the missing PDFs one report at a time, yielding to the event loop before each. */
export async function runPdfBackfill(
  db: Db,
  options: PdfBackfillOptions = {},
): Promise<PdfBackfillResult> {
  const result: PdfBackfillResult = { written: 0, skipped: 0, failed: 0 };
  if (options.shouldStop?.()) return result;
  const reports = await reportsWithoutPdf(db);
  for (const report of reports) {
    await nextTurn();
    if (options.shouldStop?.()) break;
    try {
      if ((await backfillReportPdf(db, report)) === null) result.skipped++;
      else result.written++;
    } catch (err) {
      result.failed++;
      options.onError?.(err, report);
    }
  }
  return result;
}

/**
 * The backfill as a job: a report that failed makes the attempt fail, so the queue tries again
 * later (with backoff) and those already done are skipped; a closing server puts it back.
 */
export const pdfBackfillJob = defineJob<Record<string, never>>('pdf-backfill', async (_p, ctx) => {
  const result = await runPdfBackfill(ctx.db, {
    shouldStop: ctx.shouldStop,
    onError: (err, report) =>
      ctx.log.error({ err, submissionId: report.id }, 'PDF backfill: report failed'),
  });
  if (ctx.shouldStop()) throw new JobInterrupted();
  if (result.written + result.failed > 0) ctx.log.info(result, 'PDF backfill: done');
  if (result.failed > 0) throw new Error(`PDF backfill: ${result.failed} report(s) failed`);
});

/**
 * Queues the backfill once the server listens (never for inject-only apps such as the API tests):
 * one job at a time (key), run by the job worker after the requests waiting before it.
 */
export function registerPdfBackfill(app: FastifyInstance): void {
  app.addHook('onListen', async () => {
    await withSystem(app.db, (tx) =>
      enqueue(tx, pdfBackfillJob, {}, { orgId: null, key: 'startup' }),
    );
  });
}
