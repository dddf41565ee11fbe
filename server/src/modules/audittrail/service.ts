import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { auditTrail, users } from '../../db/schema/index';
import { forbidden } from '../../platform/errors';
import {
  parseFields,
  parseLimit,
  parseWhere,
  pick,
  type ListSpec,
} from '../../platform/list-query';
import type { RequestContext } from '../../platform/request-context';
import { viewerFor } from '../../platform/visibility';

const FIELDS = [
  'id',
  'action',
  'entity',
  'entityId',
  'actor',
  'actorFirstName',
  'actorLastName',
  'before',
  'after',
  'createdAt',
] as const;
type Field = (typeof FIELDS)[number];
const SPEC: ListSpec<Field, 'entity' | 'entityId' | 'actor' | 'action'> = {
  fields: FIELDS,
  where: { entity: 'string', entityId: 'string', actor: 'id', action: 'string' },
  sort: ['id'],
  maxLimit: 1000,
};

export interface ListParams {
  fields?: string;
  limit?: number;
  where?: string;
}

/** Organisation admins and safeguarding leads only. */
async function assertMayRead(ctx: RequestContext): Promise<void> {
  if (ctx.membership.isAdmin) return;
  if (!(await viewerFor(ctx)).isSafeguardingLead) {
    throw forbidden('Only safeguarding leads and administrators can read the audit trail');
  }
}

/** The organisation's audit entries, newest first. entityId matches as text (ids and e-mails). */
export async function listAuditTrail(ctx: RequestContext, params: ListParams) {
  const { tx } = ctx;
  await assertMayRead(ctx);
  const fields = parseFields(params.fields, SPEC.fields);
  const where = parseWhere(params.where, SPEC.where);
  const limit = parseLimit(params.limit, SPEC.maxLimit);
  const conditions: SQL[] = [eq(auditTrail.orgId, ctx.orgId)];
  if (where.entity !== undefined) conditions.push(eq(auditTrail.entity, where.entity as string));
  if (where.entityId !== undefined)
    conditions.push(eq(auditTrail.entityId, where.entityId as string));
  if (where.actor !== undefined) conditions.push(eq(auditTrail.actorId, where.actor as number));
  if (where.action !== undefined) conditions.push(eq(auditTrail.action, where.action as string));
  const rows = await tx
    .select({
      id: auditTrail.id,
      action: auditTrail.action,
      entity: auditTrail.entity,
      entityId: auditTrail.entityId,
      actor: auditTrail.actorId,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      before: auditTrail.before,
      after: auditTrail.after,
      createdAt: auditTrail.createdAt,
      total: sql<number>`count(*) over ()`,
    })
    .from(auditTrail)
    .leftJoin(users, eq(users.id, auditTrail.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditTrail.createdAt), desc(auditTrail.id))
    .limit(limit);
  const data = rows.map(({ total: _t, ...r }) =>
    pick(
      {
        ...r,
        actorFirstName: r.actorFirstName ?? null,
        actorLastName: r.actorLastName ?? null,
        createdAt: r.createdAt.toISOString(),
      },
      fields,
    ),
  );
  return { data, total: Number(rows[0]?.total ?? 0) };
}
