export type SortDirection = 'asc' | 'desc';
export type SortValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function normalise(value: SortValue): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.getTime();
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value;
}

/** Empty values sort last in both directions; numbers numerically; text naturally ('2' < '10'). */
export function compareValues(a: SortValue, b: SortValue, direction: SortDirection): number {
  const x = normalise(a);
  const y = normalise(b);
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  const result =
    typeof x === 'number' && typeof y === 'number' ? x - y : collator.compare(String(x), String(y));
  return direction === 'asc' ? result : -result;
}

export function sortRows<T>(
  rows: readonly T[],
  value: (row: T) => SortValue,
  direction: SortDirection,
): T[] {
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareValues(value(a.row), value(b.row), direction) || a.index - b.index)
    .map(({ row }) => row);
}
