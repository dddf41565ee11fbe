import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema/index';
import type { OrganisationRow } from '../../platform/organisation';

export async function findOrganisation(tx: Tx, id: number): Promise<OrganisationRow | null> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row && !row.deleted ? row : null;
}
