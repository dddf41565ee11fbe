import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { pdfUrlOf } from '../formsubmissions/list';
import { personPlansViewer, planRows } from './lists';

export const NO_PLAN_PDF = 'No Smart Plan for this service user';

/** Download Smart Plan: the person's latest Published plan that has its PDF (the Builder). */
export async function latestPlanPdf(ctx: RequestContext, subjectId: number) {
  const viewer = await personPlansViewer(ctx, subjectId);
  const rows = await planRows(
    ctx.tx,
    viewer,
    sql`s.subject_id = ${subjectId} and s.status = 'Published' and s.superseded = false
      and s.pdf_file_id is not null`,
    sql`s.id desc limit 1`,
  );
  const row = rows[0];
  if (!row || row.pdf_file_id === null) throw notFound(NO_PLAN_PDF);
  const fileId = Number(row.pdf_file_id);
  return { id: Number(row.id), fileId, pdfUrl: pdfUrlOf(fileId)! };
}
