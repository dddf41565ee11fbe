import { and, eq } from 'drizzle-orm';
import type { OrganisationSettingsBody, SafeguardingLead } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { organisationSettings, organisations } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, forbidden } from '../../platform/errors';
import {
  activeOrganisation,
  BESMART_SETTINGS_TYPE,
  organisationDto,
  type OrganisationRow,
} from '../../platform/organisation';
import { requirePermission } from '../../platform/permissions';
import { isEmailAddress } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';

type SettingsData = OrganisationSettingsBody['data'];
type OrgUpdate = Partial<typeof organisations.$inferInsert>;

const SWITCHES = [
  'enablePILExtras',
  'aiTermsAccepted',
  'wondeSync',
  'cpomsEnabled',
  'cpomsSyncEverything',
  'sharedIncidentReports',
  'sharedSmartPlans',
] as const;

/** A host name or an http(s) address of the organisation's CPOMS; '' or null removes it. */
function checkCpomsDomain(value: string | null): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
  if (hasScheme && !/^https?:\/\//i.test(text)) {
    throw badRequest('cpomsDomain: must be a host name or an http(s) address');
  }
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw badRequest('cpomsDomain: must be a host name or an http(s) address');
  }
  if (/\s/.test(text) || !['http:', 'https:'].includes(url.protocol) || !url.hostname) {
    throw badRequest('cpomsDomain: must be a host name or an http(s) address');
  }
  return text;
}

/** Leads with an e-mail lowercased; blank leads dropped (a lead needs at least one field). */
function checkLeads(leads: SafeguardingLead[]): { objects: SafeguardingLead[]; emails: string[] } {
  const objects: SafeguardingLead[] = [];
  leads.forEach((lead, i) => {
    const clean = {
      firstName: (lead.firstName ?? '').trim(),
      lastName: (lead.lastName ?? '').trim(),
      phone: (lead.phone ?? '').trim(),
      email: (lead.email ?? '').trim().toLowerCase(),
    };
    if (clean.email && !isEmailAddress(clean.email)) {
      throw badRequest(`safeguardingLeads: item ${i + 1} email must be an e-mail address`);
    }
    if (clean.firstName || clean.lastName || clean.phone || clean.email) objects.push(clean);
  });
  const emails = [...new Set(objects.map((o) => o.email ?? '').filter(Boolean))];
  return { objects, emails };
}

function settingsView(row: OrganisationRow) {
  return { ...organisationDto(row), cpomsApiKeySet: Boolean(row.cpomsApiKey) };
}

export async function updateOrganisationSettings(
  ctx: RequestContext,
  id: number,
  data: SettingsData,
) {
  const { tx } = ctx;
  if (id !== ctx.orgId) throw forbidden('You do not have access to this organisation');
  requirePermission(ctx, 'serviceSetupManage');
  if (data.numAllowedUsers !== undefined && !ctx.user.isGlobalAdmin) {
    throw forbidden('numAllowedUsers: only global administrators can change the user limit');
  }
  const before = await activeOrganisation(ctx);

  const changes: OrgUpdate = {};
  for (const key of SWITCHES) if (data[key] !== undefined) changes[key] = data[key];
  if (data.cpomsDomain !== undefined) changes.cpomsDomain = checkCpomsDomain(data.cpomsDomain);
  // Write-only: '' (an untouched password field) keeps the stored key, null removes it.
  if (data.cpomsApiKey === null) changes.cpomsApiKey = null;
  else if (data.cpomsApiKey !== undefined && data.cpomsApiKey.trim() !== '') {
    changes.cpomsApiKey = data.cpomsApiKey.trim();
  }
  // AI terms (issue 12): who accepted them and when; turning them off clears both.
  if (data.aiTermsAccepted === true && !before.aiTermsAccepted) {
    changes.aiTermsAcceptedBy = ctx.userId;
    changes.aiTermsAcceptedAt = new Date();
  } else if (data.aiTermsAccepted === false && before.aiTermsAccepted) {
    changes.aiTermsAcceptedBy = null;
    changes.aiTermsAcceptedAt = null;
  }
  if (data.numAllowedUsers !== undefined) changes.numAllowedUsers = data.numAllowedUsers;
  if (data.settingType !== undefined) changes.settingType = data.settingType;
  let leadObjects: SafeguardingLead[] | null = null;
  if (data.safeguardingLeads !== undefined) {
    const leads = checkLeads(data.safeguardingLeads);
    changes.safeguardingLeads = leads.emails;
    leadObjects = leads.objects;
  }

  const [after] =
    Object.keys(changes).length > 0
      ? await tx.update(organisations).set(changes).where(eq(organisations.id, id)).returning()
      : [before];
  if (leadObjects) await saveLeadsTag(tx, id, leadObjects);
  await audit(tx, ctx, {
    action: 'update',
    entity: 'organisation_settings',
    entityId: id,
    before: settingsView(before),
    after: {
      ...settingsView(after!),
      ...(changes.cpomsApiKey !== undefined ? { cpomsApiKeyChanged: true } : {}),
      ...(changes.aiTermsAcceptedBy !== undefined
        ? {
            aiTermsAcceptedBy: after!.aiTermsAcceptedBy,
            aiTermsAcceptedAt: after!.aiTermsAcceptedAt,
          }
        : {}),
    },
  });
  return settingsView(after!);
}

/** The Service Setup list of lead objects (organisation_settings type besmart, key safeguardingLeads). */
async function saveLeadsTag(tx: Tx, orgId: number, leads: SafeguardingLead[]): Promise<void> {
  const value = JSON.stringify(leads);
  const match = and(
    eq(organisationSettings.orgId, orgId),
    eq(organisationSettings.type, BESMART_SETTINGS_TYPE),
    eq(organisationSettings.key, 'safeguardingLeads'),
  );
  const [existing] = await tx
    .select({ id: organisationSettings.id })
    .from(organisationSettings)
    .where(match);
  if (existing) {
    await tx
      .update(organisationSettings)
      .set({ value, updatedAt: new Date() })
      .where(eq(organisationSettings.id, existing.id));
  } else {
    await tx
      .insert(organisationSettings)
      .values({ orgId, type: BESMART_SETTINGS_TYPE, key: 'safeguardingLeads', value });
  }
}
