import { sql, type SQL } from 'drizzle-orm';
import type { IncidentDraftRow, IncidentRow } from 'shared-api/schemas';
import { queryRows } from '../../../db/client';
import { badRequest } from '../../../platform/errors';
import type { ReportContext } from '../registry';
import { compileCriteria } from './compile';
import { techniqueKeysOf } from './techniques';

/** Submission types the search reports read (spec 2 §9); others are a 400 naming the field. */
const SEARCHABLE_TYPES = ['incidentreport', 'concern', 'clicker'];

export interface SearchScope {
  /** Extra condition on `s` (visibility, CPOMS-synced, own drafts...). */
  where: SQL;
  status: 'Published' | 'Draft';
}

async function searchCondition(ctx: ReportContext, scope: SearchScope): Promise<SQL> {
  if (!SEARCHABLE_TYPES.includes(ctx.submissionType))
    throw badRequest(`submissionType must be one of ${SEARCHABLE_TYPES.join(', ')}`);
  const techniqueKeys = await techniqueKeysOf(ctx.tx, ctx.orgId);
  const criteria = compileCriteria(ctx.query, { alias: 's', techniqueKeys });
  return sql`s.org_id = ${ctx.orgId} and s.type = ${ctx.submissionType}
    and s.status = ${scope.status} and s.superseded = false
    and ${scope.where} and ${criteria}`;
}

async function countOf(ctx: ReportContext, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from form_submissions s where ${where}`,
  );
  return Number(row?.total ?? 0);
}

interface RawIncidentRow extends Omit<
  IncidentRow,
  'cpomsSyncFailed' | 'createdAt' | 'parentsInformed'
> {
  cpomsSyncFailed: boolean;
  parentsInformed: boolean | null;
  createdAt: string | Date;
}

const iso = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** Current versions matching the criteria within `scope`, reference descending, one page. */
export async function searchIncidents(
  ctx: ReportContext,
  scope: SearchScope,
): Promise<{ rows: IncidentRow[]; total: number }> {
  const where = await searchCondition(ctx, scope);
  const total = await countOf(ctx, where);
  const rows = await queryRows<RawIncidentRow>(
    ctx.tx,
    sql`select s.id, s.reference, s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        (select us.value from user_settings us
          where us.org_id = s.org_id and us.user_id = s.subject_id and us.key = 'academicYear'
          order by us.id desc limit 1) as "yearGroup",
        (select r.response from form_responses r
          where r.submission_id = s.id and r.question_key = 'dateOfIncident'
          order by r.id desc limit 1) as "dateOfIncident",
        s.sub_type as subtype, s.type, s.flag, s.parents_informed as "parentsInformed",
        case when s.pdf_file_id is null then null else '/api/file/' || s.pdf_file_id end as "pdfUrl",
        s.cpoms_id as "cpomsId", u.cpoms_id as "userCpomsId",
        s.cpoms_sync_failed as "cpomsSyncFailed", s.status, s.created_at as "createdAt"
      from form_submissions s
      left join users u on u.id = s.subject_id and u.org_id = s.org_id
      where ${where}
      order by s.reference desc nulls last, s.id desc
      limit ${ctx.limit} offset ${ctx.offset}`,
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      reference: row.reference === null ? null : Number(row.reference),
      userId: row.userId === null ? null : Number(row.userId),
      parentsInformed: row.parentsInformed === null ? null : row.parentsInformed ? 'yes' : 'no',
      cpomsSyncFailed: row.cpomsSyncFailed ? 1 : 0,
      createdAt: iso(row.createdAt),
    })),
  };
}

/** The caller's own current Drafts matching the criteria, newest first, one page. */
export async function searchDrafts(
  ctx: ReportContext,
): Promise<{ rows: IncidentDraftRow[]; total: number }> {
  const where = await searchCondition(ctx, {
    status: 'Draft',
    where: sql`s.author_id = ${ctx.userId}`,
  });
  const total = await countOf(ctx, where);
  const rows = await queryRows<Omit<IncidentDraftRow, 'createdAt'> & { createdAt: string | Date }>(
    ctx.tx,
    sql`select s.id, s.created_at as "createdAt", s.subject_id as "userId",
        coalesce(u.first_name, '') as firstname, coalesce(u.last_name, '') as lastname,
        s.sub_type as subtype
      from form_submissions s
      left join users u on u.id = s.subject_id and u.org_id = s.org_id
      where ${where}
      order by s.created_at desc, s.id desc
      limit ${ctx.limit} offset ${ctx.offset}`,
  );
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      id: Number(row.id),
      userId: row.userId === null ? null : Number(row.userId),
      createdAt: iso(row.createdAt),
    })),
  };
}
