import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { memberships, organisations, users } from '../../db/schema/index';

export interface ImportOrg {
  id: number;
  name: string;
  wondeSync: boolean;
  numAllowedUsers: number | null;
}

/**
 * The active organisation's import settings. `lock` takes the organisation row FOR UPDATE, so two
 * imports into one organisation run one after the other (duplicate and user-limit checks stay true).
 */
export async function loadImportOrg(tx: Tx, orgId: number, lock: boolean): Promise<ImportOrg> {
  const query = tx
    .select({
      id: organisations.id,
      name: organisations.name,
      wondeSync: organisations.wondeSync,
      numAllowedUsers: organisations.numAllowedUsers,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId));
  const [org] = lock ? await query.for('update') : await query;
  if (!org) throw new Error(`import: organisation ${orgId} not visible`);
  return org;
}

/** Staff counted against numAllowedUsers: active memberships of non-deleted staff accounts. */
export async function countStaff(tx: Tx, orgId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.orgId, orgId),
        eq(memberships.deleted, false),
        eq(users.deleted, false),
        eq(users.type, 'user'),
      ),
    );
  return Number(row?.n ?? 0);
}

export const userLimitMessage = (n: number) =>
  `Your organisation has reached its limit of ${n} users. Contact us to add more.`;
