import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { organisationSettings } from '../../../db/schema/index';
import { BESMART_SETTINGS_TYPE } from '../../../platform/organisation';
import { DEFAULT_TECHNIQUE_KEYS, techniqueKey } from './fields';

/**
 * Technique search keys an organisation knows: the wizard's default names plus every technique in
 * its Service Setup lists (selected or not, so that past reports stay searchable).
 */
export async function techniqueKeysOf(tx: Tx, orgId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ value: organisationSettings.value })
    .from(organisationSettings)
    .where(
      and(
        eq(organisationSettings.orgId, orgId),
        eq(organisationSettings.type, BESMART_SETTINGS_TYPE),
        inArray(organisationSettings.key, ['deescalationTechniques', 'physicalTechniques']),
      ),
    );
  const keys = new Set(DEFAULT_TECHNIQUE_KEYS);
  for (const row of rows) {
    for (const name of techniqueNames(row.value)) keys.add(techniqueKey(name));
  }
  return keys;
}

const perTransaction = new WeakMap<Tx, Promise<Set<string>>>();

/**
 * techniqueKeysOf, read once per request transaction: one report request runs the search and
 * several Analytics parts over the same criteria, each compiling them with these keys.
 */
export function techniqueKeysOfRequest(ctx: { tx: Tx; orgId: number }): Promise<Set<string>> {
  let keys = perTransaction.get(ctx.tx);
  if (!keys) {
    keys = techniqueKeysOf(ctx.tx, ctx.orgId);
    perTransaction.set(ctx.tx, keys);
  }
  return keys;
}

/** Names in a setting value `[{ technique, selected }]` (or plain strings); bad JSON gives none. */
function techniqueNames(value: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown) => {
    if (typeof entry === 'string') return [entry];
    if (entry && typeof entry === 'object' && 'technique' in entry) {
      const technique = (entry as { technique: unknown }).technique;
      return typeof technique === 'string' ? [technique] : [];
    }
    return [];
  });
}
