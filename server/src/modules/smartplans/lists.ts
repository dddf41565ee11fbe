import { sql, type SQL } from 'drizzle-orm';
import type { PlanDraftRow, PlanListRow, PlanVersionRow } from 'shared-api/schemas';
import { queryRows, type Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor, type Viewer } from '../../platform/visibility';
import { serviceUser } from '../formsubmissions/context';
import { pdfUrlOf } from '../formsubmissions/list';
import { PERSON_NOT_FOUND } from './prefill';
import { planNow } from './clock';
import { requireArea, requireBuilder } from './gate';
import { reviewStatus } from './review';
import { versionSql } from './version';

export interface PlanSqlRow {
  id: number;
  reference: number | null;
  status: string;
  superseded: boolean;
  root_id: number | null;
  created_at: string | Date;
  pdf_file_id: number | null;
  subject_id: number;
  subject_first: string;
  subject_last: string;
  author_id: number | null;
  author_first: string | null;
  author_last: string | null;
  date_of_plan: string | null;
  review_date: string | null;
  version: number;
}

const answer = (key: string) =>
  sql`(select r.response from form_responses r where r.submission_id = s.id and r.org_id = s.org_id and r.question_key = ${key} limit 1)`;

/** Plans with their person, author, dates and version number, for the given condition. */
export function planRows(tx: Tx, viewer: Viewer, where: SQL, order: SQL): Promise<PlanSqlRow[]> {
  return queryRows<PlanSqlRow>(
    tx,
    sql`select s.id, s.reference, s.status, s.superseded, s.created_at, s.pdf_file_id, s.root_id,
        s.subject_id, p.first_name as subject_first, p.last_name as subject_last,
        s.author_id, a.first_name as author_first, a.last_name as author_last,
        ${answer('dateOfPlan')} as date_of_plan, ${answer('reviewDate')} as review_date,
        ${versionSql('s')} as version
      from form_submissions s
      join users p on p.id = s.subject_id
      left join users a on a.id = s.author_id
      where s.org_id = ${viewer.orgId} and s.type = 'behaviourplan'
        and ${submissionVisibleTo(viewer, 's')} and ${where}
      order by ${order}`,
  );
}

export const iso = (v: string | Date) => new Date(v).toISOString();
export const isDate = (v: string | null) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null);
export const author = (r: PlanSqlRow) => ({
  id: r.author_id,
  firstName: r.author_first ?? '',
  lastName: r.author_last ?? '',
});
export const subject = (r: PlanSqlRow) => ({
  id: Number(r.subject_id),
  firstName: r.subject_first,
  lastName: r.subject_last,
});

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

/** Incomplete Smart Plans (/behaviour/drafts): the caller's current drafts, newest first. */
export async function listDrafts(ctx: RequestContext): Promise<PlanDraftRow[]> {
  await requireArea(ctx);
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const rows = await planRows(
    tx,
    viewer,
    sql`s.status = 'Draft' and s.superseded = false and s.author_id = ${viewer.userId}`,
    sql`s.id desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), createdAt: iso(r.created_at), subject: subject(r) }));
}

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
