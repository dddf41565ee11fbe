import { sql } from 'drizzle-orm';
import type { PlanVersionRow } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { pdfUrlOf } from '../formsubmissions/list';
import { author, isDate, iso, personPlansViewer, planRows } from './lists';

/** Every Published version of the person's plans the caller may see, newest first (Builder). */
export async function listVersions(
  ctx: RequestContext,
  subjectId: number,
): Promise<PlanVersionRow[]> {
  const viewer = await personPlansViewer(ctx, subjectId);
  const rows = await planRows(
    ctx.tx,
    viewer,
    sql`s.subject_id = ${subjectId} and s.was_published and s.status <> 'Archived'`,
    sql`s.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    version: Number(r.version),
    current: !r.superseded,
    status: r.status,
    createdAt: iso(r.created_at),
    author: author(r),
    dateOfPlan: isDate(r.date_of_plan),
    reviewDate: isDate(r.review_date),
    pdfUrl: pdfUrlOf(r.pdf_file_id),
  }));
}
