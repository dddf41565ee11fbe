import { organisationSettings, organisations, roles } from '../db/schema/index';
import type { Tx } from '../db/client';
import { defaultOrganisationSettings } from '../seed/defaults';
import { BESMART_SETTINGS_TYPE } from './organisation';
import { FULL_USER_PERMISSIONS, RESTRICTED_USER_PERMISSIONS } from './permissions';

export type NewOrganisation = typeof organisations.$inferInsert;

/**
 * Creates an organisation with its two roles (Admin = Full User, Standard = Restricted User) and
 * the default Service Setup settings. Needs besmart_system (the organisation does not exist yet).
 */
export async function createOrganisation(tx: Tx, values: NewOrganisation) {
  const [org] = await tx.insert(organisations).values(values).returning();
  const [admin, standard] = await tx
    .insert(roles)
    .values([
      { orgId: org!.id, title: 'Admin', permissions: [...FULL_USER_PERMISSIONS] },
      { orgId: org!.id, title: 'Standard', permissions: [...RESTRICTED_USER_PERMISSIONS] },
    ])
    .returning();
  await tx.insert(organisationSettings).values(
    defaultOrganisationSettings().map((s) => ({
      ...s,
      orgId: org!.id,
      type: BESMART_SETTINGS_TYPE,
    })),
  );
  return { org: org!, adminRole: admin!, standardRole: standard! };
}
