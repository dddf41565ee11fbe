import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import type { SortTerm } from './list-query';

interface PageQuery<C extends Record<string, PgColumn>> {
  table: PgTable;
  columns: C;
  condition: SQL | undefined;
  sort: SortTerm<Extract<keyof C, string>>[];
  /** Last ordering column, so equal sort values come back in a stable order. */
  tiebreak: PgColumn;
  limit: number;
}

const TOTAL = '__total';

type RowOf<C extends Record<string, PgColumn>> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * One page of a list call: the rows (sorted, at most `limit`) and how many match in all, in one
 * statement (`count(*) over ()` is computed before LIMIT; with no rows nothing matched, as limit >= 1).
 */
export async function selectPage<C extends Record<string, PgColumn>>(
  tx: Tx,
  q: PageQuery<C>,
): Promise<{ rows: RowOf<C>[]; total: number }> {
  const order = q.sort.map((s) =>
    s.direction === 'desc' ? desc(q.columns[s.field]!) : asc(q.columns[s.field]!),
  );
  const rows = await tx
    .select({ ...(q.columns as Record<string, PgColumn>), [TOTAL]: sql<number>`count(*) over ()` })
    .from(q.table)
    .where(q.condition)
    .orderBy(...order, asc(q.tiebreak))
    .limit(q.limit);
  const total = Number(rows[0]?.[TOTAL] ?? 0);
  return {
    rows: rows.map(({ [TOTAL]: _total, ...row }) => row) as RowOf<C>[],
    total,
  };
}

/** The answer of every list route: `{ data, page: { total } }` (total counts matches before limit). */
export function listAnswer<R>(rows: R[], total: number): { data: R[]; page: { total: number } } {
  return { data: rows, page: { total } };
}
