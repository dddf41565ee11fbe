import { sql } from 'drizzle-orm';
import type { PlanListRow } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor } from '../../platform/visibility';
import { pdfUrlOf } from '../formsubmissions/list';
import { planNow } from './clock';
import { requireArea } from './gate';
import { author, isDate, iso, planRows, subject } from './lists';
import { reviewStatus } from './review';

/**
 * My Smart Plans (/plans): the latest Published plan of each person the caller may see (spec 1
 * §6: their own, everyone's with sharedSmartPlans, and those of people they hold direct access
 * to), with review status; people's names A-Z. The Smart Plans area.
 */
export async function listPlans(ctx: RequestContext): Promise<PlanListRow[]> {
  await requireArea(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const now = planNow();
  const rows = await planRows(
    tx,
    viewer,
    sql`s.status = 'Published' and s.superseded = false and not exists (
      select 1 from form_submissions n where n.org_id = s.org_id and n.subject_id = s.subject_id
        and n.type = 'behaviourplan' and n.status = 'Published' and n.superseded = false
        and n.id > s.id and ${submissionVisibleTo(viewer, 'n')})`,
    sql`p.last_name, p.first_name, s.id desc`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reference: r.reference,
    subject: subject(r),
    author: author(r),
    version: Number(r.version),
    createdAt: iso(r.created_at),
    dateOfPlan: isDate(r.date_of_plan),
    reviewDate: isDate(r.review_date),
    reviewStatus: reviewStatus(isDate(r.review_date), now),
    pdfUrl: pdfUrlOf(r.pdf_file_id),
  }));
}
