// The PersonPicker's server search (issue 14 §7): the organisation's people are never all loaded.
// What is typed goes to GET /api/user?q= (debounced); the people already chosen are named through
// GET /api/user?ids= when no page has shown them yet.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useApi, type GetAnswer } from 'shared-api';
import type { PersonOption } from './personSearch';

/** A row of GET /api/user (narrowed by `fields`, so every member may be missing). */
export type PersonRow = GetAnswer<'/api/user'>['data'][number];

export interface PeopleSource {
  /** Staff ('user') or service users ('student'). */
  type: 'user' | 'student';
  /** Option made of a row (default: "First Last", the reference or job title as description). */
  toOption?: (person: PersonRow) => PersonOption;
  /** Values never offered (they stay chosen if they already are). */
  exclude?: readonly string[];
  /** Rows per search (default 20, at most 100). */
  pageSize?: number;
  /** Wait after the last keystroke before asking the server (default 250 ms). */
  debounceMs?: number;
}

/** The columns the picker needs; `email` is left out (not every role may read staff addresses). */
export const PEOPLE_FIELDS = 'id,firstName,lastName,reference,jobTitle,type';

export function personName(person: PersonRow): string {
  return `${person.firstName?.trim() ?? ''} ${person.lastName?.trim() ?? ''}`.trim();
}

export function defaultPersonOption(person: PersonRow): PersonOption {
  return {
    value: String(person.id),
    label: personName(person) || `#${person.id}`,
    description: (person.type === 'user' ? person.jobTitle : person.reference) ?? undefined,
  };
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (ms <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return ms <= 0 ? value : settled;
}

export interface PeopleSearch {
  /** The matches to list (chosen and excluded ones left out), best first. */
  shown: PersonOption[];
  /** How many people match in all (as the server counts, less those left out of this page). */
  total: number;
  /** True while the answer for the text typed last is awaited. */
  searching: boolean;
  error?: string;
  /** The option of a value, once any answer has named it. */
  optionOf: (value: string) => PersonOption | undefined;
  /** True while chosen values are being named. */
  resolving: boolean;
}

/**
 * With no `source` nothing is fetched (the picker filters its own options). The server is asked
 * once typing has paused, or for the first page when the list is opened empty; a disabled picker
 * (`active` false) only names the chosen people.
 */
export function usePeopleSearch(
  source: PeopleSource | undefined,
  query: string,
  chosen: readonly string[],
  {
    active,
    listOpen,
    offerChosen = false,
  }: {
    active: boolean;
    listOpen: boolean;
    /** Keep the chosen people in the list (a single choice marks its person, PersonSelect). */
    offerChosen?: boolean;
  },
): PeopleSearch {
  const { type = 'student', exclude, pageSize = 20, debounceMs = 250 } = source ?? {};
  const toOption = source?.toOption ?? defaultPersonOption;
  const text = query.trim();
  const settled = useDebounced(text, debounceMs);
  const enabled = Boolean(source) && active && settled === text && (text !== '' || listOpen);
  // Ask for a few more than shown, so that leaving out chosen people still fills the page.
  const limit = Math.min(100, pageSize + chosen.length + (exclude?.length ?? 0));
  const page = useApi(
    enabled ? '/api/user' : null,
    {
      query: {
        type,
        q: settled || undefined,
        limit,
        fields: PEOPLE_FIELDS,
        sort: 'firstName,lastName',
      },
    },
    { keepPreviousData: true, revalidateOnFocus: false },
  );

  // Every option any answer has named, so chips keep their names when the page changes.
  const known = useRef(new Map<string, PersonOption>());
  const [, setVersion] = useState(0);
  const remember = (rows: readonly PersonRow[] | undefined) => {
    let added = false;
    for (const row of rows ?? []) {
      const option = toOption(row);
      if (known.current.get(option.value)?.label !== option.label) added = true;
      known.current.set(option.value, option);
    }
    return added;
  };
  const rows = page.data?.data;
  const pageOptions = useMemo(() => (rows ?? []).map(toOption), [rows, toOption]);
  useEffect(() => {
    if (remember(rows)) setVersion((v) => v + 1);
  }, [rows]);

  // Ids asked for and not answered (not of this organisation): asked once, shown as unknown.
  const unknown = useRef(new Set<string>());
  const missing = source
    ? chosen
        .filter((v) => /^\d+$/.test(v) && !known.current.has(v) && !unknown.current.has(v))
        .slice(0, 100)
    : [];
  const asked = missing.join(',');
  const named = useApi(
    missing.length > 0 ? '/api/user' : null,
    { query: { type, ids: asked, fields: PEOPLE_FIELDS, limit: 100 } },
    { revalidateOnFocus: false },
  );
  useEffect(() => {
    if (!named.data) return;
    remember(named.data.data);
    for (const id of asked.split(',')) if (!known.current.has(id)) unknown.current.add(id);
    setVersion((v) => v + 1);
  }, [named.data]);

  const left = useMemo(
    () => new Set([...(offerChosen ? [] : chosen), ...(exclude ?? [])]),
    [chosen, exclude, offerChosen],
  );
  const offered = pageOptions.filter((o) => !o.disabled && !left.has(o.value));
  const total = Math.max(
    offered.length,
    (page.data?.page?.total ?? 0) - (pageOptions.length - offered.length),
  );
  return {
    shown: offered.slice(0, pageSize),
    total,
    searching: Boolean(source) && active && (settled !== text || (enabled && page.isValidating)),
    error: page.error?.message ?? named.error?.message,
    optionOf: (value) => known.current.get(value),
    resolving: named.isLoading,
  };
}
