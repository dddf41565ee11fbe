import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { actionLog } from '../../db/schema/index';
import {
  idList,
  parseListParams,
  pick,
  type ListParams,
  type ListSpec,
} from '../../platform/list-query';
import type { RequestContext } from '../../platform/request-context';
import { submissionVisibleTo, viewerFor } from '../../platform/visibility';

const FIELDS = [
  'id',
  'description',
  'type',
  'key',
  'actionedBy',
  'createdAt',
  'subject',
  'organisation',
  'additionalData',
  'pdfUrl',
] as const;
type Field = (typeof FIELDS)[number];
const SPEC: ListSpec<Field, 'id' | 'subject' | 'organisation' | 'type' | 'key'> = {
  fields: FIELDS,
  where: { id: 'ids', subject: 'ids', organisation: 'id', type: 'string', key: 'string' },
  sort: ['id', 'createdAt', 'type', 'key', 'subject', 'actionedBy'],
  maxLimit: 1000,
};

/** additional_data->>'submissionId' as an integer, or null when absent or not a whole number. */
const submissionIdOf = sql`case when (${actionLog.additionalData}->>'submissionId') ~ '^[0-9]{1,9}$' then (${actionLog.additionalData}->>'submissionId')::int end`;

/**
 * Action log entries about the organisation's service users. An entry naming a submission
 * (additionalData.submissionId) is listed only when the caller may see that submission; its
 * pdfUrl is that submission's PDF. Default order id DESC.
 */
export async function listActionLog(ctx: RequestContext, params: ListParams) {
  const { fields, where, sort, limit } = parseListParams(params, SPEC);
  const { tx, orgId } = ctx;
  const viewer = await viewerFor(ctx);
  const conditions: SQL[] = [
    eq(actionLog.orgId, orgId),
    sql`exists (select 1 from users u where u.id = ${actionLog.subjectId} and u.type = 'student' and u.org_id = ${orgId})`,
    sql`(${submissionIdOf} is null or exists (
      select 1 from form_submissions s
      where s.id = ${submissionIdOf} and s.org_id = ${orgId} and ${submissionVisibleTo(viewer, 's')}
    ))`,
  ];
  if (where.id !== undefined) conditions.push(inArray(actionLog.id, idList(where.id)));
  if (where.subject !== undefined)
    conditions.push(inArray(actionLog.subjectId, idList(where.subject)));
  if (where.organisation !== undefined && where.organisation !== orgId) conditions.push(sql`false`);
  if (where.type !== undefined) conditions.push(eq(actionLog.type, where.type as string));
  if (where.key !== undefined) conditions.push(eq(actionLog.key, where.key as string));
  const columns = {
    id: actionLog.id,
    description: actionLog.description,
    type: actionLog.type,
    key: actionLog.key,
    actionedBy: actionLog.actionedBy,
    createdAt: actionLog.createdAt,
    subject: actionLog.subjectId,
    organisation: actionLog.orgId,
    additionalData: actionLog.additionalData,
  };
  const order =
    sort.length === 0
      ? [desc(actionLog.id)]
      : sort.map((t) => {
          const column = columns[t.field as keyof typeof columns];
          return t.direction === 'desc' ? desc(column) : asc(column);
        });
  const rows = await tx
    .select({
      ...columns,
      pdfFileId: sql<
        number | null
      >`(select s.pdf_file_id from form_submissions s where s.id = ${submissionIdOf} and s.org_id = ${orgId})`,
      total: sql<number>`count(*) over ()`,
    })
    .from(actionLog)
    .where(and(...conditions))
    .orderBy(...order, desc(actionLog.id))
    .limit(limit);
  const data = rows.map(({ total: _t, pdfFileId, ...r }) =>
    pick(
      {
        ...r,
        createdAt: r.createdAt.toISOString(),
        additionalData: r.additionalData ?? null,
        pdfUrl: pdfFileId ? `/api/file/${pdfFileId}` : null,
      },
      fields,
    ),
  );
  return { data, total: Number(rows[0]?.total ?? 0) };
}
