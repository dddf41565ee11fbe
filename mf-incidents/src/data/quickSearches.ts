import { api } from 'shared-api';
import type { QueryItem } from './search';

export type QuickSearchKey = 'incidentQuickSearch' | 'incidentCPOMSSearch';
export const QUICK_SEARCH_TYPE = 'incidentSearch';

export interface QuickSearch {
  name: string;
  query: QueryItem[];
}

function isQueryItem(value: unknown): value is QueryItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.key === 'string' &&
    typeof item.operator === 'string' &&
    typeof item.response === 'string' &&
    (item.relation === 'AND' || item.relation === 'OR')
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

interface TagRow {
  key?: string;
  value?: string;
  user?: number;
}

/** The caller's saved quick searches under `key`. */
export async function fetchQuickSearches(
  userId: number,
  key: QuickSearchKey,
): Promise<QuickSearch[]> {
  const answer = await api.get<TagRow[]>('/api/usertag', {
    where: { user: userId, key, type: QUICK_SEARCH_TYPE },
    fields: 'id,user,type,key,value',
    limit: 100,
  });
  const row = answer.data.find((tag) => tag.key === key && tag.user === userId);
  return normaliseQuickSearches(parseQuickSearches(row?.value));
}

/** Stores the whole list (normalised) on the caller's own user id. */
export async function saveQuickSearches(
  userId: number,
  key: QuickSearchKey,
  list: QuickSearch[],
): Promise<QuickSearch[]> {
  const normalised = normaliseQuickSearches(list);
  await api.put('/api/usertag', {
    data: [{ user: userId, type: QUICK_SEARCH_TYPE, key, value: JSON.stringify(normalised) }],
  });
  return normalised;
}
