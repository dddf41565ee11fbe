import { and, eq, ne, sql } from 'drizzle-orm';
import type { ServiceUserCreateData, UserUpdateData } from 'shared-api/schemas';
import { queryRows, type Tx } from '../../db/client';
import { directAccessGrants, memberships, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import { requirePermission } from '../../platform/permissions';
import { revokeGrants } from '../access/service';
import { activeOrganisation } from '../../platform/organisation';
import { userAnswer, userOfOrganisation, type UserRow } from './guards';
import { checkEmail, checkServiceUser, requiredName } from './validate';
import type { RequestContext } from '../../platform/request-context';

/** A learner number is unique among the organisation's service users that are not deleted. */
async function assertReferenceFree(
  tx: Tx,
  orgId: number,
  reference: string,
  exceptId?: number,
): Promise<void> {
  const conditions = [
    eq(users.orgId, orgId),
    eq(users.type, 'student'),
    eq(users.deleted, false),
    eq(users.reference, reference),
  ];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const [clash] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .limit(1);
  if (clash) {
    throw httpError(409, `reference: '${reference}' is already used by another service user`);
  }
}

export async function createServiceUser(
  ctx: RequestContext,
  data: ServiceUserCreateData,
): Promise<number> {
  const { tx } = ctx;
  requirePermission(ctx, 'serviceUserManage');
  if (data.type !== 'student') {
    throw badRequest("type: must be 'student' (staff join by invitation or staff import)");
  }
  const org = await activeOrganisation(ctx);
  const values = checkServiceUser(data, { wondeSync: org.wondeSync });
  if (values.reference) await assertReferenceFree(tx, ctx.orgId, values.reference);
  const [row] = await tx
    .insert(users)
    .values({ ...values, orgId: ctx.orgId, type: 'student' })
    .returning();
  await audit(tx, ctx, {
    action: 'create',
    entity: 'user',
    entityId: row!.id,
    after: userAnswer(row!),
  });
  return row!.id;
}

const STUDENT_ONLY = ['reference', 'dob', 'ethnicity', 'gender', 'cpomsId', 'senStatus'] as const;

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

async function updateServiceUser(ctx: RequestContext, target: UserRow, data: UserUpdateData) {
  const { tx } = ctx;
  requirePermission(ctx, 'serviceUserManage');
  if (present(data.jobTitle)) throw badRequest('jobTitle: service users have no job title');
  const org = await activeOrganisation(ctx);
  const values = checkServiceUser(data, { wondeSync: org.wondeSync });
  if (values.reference) await assertReferenceFree(tx, ctx.orgId, values.reference, target.id);
  return values;
}

async function updateStaff(ctx: RequestContext, target: UserRow, data: UserUpdateData) {
  const { tx } = ctx;
  requirePermission(ctx, 'userManage');
  for (const field of STUDENT_ONLY) {
    if (present(data[field])) throw badRequest(`${field}: staff members do not have this field`);
  }
  const values = {
    firstName: requiredName('firstName', data.firstName),
    lastName: requiredName('lastName', data.lastName),
    email: checkEmail(data.email ?? ''),
    jobTitle: (data.jobTitle ?? '').trim(),
  };
  if (!values.email) throw badRequest('email: is required');
  if (!values.jobTitle) throw badRequest('jobTitle: is required');
  if (values.email !== target.email) {
    // The e-mail is the sign-in name of an account that may belong to other organisations too.
    if (target.orgId !== ctx.orgId || target.isGlobalAdmin || target.isDeveloper) {
      throw forbidden("This user's e-mail can only be changed by their home organisation");
    }
    const [clash] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, values.email), eq(users.type, 'user'), eq(users.deleted, false)))
      .limit(1);
    if (clash) throw httpError(409, `email: '${values.email}' is already used by another account`);
  }
  return { ...values, userName: values.email !== target.email ? values.email : target.userName };
}

export async function updateUser(ctx: RequestContext, id: number, data: UserUpdateData) {
  const { tx } = ctx;
  if (data.id !== undefined && data.id !== id)
    throw badRequest(`id: must be ${id} (the user in the path)`);
  const target = await userOfOrganisation(tx, ctx.orgId, id);
  if (data.type !== undefined && data.type !== target.type) {
    throw badRequest(`type: user ${id} is of type '${target.type}'`);
  }
  const values =
    target.type === 'student'
      ? await updateServiceUser(ctx, target, data)
      : await updateStaff(ctx, target, data);
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw notFound(`User ${id} not found`);
  await audit(tx, ctx, {
    action: 'update',
    entity: 'user',
    entityId: id,
    before: userAnswer(target),
    after: userAnswer(row),
  });
  return userAnswer(row);
}

/**
 * Service user: `deleted = true` (records about them stay). Staff: their membership of this
 * organisation is deleted; the account itself may belong to other organisations and stays.
 */
export async function deleteUser(ctx: RequestContext, id: number): Promise<void> {
  const { tx } = ctx;
  const target = await userOfOrganisation(tx, ctx.orgId, id);
  if (id === ctx.userId) throw forbidden('You cannot delete yourself');
  if (target.type === 'student') {
    requirePermission(ctx, 'serviceUserManage');
    await tx.update(users).set({ deleted: true }).where(eq(users.id, id));
    await audit(tx, ctx, {
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: { deleted: false },
      after: { deleted: true },
    });
    return;
  }
  requirePermission(ctx, 'userManage');
  const org = await activeOrganisation(ctx);
  if (org.admin === id) throw forbidden("The organisation's administrator cannot be deleted");
  const removed = await tx
    .update(memberships)
    .set({ deleted: true })
    .where(
      and(
        eq(memberships.orgId, ctx.orgId),
        eq(memberships.userId, id),
        eq(memberships.deleted, false),
      ),
    )
    .returning({ id: memberships.id, roleId: memberships.roleId });
  // Direct access ends with the membership (a later re-invitation must not reopen records).
  await revokeGrants(ctx, eq(directAccessGrants.userId, id));
  await audit(tx, ctx, {
    action: 'delete',
    entity: 'membership',
    entityId: removed[0]?.id ?? null,
    before: { userId: id, roleId: removed[0]?.roleId ?? null, deleted: false },
    after: { userId: id, deleted: true },
  });
}

/**
 * Seats counted against numAllowedUsers: staff with an active membership here, plus live
 * invitations to e-mails that hold no active membership here (a staff member created by an import
 * has both a membership and an invitation, and takes one seat). Invitations to `replacing` e-mails
 * are left out: the caller is about to replace them.
 */
export async function seatsTaken(
  tx: Tx,
  orgId: number,
  replacing: readonly string[] = [],
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`
    select (
      select count(*) from memberships m join users u on u.id = m.user_id
      where m.org_id = ${orgId} and m.deleted = false and u.type = 'user' and u.deleted = false
    ) + (
      select count(distinct t.email) from one_time_tokens t
      where t.org_id = ${orgId} and t.purpose = 'invitation' and t.used_at is null
        and t.expires_at > now() and t.email is not null
        ${
          replacing.length
            ? sql`and t.email not in (${sql.join(
                replacing.map((e) => sql`${e}`),
                sql`, `,
              )})`
            : sql``
        }
        and not exists (
          select 1 from memberships m join users u on u.id = m.user_id
          where m.org_id = ${orgId} and m.deleted = false and u.type = 'user'
            and u.deleted = false and u.email = t.email
        )
    ) as n`,
  );
  return Number(row?.n ?? 0);
}
