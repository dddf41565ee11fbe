import { and, eq, inArray } from 'drizzle-orm';
import type { Organisation, Terms } from 'shared-api/schemas';
import type { Tx } from '../db/client';
import { organisationSettings, organisations } from '../db/schema/index';
import { notFound } from './errors';

export type OrganisationRow = typeof organisations.$inferSelect;

/**
 * The one organisation loader: the organisation's row, or null when it does not exist or is
 * deleted (inside a tenant transaction only the active organisation is visible). `lock` takes the
 * row FOR UPDATE, so writers that depend on it (imports, settings) run one after the other.
 */
export async function loadOrganisation(
  tx: Tx,
  orgId: number,
  opts: { lock?: boolean } = {},
): Promise<OrganisationRow | null> {
  const query = tx
    .select()
    .from(organisations)
    .where(and(eq(organisations.id, orgId), eq(organisations.deleted, false)))
    .limit(1);
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** The active organisation of a request (404 `Organisation not found` if it went away). */
export async function activeOrganisation(
  ctx: { tx: Tx; orgId: number },
  opts: { lock?: boolean } = {},
): Promise<OrganisationRow> {
  const row = await loadOrganisation(ctx.tx, ctx.orgId, opts);
  if (!row) throw notFound('Organisation not found');
  return row;
}

/** The API shape of an organisation (contracts §1 `Organisation`). */
export function organisationDto(row: OrganisationRow): Organisation {
  return {
    id: row.id,
    name: row.name,
    appSettings: row.appSettings ?? null,
    enabledModules: row.enabledModules ?? [],
    logoUrl: row.logoUrl,
    hasSites: row.hasSites,
    createdAt: row.createdAt.toISOString(),
    admin: row.admin,
    sharedIncidentReports: row.sharedIncidentReports,
    sharedSmartPlans: row.sharedSmartPlans,
    numAllowedUsers: row.numAllowedUsers,
    wondeSync: row.wondeSync,
    safeguardingLeads: (row.safeguardingLeads ?? []).map((e) => e.toLowerCase()),
    enablePILExtras: row.enablePILExtras,
    aiTermsAccepted: row.aiTermsAccepted,
    aiTermsAcceptedBy: row.aiTermsAcceptedBy ?? null,
    aiTermsAcceptedAt: row.aiTermsAcceptedAt?.toISOString() ?? null,
    cpomsEnabled: row.cpomsEnabled,
    cpomsDomain: row.cpomsDomain,
    cpomsSyncEverything: row.cpomsSyncEverything,
    plan: row.plan,
    primaryColour: row.primaryColour,
    secondaryColour: row.secondaryColour,
    settingType: settingTypeOf(row),
  };
}

/** The organisation's type of setting (issue 13); unset reads as the plan's default. */
export function settingTypeOf(
  row: Pick<OrganisationRow, 'settingType' | 'plan'>,
): 'school' | 'childrensHome' {
  return row.settingType ?? (row.plan === 'Care' ? 'childrensHome' : 'school');
}

export const BESMART_SETTINGS_TYPE = 'besmart';

export const DEFAULT_TERMS: Terms = {
  serviceUser: 'service user',
  serviceUserPlural: 'service users',
  service: 'service',
  servicePlural: 'services',
};

const TERM_KEYS: Record<string, keyof Terms> = {
  serviceUserTerm: 'serviceUser',
  serviceUserTermPlural: 'serviceUserPlural',
  serviceTerm: 'service',
  serviceTermPlural: 'servicePlural',
};

/** Organisation terms from its 'besmart' settings, defaults where unset or blank. */
export async function readTerms(tx: Tx, orgId: number): Promise<Terms> {
  const rows = await tx
    .select({ key: organisationSettings.key, value: organisationSettings.value })
    .from(organisationSettings)
    .where(
      and(
        eq(organisationSettings.orgId, orgId),
        eq(organisationSettings.type, BESMART_SETTINGS_TYPE),
        inArray(organisationSettings.key, Object.keys(TERM_KEYS)),
      ),
    );
  const terms = { ...DEFAULT_TERMS };
  for (const row of rows) {
    const field = TERM_KEYS[row.key];
    if (field && row.value.trim()) terms[field] = row.value.trim();
  }
  return terms;
}
