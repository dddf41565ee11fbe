import { sql } from 'drizzle-orm';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { serviceUser } from '../formsubmissions/context';
import { pdfUrlOf } from '../formsubmissions/list';
import { requireBuilder } from './gate';
import { planRows } from './lists';
import { PERSON_NOT_FOUND } from './prefill';

export const NO_PLAN_PDF = 'No Smart Plan for this service user';

/** Download Smart Plan: the person's latest Published plan that has its PDF (the Builder). */
export async function latestPlanPdf(ctx: RequestContext, subjectId: number) {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  if (!(await serviceUser(tx, viewer.orgId, subjectId))) throw notFound(PERSON_NOT_FOUND);
  const rows = await planRows(
    tx,
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
