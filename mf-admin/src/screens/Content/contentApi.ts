import { useApi, type ContentItem, type ContentType } from 'shared-api';

export const CONTENT_TYPES = ['Article', 'Audio', 'Category', 'Image', 'PDF', 'Video'] as const;
export type { ContentItem, ContentType };
export const MEDIA_TYPES: readonly ContentType[] = ['Audio', 'Image', 'PDF', 'Video'];
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export function useContentItems() {
  return useApi('/api/content', { query: { limit: 1000 } });
}

export interface ContentGroup {
  category: Partial<ContentItem> | null;
  items: Partial<ContentItem>[];
}

/**
 * Items grouped under their top-level category: an item belongs to the top-level ancestor reached
 * by following `parent` (nested categories listed inside it). Items without a category come last
 * in a group with `category` null.
 */
export function groupByTopCategory(items: readonly Partial<ContentItem>[]): ContentGroup[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  const topOf = (item: Partial<ContentItem>): Partial<ContentItem> | null => {
    const seen = new Set<number | undefined>();
    let current = item;
    while (current.parent != null && byId.has(current.parent) && !seen.has(current.id)) {
      seen.add(current.id);
      current = byId.get(current.parent)!;
    }
    return current !== item && current.type === 'Category' && current.parent == null
      ? current
      : null;
  };
  const tops = items.filter((item) => item.type === 'Category' && item.parent == null);
  const groups = new Map<number | undefined, ContentGroup>(
    tops.map((top) => [top.id, { category: top, items: [] }]),
  );
  const loose: ContentGroup = { category: null, items: [] };
  for (const item of items) {
    if (item.type === 'Category' && item.parent == null) continue;
    const top = topOf(item);
    const group = top ? groups.get(top.id) : undefined;
    (group ?? loose).items.push(item);
  }
  const byTitle = (a: Partial<ContentItem>, b: Partial<ContentItem>) =>
    (a.title ?? '').localeCompare(b.title ?? '');
  const result = [...groups.values()].sort((a, b) => byTitle(a.category!, b.category!));
  for (const group of result) group.items.sort(byTitle);
  loose.items.sort(byTitle);
  return loose.items.length > 0 ? [...result, loose] : result;
}
