import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { directAccessGrants, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { parseFields, parseLimit, pick } from '../../platform/list-query';
import { requirePermission } from '../../platform/permissions';
import { inOrganisation } from '../users/service';
import { userOfOrganisation } from '../users/guards';
import type { RequestContext } from '../../platform/request-context';

const STAFF_FIELDS = ['id', 'firstName', 'lastName', 'email'] as const;

export interface StaffListParams {
  fields?: string;
  limit?: number;
}

function activeGrant(orgId: number, subjectId: number): SQL {
  return sql`exists (select 1 from direct_access_grants g where g.org_id = ${orgId} and g.subject_id = ${subjectId} and g.user_id = ${users.id} and g.revoked = false)`;
}

/** Active staff of the organisation with (`granted`) or without an active grant for the subject. */
export async function listStaff(
  ctx: RequestContext,
  subjectId: number,
  granted: boolean,
  params: StaffListParams,
) {
  const { tx } = ctx;
  requirePermission(ctx, 'studentGrantDirectAccess');
  const fields = parseFields(params.fields, STAFF_FIELDS);
  const limit = parseLimit(params.limit, 1000);
  const orgId = ctx.orgId;
  await userOfOrganisation(tx, orgId, subjectId, { type: 'student' });
  const grant = activeGrant(orgId, subjectId);
  const rows = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      total: sql<number>`count(*) over ()`,
    })
    .from(users)
    .where(
      and(
        inOrganisation(orgId, 'user'),
        eq(users.deleted, false),
        granted ? grant : sql`not ${grant}`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(limit);
  return {
    data: rows.map(({ total: _t, ...r }) => pick(r, fields)),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The staff members named must be active staff of the organisation (404 naming the first that is not). */
async function staffIds(tx: Tx, orgId: number, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, wanted), inOrganisation(orgId, 'user'), eq(users.deleted, false)));
  const known = new Set(found.map((r) => r.id));
  const missing = wanted.find((id) => !known.has(id));
  if (missing !== undefined) throw notFound(`userGrantedAccess: staff member ${missing} not found`);
  return wanted;
}

/** Grant and revoke both need the permission and a service user of the active organisation. */
async function assertMayChangeAccess(ctx: RequestContext, subjectId: number) {
  const { tx } = ctx;
  requirePermission(ctx, 'studentGrantDirectAccess');
  await userOfOrganisation(tx, ctx.orgId, subjectId, { type: 'student' });
  return ctx.orgId;
}

/** Grants each staff member access to the subject's records (already granted: left as is). */
export async function grantAccess(ctx: RequestContext, subjectId: number, staff: number[]) {
  const { tx } = ctx;
  const orgId = await assertMayChangeAccess(ctx, subjectId);
  for (const userId of await staffIds(tx, orgId, staff)) {
    const [existing] = await tx
      .select({ id: directAccessGrants.id })
      .from(directAccessGrants)
      .where(
        and(
          eq(directAccessGrants.orgId, orgId),
          eq(directAccessGrants.subjectId, subjectId),
          eq(directAccessGrants.userId, userId),
          eq(directAccessGrants.revoked, false),
        ),
      );
    if (existing) continue;
    const [row] = await tx
      .insert(directAccessGrants)
      .values({ orgId, subjectId, userId, grantedBy: ctx.userId })
      .returning({ id: directAccessGrants.id });
    await audit(tx, ctx, {
      action: 'grant',
      entity: 'direct_access_grant',
      entityId: row!.id,
      after: { subjectId, userId, revoked: false },
    });
  }
}

/** Revokes the staff members' active grants (revoked, revoked_by, revoked_at; rows are kept). */
export async function revokeAccess(ctx: RequestContext, subjectId: number, staff: number[]) {
  await assertMayChangeAccess(ctx, subjectId);
  await revokeGrants(
    ctx,
    eq(directAccessGrants.subjectId, subjectId),
    inArray(directAccessGrants.userId, [...new Set(staff)]),
  );
}

/**
 * Revokes the organisation's active grants that match (revoked, revoked_by, revoked_at; rows are
 * kept), one audit entry each.
 */
export async function revokeGrants(ctx: RequestContext, ...match: SQL[]): Promise<void> {
  const { tx } = ctx;
  const rows = await tx
    .update(directAccessGrants)
    .set({ revoked: true, revokedBy: ctx.userId, revokedAt: new Date() })
    .where(
      and(eq(directAccessGrants.orgId, ctx.orgId), ...match, eq(directAccessGrants.revoked, false)),
    )
    .returning({
      id: directAccessGrants.id,
      subjectId: directAccessGrants.subjectId,
      userId: directAccessGrants.userId,
    });
  for (const row of rows) {
    await audit(tx, ctx, {
      action: 'revoke',
      entity: 'direct_access_grant',
      entityId: row.id,
      before: { subjectId: row.subjectId, userId: row.userId, revoked: false },
      after: { subjectId: row.subjectId, userId: row.userId, revoked: true },
    });
  }
}
