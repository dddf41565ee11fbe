import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { formResponses, formSubmissions, users } from '../../db/schema/index';
import { organisationFacts } from './context';
import { storeIncidentPdf } from './publish';
import type { SubmissionRecord } from './access';
import { audit } from '../../platform/audit';
import { runAsTenant, withSystem } from '../../platform/tenancy';

/**
 * PDF backfill: current Published incident reports without a PDF (the demo seed writes none, and
 * reports may predate PDFs) get one, rendered and stored by the same code as publishing
 * (`storeIncidentPdf`). One report per tenant transaction, the event loop free between reports,
 * so requests stay responsive and PGlite's single connection is never held for long.
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

/** The answers, organisation name and person a stored submission's PDF shows. */
async function pdfSourceOf(tx: Tx, submission: SubmissionRecord) {
  const responses = await tx
    .select({
      questionKey: formResponses.questionKey,
      questionText: formResponses.questionText,
      response: formResponses.response,
    })
    .from(formResponses)
    .where(
      and(eq(formResponses.orgId, submission.orgId), eq(formResponses.submissionId, submission.id)),
    )
    .orderBy(asc(formResponses.id));
  const org = await organisationFacts(tx, submission.orgId);
  const [person] = submission.subjectId
    ? await tx
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, submission.subjectId))
        .limit(1)
    : [];
  return {
    submission,
    responses,
    organisationName: org.name,
    person: person ?? { firstName: '', lastName: '' },
  };
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
 * Runs the backfill in the background once the server listens (never for inject-only apps such as
 * the API tests); closing the server stops it after the report in progress.
 */
export function registerPdfBackfill(app: FastifyInstance): void {
  let stopping = false;
  let running: Promise<void> | null = null;
  app.addHook('onListen', async () => {
    if (running) return;
    running = (async () => {
      await nextTurn();
      const result = await runPdfBackfill(app.db, {
        shouldStop: () => stopping,
        onError: (err, report) =>
          app.log.error({ err, submissionId: report.id }, 'PDF backfill: report failed'),
      });
      if (result.written + result.failed > 0) {
        app.log.info(
          result,
          stopping ? 'PDF backfill: stopped, server closing' : 'PDF backfill: done',
        );
      }
    })().catch((err: unknown) => app.log.error({ err }, 'PDF backfill stopped'));
  });
  app.addHook('onClose', async () => {
    stopping = true;
    await running;
  });
}
