// Type-ahead over the people of an organisation (issue 14 §7): `q` (a name prefix) and `ids` (the
// people a picker already holds). The folding and the indexes are migration 0012_people_search.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { ListQueryError } from '../../platform/list-query';

/** Most ids one `ids=` may name (a picker resolves the people it shows chosen). */
export const MAX_IDS = 100;

/** The typed text with its spaces collapsed, or undefined when nothing was typed. */
export function searchText(raw: string | undefined): string | undefined {
  const text = raw?.trim().split(/\s+/).join(' ');
  return text ? text : undefined;
}

/** `\`, `%` and `_` match themselves: typing "50%" never means "anything". */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of names starting with the typed text. */
export const namePattern = (text: string): string => `${likeEscaped(text)}%`;

/**
 * People whose "first last" or "last first" starts with the text, case and accents ignored on both
 * sides by besmart_fold. The two expressions are exactly those indexed by 0012 (with org_id), so a
 * prefix reads an index range.
 */
export function nameStartsWith(text: string): SQL {
  return nameMatches(namePattern(text));
}

/** `nameStartsWith` with its pattern (`namePattern`) given, or a placeholder for it. */
export function nameMatches(pattern: string | Placeholder): SQL {
  return sql`(besmart_fold(${users.firstName} || ' ' || ${users.lastName}) like besmart_fold(${pattern})
    or besmart_fold(${users.lastName} || ' ' || ${users.firstName}) like besmart_fold(${pattern}))`;
}

/** `ids=3,17,42` as numbers; anything else is a 400 naming `ids`. */
export function parseIds(raw: string | undefined): number[] | undefined {
  if (raw === undefined) return undefined;
  const parts = raw.split(',').map((p) => p.trim());
  const problem = `ids must be a comma-separated list of at most ${MAX_IDS} user ids`;
  if (parts.length > MAX_IDS) throw new ListQueryError(problem);
  const ids = parts.map((p) => (/^[1-9]\d{0,9}$/.test(p) ? Number(p) : NaN));
  if (ids.some((id) => !Number.isSafeInteger(id) || id > 2147483647))
    throw new ListQueryError(problem);
  return [...new Set(ids)];
}
