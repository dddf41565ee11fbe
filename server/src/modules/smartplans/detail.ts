import { and, desc, eq, sql } from 'drizzle-orm';
import type { PlanDetail } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { formSubmissions } from '../../db/schema/index';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';
import { pdfUrlOf } from '../formsubmissions/list';
import { planNow } from './clock';
import { mayDeletePlan } from './deleteRule';
import { requireBuilder } from './gate';
import { author, isDate, iso, planRows, subject } from './lists';
import { answersOf, PLAN_TYPE } from './queries';
import { reviewStatus } from './review';

export const PLAN_NOT_FOUND = 'Smart Plan not found';

/** Author and status of the version a delete of `row`'s chain is judged by (archive.ts). */
async function deleteTarget(
  tx: Tx,
  orgId: number,
  row: { id: number; root: number; status: string; authorId: number | null },
) {
  if (row.status === 'Draft') return row;
  const [current] = await tx
    .select({ status: formSubmissions.status, authorId: formSubmissions.authorId })
    .from(formSubmissions)
    .where(
      and(
        eq(formSubmissions.orgId, orgId),
        eq(formSubmissions.type, PLAN_TYPE),
        eq(formSubmissions.status, 'Published'),
        eq(formSubmissions.superseded, false),
        sql`(${formSubmissions.id} = ${row.root} or ${formSubmissions.rootId} = ${row.root})`,
      ),
    )
    .orderBy(desc(formSubmissions.id))
    .limit(1);
  return current ?? row;
}

/**
 * GET /api/smartplan/{id}: one plan the caller may see (a Published version, current or not, or
 * their own draft) with its answers, person, author, version and review state. A deleted
 * (Archived) plan, another person's draft or a plan hidden from the caller: 404. The Builder.
 */
export async function planDetail(ctx: RequestContext, id: number): Promise<PlanDetail> {
  await requireBuilder(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const now = planNow();
  const [row] = await planRows(tx, viewer, sql`s.id = ${id} and s.status <> 'Archived'`, sql`s.id`);
  if (!row) throw notFound(PLAN_NOT_FOUND);
  const status = row.status as PlanDetail['status'];
  const published = status === 'Published';
  const current = !row.superseded;
  const reviewDate = isDate(row.review_date);
  const target = await deleteTarget(tx, viewer.orgId, {
    id: Number(row.id),
    root: Number(row.root_id ?? row.id),
    status,
    authorId: row.author_id === null ? null : Number(row.author_id),
  });
  const answers = await answersOf(tx, viewer.orgId, Number(row.id));
  return {
    id: Number(row.id),
    reference: row.reference,
    subject: subject(row),
    author: author(row),
    status,
    current,
    version: published ? Number(row.version) : null,
    createdAt: iso(row.created_at),
    dateOfPlan: isDate(row.date_of_plan),
    reviewDate,
    reviewStatus: published && current ? reviewStatus(reviewDate, now) : null,
    pdfUrl: pdfUrlOf(row.pdf_file_id),
    answers: Object.fromEntries(answers),
    canDelete: mayDeletePlan(ctx, target),
  };
}
