import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { actionLog, files, formSubmissions } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { defineJob, enqueue, type JobKind } from '../../platform/jobs/index';
import { PDF_MIME_TYPE } from '../../platform/pdf/render';
import type { RequestContext } from '../../platform/request-context';
import { runAsTenant } from '../../platform/tenancy';
import { shareDocument, type ShareContext } from '../shares/share';
import type { SubmissionRecord } from './access';

/**
 * The one publish path of a record that has a PDF (incident reports, Smart Plans): what a Submit
 * writes in the saving transaction (the action log entry, the after-commit job), and the job
 * itself (render and store the PDF, then mail the chosen key contacts linking it), all audited.
 * The record kinds differ only in how their PDF is rendered and what the mail calls them.
 */

/** The record types published through this path. */
export type PublishedType = 'incidentreport' | 'behaviourplan';

/** The action log entry a publish writes (`additionalData.submissionId` links its PDF). */
export const publishedAction = (type: PublishedType) => `Published ${type} has been submitted`;

/** A rendered PDF of a record: its file name and bytes, and the organisation's name for the mail. */
export interface RenderedPdf {
  name: string;
  content: Buffer;
  organisationName: string;
}

export interface RecordPdfPayload {
  submissionId: number;
  /** Who published it: the PDF file's creator and the actor of the audit entries. */
  actorId: number | null;
}

/** A record kind's PDF job and its key (one active job per record). */
export interface PublishedPdf {
  type: PublishedType;
  job: JobKind<RecordPdfPayload>;
  key(submissionId: number): string;
}

/**
 * Stores a rendered PDF in `files` and links it by form_submissions.pdf_file_id, audited, in the
 * caller's (tenant) transaction. Callers are jobs, so there is no request: the publishing job
 * passes the author as actor, the PDF backfill null. Returns the file id.
 */
export async function storeRecordPdf(
  tx: Tx,
  submission: SubmissionRecord,
  actorId: number | null,
  pdf: Pick<RenderedPdf, 'name' | 'content'>,
): Promise<number> {
  const [file] = await tx
    .insert(files)
    .values({
      orgId: submission.orgId,
      name: pdf.name,
      mimeType: PDF_MIME_TYPE,
      size: pdf.content.length,
      content: pdf.content,
      createdBy: actorId,
    })
    .returning({ id: files.id, name: files.name, mimeType: files.mimeType, size: files.size });
  await audit(tx, null, {
    action: 'create',
    entity: 'file',
    entityId: file!.id,
    after: file,
    orgId: submission.orgId,
    actorId,
  });
  await tx
    .update(formSubmissions)
    .set({ pdfFileId: file!.id })
    .where(and(eq(formSubmissions.id, submission.id), eq(formSubmissions.orgId, submission.orgId)));
  return file!.id;
}

/** The kind of document link each record type is shared as (modules/shares). */
const SHARE_KIND = { incidentreport: 'incidentReport', behaviourplan: 'smartPlan' } as const;

/**
 * The chosen key contacts of a published record: each gets a link of their own to the record's
 * PDF (modules/shares: opens after a code sent to their address, expires, logged, revocable; the
 * mail says nothing about the child), audited as its author's.
 */
async function mailKeyContacts(
  tx: Tx,
  config: ShareContext['config'],
  submission: SubmissionRecord,
  pdf: { fileId: number },
  actorId: number | null,
): Promise<void> {
  if (submission.notify.length === 0) return;
  const links = await shareDocument(
    { tx, orgId: submission.orgId, userId: actorId, config },
    {
      kind: SHARE_KIND[submission.type as PublishedType],
      submissionId: submission.id,
      fileId: pdf.fileId,
      recipients: submission.notify.map((c) => ({
        email: c.email,
        name: `${c.firstName ?? ''} ${c.lastName ?? ''}`.trim(),
      })),
    },
  );
  await audit(tx, null, {
    action: 'notify',
    entity: 'formsubmission',
    entityId: submission.id,
    orgId: submission.orgId,
    actorId,
    after: {
      to: submission.notify.map((c) => c.email),
      fileId: pdf.fileId,
      shareIds: links.map((l) => l.id),
    },
  });
}

/**
 * Declares a record kind's PDF job (register its module in platform/jobs/kinds.ts). After a
 * publish has committed it renders and stores the PDF, then queues the key contacts' mails (which
 * link the PDF's file id), in one transaction of the record's organisation. The row is locked and
 * must still lack a PDF, so a repeated attempt never makes a second PDF or mail.
 */
export function definePublishedPdf(definition: {
  /** The job kind (stored in the queue: never rename one). */
  kind: string;
  type: PublishedType;
  /** Job keys are `${keyPrefix}:${submissionId}`. */
  keyPrefix: string;
  render(tx: Tx, submission: SubmissionRecord): Promise<RenderedPdf>;
}): PublishedPdf {
  const { kind, type, keyPrefix, render } = definition;
  const job = defineJob<RecordPdfPayload>(kind, async (p, ctx) => {
    const orgId = ctx.job.orgId;
    if (!orgId) throw new Error(`${kind} job without an organisation`);
    await runAsTenant(ctx.db, { orgId, userId: p.actorId }, async (tx) => {
      const [submission] = await tx
        .select()
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.id, p.submissionId),
            eq(formSubmissions.orgId, orgId),
            eq(formSubmissions.type, type),
            isNull(formSubmissions.pdfFileId),
          ),
        )
        .limit(1)
        .for('update');
      if (!submission) return;
      const pdf = await render(tx, submission);
      const fileId = await storeRecordPdf(tx, submission, p.actorId, pdf);
      await mailKeyContacts(tx, ctx.config, submission, { fileId }, p.actorId);
    });
  });
  return { type, job, key: (submissionId) => `${keyPrefix}:${submissionId}` };
}

/**
 * What a Submit writes in the saving transaction: the action log entry linking the record, and
 * the job that makes the PDF and mails the chosen key contacts once this transaction has
 * committed (so neither rendering nor SMTP holds the transaction). Returns the job id.
 */
export async function publishRecord(
  ctx: RequestContext,
  submission: SubmissionRecord,
  pdf: PublishedPdf,
): Promise<number> {
  const { tx } = ctx;
  const [entry] = await tx
    .insert(actionLog)
    .values({
      orgId: submission.orgId,
      description: publishedAction(pdf.type),
      type: pdf.type,
      key: 'submission',
      actionedBy: ctx.userId,
      subjectId: submission.subjectId,
      additionalData: { submissionId: submission.id },
    })
    .returning();
  await audit(tx, ctx, {
    action: 'create',
    entity: 'action_log',
    entityId: entry!.id,
    after: entry,
  });
  return enqueue(
    tx,
    pdf.job,
    { submissionId: submission.id, actorId: ctx.userId },
    { orgId: submission.orgId, key: pdf.key(submission.id) },
  );
}
