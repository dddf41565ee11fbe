import { eq } from 'drizzle-orm';
import type { Organisation } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema/index';

type OrganisationRow = typeof organisations.$inferSelect;

/** The API's Organisation: every spec field, no bookkeeping columns (sequence, deleted flag). */
export function toApiOrganisation(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    appSettings: row.appSettings ?? null,
    enabledModules: row.enabledModules,
    logoUrl: row.logoUrl,
    hasSites: row.hasSites,
    createdAt: row.createdAt.toISOString(),
    admin: row.admin,
    sharedIncidentReports: row.sharedIncidentReports,
    sharedSmartPlans: row.sharedSmartPlans,
    numAllowedUsers: row.numAllowedUsers,
    wondeSync: row.wondeSync,
    safeguardingLeads: row.safeguardingLeads,
    enablePILExtras: row.enablePILExtras,
    aiTermsAccepted: row.aiTermsAccepted,
    cpomsEnabled: row.cpomsEnabled,
    cpomsDomain: row.cpomsDomain,
    cpomsSyncEverything: row.cpomsSyncEverything,
    plan: row.plan,
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
  };
}

export async function findOrganisation(tx: Tx, id: number): Promise<OrganisationRow | null> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).limit(1);
  return row && !row.deleted ? row : null;
}
