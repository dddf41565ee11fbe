import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FormResponseRow, SubmissionRow } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { formResponses, users } from '../../db/schema/index';
import {
  idList,
  parseFields,
  parseLimit,
  parseSort,
  parseWhere,
  pick,
  type ListParams,
  type WhereKind,
} from '../../platform/list-query';
import type { RequestContext } from '../../platform/request-context';
import {
  submissionVisibleTo,
  viewerFor,
  writesOrCollaboratesOnChain,
  type Viewer,
} from '../../platform/visibility';
import { fs } from './access';

export const SUBMISSION_FIELDS = [
  'id',
  'reference',
  'type',
  'subType',
  'status',
  'author',
  'subject',
  'user',
  'notify',
  'formId',
  'rootId',
  'flag',
  'parentsInformed',
  'pdfUrl',
  'cpomsId',
  'cpomsSyncFailed',
  'collaborators',
  'mayEdit',
  'createdAt',
  'updatedAt',
  'subjectFirstName',
  'subjectLastName',
] as const;

const SUBMISSION_WHERE = {
  id: 'ids',
  type: 'string',
  subType: 'string',
  status: 'string',
  subject: 'ids',
  user: 'ids',
  author: 'ids',
  formId: 'id',
  current: 'boolean',
  organisation: 'id',
} as const satisfies Record<string, WhereKind>;

const SORTABLE = {
  id: fs.id,
  reference: fs.reference,
  type: fs.type,
  subType: fs.subType,
  status: fs.status,
  author: fs.authorId,
  subject: fs.subjectId,
  user: fs.subjectId,
  formId: fs.formId,
  rootId: fs.rootId,
  flag: fs.flag,
  createdAt: fs.createdAt,
  updatedAt: fs.updatedAt,
} as const;
type SortField = keyof typeof SORTABLE;

/** A viewer that may know whether the caller is a safeguarding lead (request viewers do). */
type RowViewer = Viewer & { isSafeguardingLead?: boolean };

/**
 * The caller may publish a new version: the same rule as the edit check of POST
 * /api/formsubmission (author or collaborator of a version of the chain, or a safeguarding lead),
 * so a screen can show the read-only view instead of fields the server refuses at the end.
 */
function mayEditColumn(viewer: RowViewer) {
  return viewer.isSafeguardingLead
    ? sql<boolean>`true`
    : sql<boolean>`(fs.author_id = ${viewer.userId} or ${writesOrCollaboratesOnChain(viewer, 'fs')})`;
}

/** Columns of a submission row of the API (joined with its service user). */
function rowColumns(viewer: RowViewer) {
  return {
    id: fs.id,
    reference: fs.reference,
    type: fs.type,
    subType: fs.subType,
    status: fs.status,
    authorId: fs.authorId,
    subjectId: fs.subjectId,
    notify: fs.notify,
    formId: fs.formId,
    rootId: fs.rootId,
    flag: fs.flag,
    parentsInformed: fs.parentsInformed,
    pdfFileId: fs.pdfFileId,
    cpomsId: fs.cpomsId,
    cpomsSyncFailed: fs.cpomsSyncFailed,
    createdAt: fs.createdAt,
    updatedAt: fs.updatedAt,
    collaborators: sql<
      number[]
    >`coalesce((select json_agg(co.user_id order by co.user_id) from collaborators co where co.submission_id = ${fs.id}), '[]'::json)`,
    mayEdit: mayEditColumn(viewer),
    subjectFirstName: users.firstName,
    subjectLastName: users.lastName,
  };
}

function rawQuery(tx: Tx, viewer: RowViewer) {
  return tx
    .select({ ...rowColumns(viewer), total: sql<number>`count(*) over ()` })
    .from(fs)
    .leftJoin(users, eq(users.id, fs.subjectId));
}
type RawRow = Awaited<ReturnType<typeof rawQuery>>[number];

export function pdfUrlOf(fileId: number | null): string | null {
  return fileId === null ? null : `/api/file/${fileId}`;
}

function toApiRow(r: RawRow): SubmissionRow {
  const collaborators = (
    typeof r.collaborators === 'string' ? JSON.parse(r.collaborators) : r.collaborators
  ) as number[];
  return {
    id: r.id,
    reference: r.reference,
    type: r.type,
    subType: r.subType,
    status: r.status,
    author: r.authorId,
    subject: r.subjectId,
    user: r.subjectId,
    notify: r.notify ?? [],
    formId: r.formId,
    rootId: r.rootId,
    flag: r.flag,
    parentsInformed: r.parentsInformed === null ? null : r.parentsInformed ? 'yes' : 'no',
    pdfUrl: pdfUrlOf(r.pdfFileId),
    cpomsId: r.cpomsId,
    cpomsSyncFailed: r.cpomsSyncFailed ? 1 : 0,
    collaborators: collaborators.map(Number),
    mayEdit: r.mayEdit === true || String(r.mayEdit) === 'true',
    createdAt: new Date(r.createdAt).toISOString(),
    updatedAt: new Date(r.updatedAt).toISOString(),
    subjectFirstName: r.subjectFirstName ?? null,
    subjectLastName: r.subjectLastName ?? null,
  };
}

async function selectRows(
  tx: Tx,
  viewer: RowViewer,
  condition: SQL | undefined,
  order: SQL[],
  limit: number,
) {
  const rows = await rawQuery(tx, viewer)
    .where(condition)
    .orderBy(...order, asc(fs.id))
    .limit(limit);
  return { rows: rows.map(toApiRow), total: Number(rows[0]?.total ?? 0) };
}

/** One visible submission as an API row (404 handling is the caller's). */
export async function submissionRow(
  tx: Tx,
  viewer: RowViewer,
  id: number,
): Promise<SubmissionRow | null> {
  const { rows } = await selectRows(
    tx,
    viewer,
    and(eq(fs.id, id), eq(fs.orgId, viewer.orgId), submissionVisibleTo(viewer, 'fs')),
    [],
    1,
  );
  return rows[0] ?? null;
}

/** GET /api/formsubmission: the submissions the caller may see. */
export async function listSubmissions(ctx: RequestContext, params: ListParams) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const fields = parseFields(params.fields, SUBMISSION_FIELDS);
  const where = parseWhere(params.where, SUBMISSION_WHERE);
  const sort = parseSort(params.sort, Object.keys(SORTABLE) as SortField[]);
  const limit = parseLimit(params.limit, 1000);
  const conditions: SQL[] = [eq(fs.orgId, viewer.orgId), submissionVisibleTo(viewer, 'fs')];
  if (where.organisation !== undefined && where.organisation !== viewer.orgId) {
    conditions.push(sql`false`);
  }
  if (where.id !== undefined) conditions.push(inArray(fs.id, idList(where.id)));
  // Stored types are lower case; older screens ask for 'incidentReport' (spec 2 §7).
  if (where.type !== undefined) conditions.push(eq(fs.type, (where.type as string).toLowerCase()));
  if (where.subType !== undefined) conditions.push(eq(fs.subType, where.subType as string));
  if (where.status !== undefined) conditions.push(eq(fs.status, where.status as 'Draft'));
  for (const key of ['subject', 'user'] as const) {
    const v = where[key];
    if (v !== undefined) conditions.push(inArray(fs.subjectId, idList(v)));
  }
  if (where.author !== undefined) conditions.push(inArray(fs.authorId, idList(where.author)));
  if (where.formId !== undefined) conditions.push(eq(fs.formId, where.formId as number));
  if (where.current !== undefined) conditions.push(eq(fs.superseded, !(where.current as boolean)));
  const order = sort.map((s) =>
    s.direction === 'desc' ? desc(SORTABLE[s.field]) : asc(SORTABLE[s.field]),
  );
  const { rows, total } = await selectRows(tx, viewer, and(...conditions), order, limit);
  return { data: rows.map((row) => pick(row, fields)), total };
}

export const RESPONSE_FIELDS = [
  'id',
  'submission',
  'questionKey',
  'questionText',
  'response',
  'responseType',
] as const;
type ResponseField = (typeof RESPONSE_FIELDS)[number];

const RESPONSE_WHERE = {
  id: 'ids',
  submission: 'ids',
  questionKey: 'string',
} as const satisfies Record<string, WhereKind>;

const RESPONSE_SORT = {
  id: formResponses.id,
  submission: formResponses.submissionId,
  questionKey: formResponses.questionKey,
} as const;

/** GET /api/formresponse: answers of visible submissions only. */
export async function listResponses(ctx: RequestContext, params: ListParams) {
  const { tx } = ctx;
  const viewer = await viewerFor(ctx);
  const fields = parseFields(params.fields, RESPONSE_FIELDS);
  const where = parseWhere(params.where, RESPONSE_WHERE);
  const sort = parseSort(params.sort, Object.keys(RESPONSE_SORT) as ResponseField[]);
  const limit = parseLimit(params.limit, 4000);
  const conditions: SQL[] = [
    eq(formResponses.orgId, viewer.orgId),
    sql`exists (select 1 from form_submissions fs where fs.id = ${formResponses.submissionId}
      and fs.org_id = ${viewer.orgId} and ${submissionVisibleTo(viewer, 'fs')})`,
  ];
  if (where.id !== undefined) conditions.push(inArray(formResponses.id, idList(where.id)));
  if (where.submission !== undefined) {
    conditions.push(inArray(formResponses.submissionId, idList(where.submission)));
  }
  if (where.questionKey !== undefined) {
    conditions.push(eq(formResponses.questionKey, where.questionKey as string));
  }
  const order = sort.map((s) => {
    const col = RESPONSE_SORT[s.field as keyof typeof RESPONSE_SORT];
    return s.direction === 'desc' ? desc(col) : asc(col);
  });
  const rows = await tx
    .select({
      id: formResponses.id,
      submission: formResponses.submissionId,
      questionKey: formResponses.questionKey,
      questionText: formResponses.questionText,
      response: formResponses.response,
      responseType: formResponses.responseType,
      total: sql<number>`count(*) over ()`,
    })
    .from(formResponses)
    .where(and(...conditions))
    .orderBy(...order, asc(formResponses.id))
    .limit(limit);
  const total = Number(rows[0]?.total ?? 0);
  const data = rows.map(({ total: _t, ...row }) => pick(row as FormResponseRow, fields));
  return { data, total };
}
