import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ServiceUserCreateData, UserUpdateData } from 'shared-api/schemas';
import { queryRows, type Tx } from '../../db/client';
import { directAccessGrants, memberships, organisations, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden, httpError, notFound } from '../../platform/errors';
import { requirePermission } from '../../platform/permissions';
import { revokeGrants } from '../access/service';
import { findOrganisation } from '../organisations/service';
import { userAnswer, userOfOrganisation, type UserRow } from './guards';
import { checkEmail, checkServiceUser, requiredName } from './validate';

async function organisationOf(tx: Tx, orgId: number) {
  const org = await findOrganisation(tx, orgId);
  if (!org) throw notFound('Organisation not found');
  return org;
}

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
  tx: Tx,
  request: FastifyRequest,
  data: ServiceUserCreateData,
): Promise<number> {
  requirePermission(request, 'serviceUserManage');
  if (data.type !== 'student') {
    throw badRequest("type: must be 'student' (staff join by invitation or staff import)");
  }
  const org = await organisationOf(tx, request.orgId);
  const values = checkServiceUser(data, { wondeSync: org.wondeSync });
  if (values.reference) await assertReferenceFree(tx, request.orgId, values.reference);
  const [row] = await tx
    .insert(users)
    .values({ ...values, orgId: request.orgId, type: 'student' })
    .returning();
  await audit(tx, request, {
    action: 'create',
    entity: 'user',
    entityId: row!.id,
    after: userAnswer(row!),
  });
  return row!.id;
}

const STUDENT_ONLY = ['reference', 'dob', 'ethnicity', 'gender', 'cpomsId'] as const;

function present(value: string | null | undefined): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

async function updateServiceUser(
  tx: Tx,
  request: FastifyRequest,
  target: UserRow,
  data: UserUpdateData,
) {
  requirePermission(request, 'serviceUserManage');
  if (present(data.jobTitle)) throw badRequest('jobTitle: service users have no job title');
  const org = await organisationOf(tx, request.orgId);
  const values = checkServiceUser(data, { wondeSync: org.wondeSync });
  if (values.reference) await assertReferenceFree(tx, request.orgId, values.reference, target.id);
  return values;
}

async function updateStaff(tx: Tx, request: FastifyRequest, target: UserRow, data: UserUpdateData) {
  requirePermission(request, 'userManage');
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
    if (target.orgId !== request.orgId || target.isGlobalAdmin || target.isDeveloper) {
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

export async function updateUser(
  tx: Tx,
  request: FastifyRequest,
  id: number,
  data: UserUpdateData,
) {
  if (data.id !== undefined && data.id !== id)
    throw badRequest(`id: must be ${id} (the user in the path)`);
  const target = await userOfOrganisation(tx, request.orgId, id);
  if (data.type !== undefined && data.type !== target.type) {
    throw badRequest(`type: user ${id} is of type '${target.type}'`);
  }
  const values =
    target.type === 'student'
      ? await updateServiceUser(tx, request, target, data)
      : await updateStaff(tx, request, target, data);
  const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row) throw notFound(`User ${id} not found`);
  await audit(tx, request, {
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
export async function deleteUser(tx: Tx, request: FastifyRequest, id: number): Promise<void> {
  const target = await userOfOrganisation(tx, request.orgId, id);
  if (id === request.auth.userId) throw forbidden('You cannot delete yourself');
  if (target.type === 'student') {
    requirePermission(request, 'serviceUserManage');
    await tx.update(users).set({ deleted: true }).where(eq(users.id, id));
    await audit(tx, request, {
      action: 'delete',
      entity: 'user',
      entityId: id,
      before: { deleted: false },
      after: { deleted: true },
    });
    return;
  }
  requirePermission(request, 'userManage');
  const [org] = await tx
    .select({ admin: organisations.admin })
    .from(organisations)
    .where(eq(organisations.id, request.orgId));
  if (org?.admin === id) throw forbidden("The organisation's administrator cannot be deleted");
  const removed = await tx
    .update(memberships)
    .set({ deleted: true })
    .where(
      and(
        eq(memberships.orgId, request.orgId),
        eq(memberships.userId, id),
        eq(memberships.deleted, false),
      ),
    )
    .returning({ id: memberships.id, roleId: memberships.roleId });
  // Direct access ends with the membership (a later re-invitation must not reopen records).
  await revokeGrants(tx, request, eq(directAccessGrants.userId, id));
  await audit(tx, request, {
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
