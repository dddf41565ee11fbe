import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { forbidden, notFound } from '../../platform/errors';
import { inOrganisation, type UserType } from './service';

/**
 * Bodies of the old client name the organisation (`organisation`); when sent it must be the
 * active one, so a request never writes into another tenant than the one it is scoped to.
 */
export function assertBodyOrganisation(
  who: { orgId: number },
  organisation: number | undefined,
): void {
  if (organisation !== undefined && organisation !== who.orgId) {
    throw forbidden('You do not have access to this organisation');
  }
}

export type UserRow = typeof users.$inferSelect;

/** A user of the active organisation (service user or staff with an active membership), or 404. */
export async function userOfOrganisation(
  tx: Tx,
  orgId: number,
  id: number,
  opts: { type?: UserType; includeDeleted?: boolean } = {},
): Promise<UserRow> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), inOrganisation(orgId, opts.type)))
    .limit(1);
  if (!row || (row.deleted && !opts.includeDeleted)) throw notFound(`User ${id} not found`);
  return row;
}

/** The answer shape of a user (never the password hash or the admin flags). */
export function userAnswer(row: UserRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    reference: row.reference,
    type: row.type,
    email: row.email,
    userName: row.userName,
    ethnicity: row.ethnicity,
    gender: row.gender,
    dob: row.dob,
    createdAt: row.createdAt.toISOString(),
    deleted: row.deleted,
    jobTitle: row.jobTitle,
    cpomsId: row.cpomsId,
    ...(row.type === 'student' ? { senStatus: row.senStatus } : {}),
  };
}

/** PostgreSQL unique violation (23505), as thrown by node-postgres or PGlite (maybe wrapped). */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const rec = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (rec.code === '23505') return typeof rec.constraint === 'string' ? rec.constraint : '';
    e = rec.cause;
  }
  return null;
}
