import { and, eq, inArray } from 'drizzle-orm';
import {
  KEY_CONTACTS_KEY,
  parseKeyContacts,
  recipientContacts,
  type KeyContact,
} from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { organisationSettings, organisations, userSettings, users } from '../../db/schema/index';
import { BESMART_SETTINGS_TYPE } from '../../platform/organisation';
import { inOrganisation } from '../users/service';

/** Reads of organisation settings and people that submissions are checked against. */

/** A stored JSON list (settings hold lists as JSON text); anything else reads as empty. */
export function parseJsonList(text: string | undefined): unknown[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

export async function organisationFacts(tx: Tx, orgId: number) {
  const [org] = await tx
    .select({
      name: organisations.name,
      plan: organisations.plan,
      enablePILExtras: organisations.enablePILExtras,
    })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .limit(1);
  return org ?? { name: '', plan: '', enablePILExtras: false };
}

async function besmartSetting(tx: Tx, orgId: number, key: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ value: organisationSettings.value })
    .from(organisationSettings)
    .where(
      and(
        eq(organisationSettings.orgId, orgId),
        eq(organisationSettings.type, BESMART_SETTINGS_TYPE),
        eq(organisationSettings.key, key),
      ),
    )
    .limit(1);
  return row?.value;
}

/** The organisation's selected quick behaviours (setting quickBehaviours: [{quickBehaviour, selected}]). */
export async function selectedQuickBehaviours(tx: Tx, orgId: number): Promise<string[]> {
  return parseJsonList(await besmartSetting(tx, orgId, 'quickBehaviours')).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { quickBehaviour, selected } = item as Record<string, unknown>;
    const on = selected === true || selected === 'true' || selected === 1 || selected === '1';
    return on && typeof quickBehaviour === 'string' && quickBehaviour.trim()
      ? [quickBehaviour.trim()]
      : [];
  });
}

/** The service user's stored key contacts (user setting keycontacts), read the shared way. */
export async function storedKeyContacts(
  tx: Tx,
  orgId: number,
  subjectId: number,
): Promise<KeyContact[]> {
  const rows = await tx
    .select({ value: userSettings.value })
    .from(userSettings)
    .where(
      and(
        eq(userSettings.orgId, orgId),
        eq(userSettings.userId, subjectId),
        eq(userSettings.key, KEY_CONTACTS_KEY),
      ),
    );
  return rows.flatMap((row) => parseKeyContacts(row.value));
}

/**
 * The service user's key contacts that may receive a report: the shared rule of shared-api
 * rules/keyContacts.ts (no valid e-mail, never a recipient).
 */
export async function keyContacts(tx: Tx, orgId: number, subjectId: number): Promise<KeyContact[]> {
  return recipientContacts(await storedKeyContacts(tx, orgId, subjectId));
}

/** A non-deleted service user of the organisation, or null. */
export async function serviceUser(tx: Tx, orgId: number, id: number) {
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, id), eq(users.deleted, false), inOrganisation(orgId, 'student')))
    .limit(1);
  return row ?? null;
}

/** Of the given ids, those that are people of the organisation of that type (with names). */
export async function peopleOf(
  tx: Tx,
  orgId: number,
  ids: readonly number[],
  type?: 'user' | 'student',
  activeOnly = false,
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      and(
        inArray(users.id, [...ids]),
        inOrganisation(orgId, type),
        activeOnly ? eq(users.deleted, false) : undefined,
      ),
    );
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}
