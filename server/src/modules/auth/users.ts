import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import type { SessionUser } from '../../platform/sessions';

export type UserRow = typeof users.$inferSelect;

/** A staff account (type 'user', not deleted) by e-mail, case-insensitive. */
export async function findStaffByEmail(tx: Tx, email: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(
      and(
        eq(users.email, email.trim().toLowerCase()),
        eq(users.type, 'user'),
        eq(users.deleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export function sessionUser(row: UserRow): SessionUser {
  return {
    id: row.id,
    orgId: row.orgId,
    email: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    isGlobalAdmin: row.isGlobalAdmin,
    isDeveloper: row.isDeveloper,
  };
}
