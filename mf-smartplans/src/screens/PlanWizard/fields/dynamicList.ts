// Dynamic list answers (spec 1 §3): stored as JSON of {original:[{checked,value}], extra:[{checked,value}]}.
// Original items come from the pre-fill (earlier plans, incidents, logs) and are only ticked or
// unticked; extra items are typed by the user, added and removed.

export interface ListItem {
  checked: boolean;
  value: string;
}

export interface DynamicList {
  original: ListItem[];
  extra: ListItem[];
}

export const emptyList = (): DynamicList => ({ original: [], extra: [] });

function items(value: unknown): ListItem[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): ListItem[] => {
    if (typeof item === 'string') return item.trim() ? [{ checked: true, value: item }] : [];
    if (!item || typeof item !== 'object') return [];
    const { checked, value: text } = item as { checked?: unknown; value?: unknown };
    if (typeof text !== 'string' || !text.trim()) return [];
    return [{ checked: checked === true || checked === 'true', value: text }];
  });
}

/**
 * A stored answer as a list: the JSON shape, or (older answers, incident text) plain text kept as one
 * ticked original item.
 */
export function parseList(stored: unknown): DynamicList {
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    const { original, extra } = stored as { original?: unknown; extra?: unknown };
    return { original: items(original), extra: items(extra) };
  }
  if (typeof stored !== 'string' || !stored.trim()) return emptyList();
  try {
    const parsed: unknown = JSON.parse(stored);
    if (parsed && typeof parsed === 'object') return parseList(parsed);
  } catch {
    // not JSON: plain text
  }
  return { original: [{ checked: true, value: stored.trim() }], extra: [] };
}

/** What the list says: the ticked originals and the ticked, non-blank extras. */
export function chosenValues(list: DynamicList | undefined): string[] {
  if (!list) return [];
  return [...list.original, ...list.extra]
    .filter((item) => item.checked && item.value.trim() !== '')
    .map((item) => item.value.trim());
}

/** Answered (spec 1 §5: a list counts only when non-empty) = at least one chosen item. */
export function isListAnswered(list: DynamicList | undefined): boolean {
  return chosenValues(list).length > 0;
}

/** The JSON text to store: blank extras dropped; undefined when nothing is chosen (not sent). */
export function encodeList(list: DynamicList | undefined): string | undefined {
  if (!isListAnswered(list)) return undefined;
  return JSON.stringify({
    original: list!.original.map(({ checked, value }) => ({ checked, value })),
    extra: list!.extra
      .filter((item) => item.value.trim() !== '')
      .map(({ checked, value }) => ({ checked, value: value.trim() })),
  });
}
