import { useApi } from 'shared-api';

/** Every organisation tag of type besmart (Service Setup settings), one request shared by SWR. */
export function useOrganisationSettings() {
  return useApi('/api/organisationtag', {
    query: { where: { type: 'besmart' }, fields: 'type,key,value', limit: 1000 },
  });
}

/**
 * The raw value of one Service Setup setting (`undefined` while loading or when unset).
 * `isLoading` tells the two apart.
 */
export function useOrganisationSetting(key: string): {
  value: string | undefined;
  isLoading: boolean;
  error: unknown;
} {
  const { data, error, isLoading } = useOrganisationSettings();
  const row = data?.data.find((tag) => tag.key === key);
  return { value: row?.value, isLoading, error };
}

/** Parses a JSON list setting; a missing or malformed value gives []. */
export function parseJsonList<T>(value: string | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export interface QuickBehaviour {
  quickBehaviour: string;
  selected: boolean;
}

/** The organisation's selected quick behaviours (clicker buttons), in their stored order. */
export function selectedQuickBehaviours(value: string | undefined): string[] {
  return parseJsonList<QuickBehaviour>(value)
    .filter(
      (b) => b && b.selected && typeof b.quickBehaviour === 'string' && b.quickBehaviour.trim(),
    )
    .map((b) => b.quickBehaviour);
}
