// The PersonPicker's search: every word typed must appear in the person's name or description
// (case- and accent-insensitive); names starting with the text come first. Built once per option
// list so typing stays instant with thousands of people.

export interface PersonOption {
  value: string;
  label: string;
  /** Told apart two people of the same name (e.g. a year group or a job title); searched too. */
  description?: string;
  disabled?: boolean;
}

export interface PersonIndexEntry {
  option: PersonOption;
  name: string;
  haystack: string;
}

export interface PersonMatches {
  /** The first `limit` matches, best first. */
  shown: PersonOption[];
  /** How many people match in all. */
  total: number;
}

/** Lower case without accents, so "zoe" finds "Zoë". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function buildPersonIndex(options: PersonOption[]): PersonIndexEntry[] {
  return options.map((option) => {
    const name = fold(option.label);
    return {
      option,
      name,
      haystack: option.description ? `${name} ${fold(option.description)}` : name,
    };
  });
}

/** 0: the name starts with the text; 1: a word of the name does; 2: it appears elsewhere. */
function rank(entry: PersonIndexEntry, first: string): number {
  if (entry.name.startsWith(first)) return 0;
  return entry.name.includes(` ${first}`) || entry.name.includes(`-${first}`) ? 1 : 2;
}

/**
 * The people matching `query`, leaving out `exclude` (those already chosen) and disabled ones.
 * An empty query matches everyone, in the list's own order.
 */
export function matchPeople(
  index: PersonIndexEntry[],
  query: string,
  exclude: ReadonlySet<string>,
  limit: number,
): PersonMatches {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const found: { entry: PersonIndexEntry; rank: number; order: number }[] = [];
  index.forEach((entry, order) => {
    if (entry.option.disabled || exclude.has(entry.option.value)) return;
    if (!words.every((w) => entry.haystack.includes(w))) return;
    found.push({ entry, rank: words.length ? rank(entry, words[0]!) : 0, order });
  });
  found.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return { shown: found.slice(0, limit).map((f) => f.entry.option), total: found.length };
}
