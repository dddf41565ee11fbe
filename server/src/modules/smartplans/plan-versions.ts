import { sql } from 'drizzle-orm';
import type { PlanVersionRow } from 'shared-api/schemas';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { serviceUser } from '../formsubmissions/context';
import { pdfUrlOf } from '../formsubmissions/list';
import { requireBuilder } from './gate';
import { author, isDate, iso, planRows } from './lists';
import { PERSON_NOT_FOUND } from './prefill';

/** Every Published version of the person's plans the caller may see, newest first (Builder). */
export async function listVersions(
  ctx: RequestContext,
  subjectId: number,
): Promise<PlanVersionRow[]> {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  if (!(await serviceUser(tx, viewer.orgId, subjectId))) throw notFound(PERSON_NOT_FOUND);
  const rows = await planRows(
    tx,
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
