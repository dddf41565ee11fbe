import { api } from '../client';
import { RELATIONS, REPORT_TECHNIQUE_OPERATOR } from './operators';
import type { QueryItem } from './rows';

/** A saved quick search: setting value `[{ name, query }]` (spec 2 §3.3, spec 3 §3). */
export interface QuickSearch {
  name: string;
  query: QueryItem[];
}

/**
 * Where a builder keeps its quick searches (a user tag of the caller): the incident searches use
 * type incidentSearch with keys incidentQuickSearch / incidentCPOMSSearch; the report searches
 * key quickSearch with type combined.
 */
export interface QuickSearchStorage {
  key: string;
  type: string;
}

function isQueryItem(value: unknown): value is QueryItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.operator === 'string' &&
    (typeof item.response === 'string' ||
      (item.response === undefined && item.operator === REPORT_TECHNIQUE_OPERATOR)) &&
    (RELATIONS as readonly unknown[]).includes(item.relation)
  );
}

/** Parses a stored list; malformed entries are dropped and a parse failure is only logged. */
export function parseQuickSearches(value: string | undefined): QuickSearch[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is QuickSearch =>
        Boolean(entry) &&
        typeof entry === 'object' &&
        typeof (entry as QuickSearch).name === 'string' &&
        Array.isArray((entry as QuickSearch).query) &&
        (entry as QuickSearch).query.every(isQueryItem),
    );
  } catch (error) {
    console.error('Could not read the saved quick searches', error);
    return [];
  }
}

/** De-duplicated by name (the last one saved wins) and sorted alphabetically. */
export function normaliseQuickSearches(list: QuickSearch[]): QuickSearch[] {
  const byName = new Map<string, QuickSearch>();
  for (const entry of list) byName.set(entry.name.trim(), { ...entry, name: entry.name.trim() });
  return [...byName.values()].sort((a, b) =>
    a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** The caller's saved quick searches in `storage`. */
export async function fetchQuickSearches(
  userId: number,
  storage: QuickSearchStorage,
): Promise<QuickSearch[]> {
  const answer = await api.get('/api/usertag', {
    query: {
      where: { user: userId, key: storage.key, type: storage.type },
      fields: 'id,user,type,key,value',
      limit: 100,
    },
  });
  const row = answer.data.find((tag) => tag.key === storage.key && tag.user === userId);
  return normaliseQuickSearches(parseQuickSearches(row?.value));
}

/** Stores the whole list (normalised) on the caller's own user id; answers the stored list. */
export async function saveQuickSearches(
  userId: number,
  storage: QuickSearchStorage,
  list: QuickSearch[],
): Promise<QuickSearch[]> {
  const normalised = normaliseQuickSearches(list);
  await api.put('/api/usertag', {
    body: {
      data: [
        { user: userId, type: storage.type, key: storage.key, value: JSON.stringify(normalised) },
      ],
    },
  });
  return normalised;
}
