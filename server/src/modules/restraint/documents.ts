/**
 * Restraint PDFs (parent letters, oversight summaries): the request makes an empty files row and a
 * restraint_files row and queues a job; the job renders the PDF after commit, fills the file and
 * sets ready_at. The files API serves it from then on (restraintFileReadable).
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Tx } from '../../db/client';
import { files, restraintFiles } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { defineJob, enqueue } from '../../platform/jobs/index';
import { PDF_MIME_TYPE, renderPdf } from '../../platform/pdf/render';
import type { RequestContext } from '../../platform/request-context';
import { runAsTenant } from '../../platform/tenancy';
import { submissionVisibleTo, type RequestViewer } from '../../platform/visibility';

export interface LetterPdfPayload {
  fileId: number;
  organisationName: string;
  reference: number;
  text: string;
}

export interface SummaryPdfPayload {
  fileId: number;
  title: string;
  /** The document's content, built in the request (numbers of the period). */
  sections: { heading: string; rows: string[][]; header: string[] }[];
  notes: string[];
}

/** An empty PDF file and its restraint_files row, in the request's transaction. */
export async function reserveFile(
  ctx: RequestContext,
  kind: 'parentLetter' | 'summary',
  name: string,
  reference: number | null,
): Promise<number> {
  const [file] = await ctx.tx
    .insert(files)
    .values({
      orgId: ctx.orgId,
      name,
      mimeType: PDF_MIME_TYPE,
      size: 0,
      content: Buffer.alloc(0),
      createdBy: ctx.userId,
    })
    .returning({ id: files.id, name: files.name });
  await ctx.tx.insert(restraintFiles).values({
    orgId: ctx.orgId,
    fileId: file!.id,
    kind,
    reference,
    createdBy: ctx.userId,
  });
  await audit(ctx.tx, ctx, {
    action: 'create',
    entity: 'file',
    entityId: file!.id,
    after: { ...file, kind, reference },
  });
  return file!.id;
}

/** Fills a reserved file with the rendered PDF (once: a repeated attempt finds it ready). */
async function fillFile(
  tx: Tx,
  orgId: number,
  fileId: number,
  render: () => Promise<Buffer>,
): Promise<void> {
  const [pending] = await tx
    .select({ id: restraintFiles.id })
    .from(restraintFiles)
    .where(
      and(
        eq(restraintFiles.fileId, fileId),
        eq(restraintFiles.orgId, orgId),
        isNull(restraintFiles.readyAt),
      ),
    )
    .for('update');
  if (!pending) return;
  const pdf = await render();
  await tx
    .update(files)
    .set({ content: pdf, size: pdf.length })
    .where(and(eq(files.id, fileId), eq(files.orgId, orgId)));
  await tx
    .update(restraintFiles)
    .set({ readyAt: new Date() })
    .where(eq(restraintFiles.id, pending.id));
  await audit(tx, null, {
    action: 'render',
    entity: 'file',
    entityId: fileId,
    orgId,
    actorId: null,
    after: { size: pdf.length },
  });
}

const footer = (label: string) => (page: number, pages: number) => ({
  text: `${label} - page ${page} of ${pages}`,
  alignment: 'center' as const,
  fontSize: 8,
  margin: [0, 20, 0, 0] as [number, number, number, number],
});

export function letterDocument(p: LetterPdfPayload): TDocumentDefinitions {
  return {
    info: { title: `Letter about besmart-${p.reference}` },
    pageSize: 'A4',
    pageMargins: [50, 50, 50, 50],
    footer: footer(p.organisationName),
    content: [
      { text: p.organisationName, fontSize: 14, bold: true, margin: [0, 0, 0, 16] },
      ...p.text.split('\n').map((line) => ({ text: line || ' ', fontSize: 11 })),
    ],
  };
}

export function summaryDocument(p: SummaryPdfPayload): TDocumentDefinitions {
  const content: Content[] = [{ text: p.title, fontSize: 16, bold: true, margin: [0, 0, 0, 8] }];
  for (const note of p.notes) content.push({ text: note, fontSize: 9, color: '#444444' });
  for (const section of p.sections) {
    content.push({ text: section.heading, fontSize: 12, bold: true, margin: [0, 12, 0, 4] });
    content.push(
      section.rows.length === 0
        ? { text: 'None in this period.', fontSize: 10 }
        : {
            table: {
              headerRows: 1,
              widths: section.header.map((_, i) => (i === 0 ? '*' : 'auto')),
              body: [
                section.header.map((h) => ({ text: h, bold: true, fontSize: 9 })),
                ...section.rows.map((row) => row.map((cell) => ({ text: cell, fontSize: 9 }))),
              ],
            },
            layout: 'lightHorizontalLines',
          },
    );
  }
  return {
    info: { title: p.title },
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    footer: footer(p.title),
    content,
  };
}

export const letterPdfJob = defineJob<LetterPdfPayload>('restraint-letter-pdf', async (p, ctx) => {
  const orgId = ctx.job.orgId;
  if (!orgId) throw new Error('restraint-letter-pdf job without an organisation');
  await runAsTenant(ctx.db, { orgId, userId: null }, (tx) =>
    fillFile(tx, orgId, p.fileId, () => renderPdf(letterDocument(p))),
  );
});

export const summaryPdfJob = defineJob<SummaryPdfPayload>(
  'restraint-summary-pdf',
  async (p, ctx) => {
    const orgId = ctx.job.orgId;
    if (!orgId) throw new Error('restraint-summary-pdf job without an organisation');
    await runAsTenant(ctx.db, { orgId, userId: null }, (tx) =>
      fillFile(tx, orgId, p.fileId, () => renderPdf(summaryDocument(p))),
    );
  },
);

export const fileJobKey = (fileId: number) => `restraint-file:${fileId}`;

export function queueLetter(tx: Tx, orgId: number, payload: LetterPdfPayload) {
  return enqueue(tx, letterPdfJob, payload, { orgId, key: fileJobKey(payload.fileId) });
}

export function queueSummary(tx: Tx, orgId: number, payload: SummaryPdfPayload) {
  return enqueue(tx, summaryPdfJob, payload, { orgId, key: fileJobKey(payload.fileId) });
}

/**
 * The files API's clause for restraint PDFs (files aliased as `files`): ready, and a parent
 * letter of a record the viewer may see (leads and admins: every record), or a summary made by
 * the caller or read by a lead or admin.
 */
export function restraintFileReadable(viewer: RequestViewer, leadOrAdmin: boolean): SQL {
  const all = leadOrAdmin ? sql`true` : sql`false`;
  return sql`exists (
    select 1 from restraint_files rf
    where rf.file_id = ${files.id} and rf.org_id = ${viewer.orgId} and rf.ready_at is not null
      and (
        (rf.kind = 'summary' and (${all} or rf.created_by = ${viewer.userId}))
        or (rf.kind = 'parentLetter' and (${all} or exists (
          select 1 from form_submissions fs
          where fs.org_id = rf.org_id and fs.reference = rf.reference
            and fs.type = 'incidentreport' and not fs.superseded
            and ${submissionVisibleTo(viewer, 'fs')})))
      )
  )`;
}
