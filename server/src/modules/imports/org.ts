import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema/index';

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
