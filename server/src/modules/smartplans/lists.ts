import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor, type Viewer } from '../../platform/visibility';
import { serviceUser } from '../formsubmissions/context';
import { requireBuilder } from './gate';
import { PERSON_NOT_FOUND } from './prefill';
import { versionSql } from './version';

/**
 * The plan rows the list actions (plan-list.ts, plan-drafts.ts, plan-versions.ts, plan-latest.ts)
 * and detail.ts read.
 */

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
 * The Builder's reads about one person's plans (versions, latest PDF): the plan gate, then the
 * caller's Viewer; 404 `Service user not found` unless a service user of the organisation.
 */
export async function personPlansViewer(ctx: RequestContext, subjectId: number): Promise<Viewer> {
  await requireBuilder(ctx);
  const viewer = await viewerFor(ctx);
  if (!(await serviceUser(ctx.tx, ctx.orgId, subjectId))) throw notFound(PERSON_NOT_FOUND);
  return viewer;
}
