// Naming people whose ids a screen already holds (e.g. the staff chosen under "Staff Involved"):
// GET /api/user?ids= for exactly those people, never the organisation's whole list.
import { useMemo } from 'react';
import { useApi } from 'shared-api';
import { defaultPersonOption, PEOPLE_FIELDS, type PersonRow } from './usePeopleSearch';
import type { PersonOption } from './personSearch';

export interface PeopleNames {
  /** The option (label "First Last", description) of an id once the server has named it. */
  optionOf: (id: string) => PersonOption | undefined;
  /** True while the names are awaited. */
  loading: boolean;
  error?: string;
}

/** At most 100 ids are named per request (the route's limit); the rest are asked for in order. */
export function usePeopleNames(
  type: 'user' | 'student',
  ids: readonly (string | number)[],
  toOption: (person: PersonRow) => PersonOption = defaultPersonOption,
): PeopleNames {
  const wanted = [...new Set(ids.map(String).filter((id) => /^\d+$/.test(id)))]
    .sort((a, b) => Number(a) - Number(b))
    .slice(0, 100)
    .join(',');
  const answer = useApi(
    wanted ? '/api/user' : null,
    { query: { type, ids: wanted, fields: PEOPLE_FIELDS, limit: 100 } },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
  const rows = answer.data?.data;
  const byId = useMemo(
    () => new Map((rows ?? []).map((row) => [String(row.id), toOption(row)])),
    [rows, toOption],
  );
  return {
    optionOf: (id) => byId.get(id),
    loading: answer.isLoading,
    error: answer.error?.message,
  };
}
