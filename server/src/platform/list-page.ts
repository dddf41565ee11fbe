import { createHash } from 'node:crypto';
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
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

/**
 * Statement name per distinct SQL text of a page query. The text holds no values (they are
 * parameters), so a list route sends the same few texts: named, node-postgres parses them once per
 * pooled connection and PostgreSQL keeps their plans (re-planned by itself when the role, the
 * tables or their policies change). Bounded, as `in (...)` lists make one text per list length:
 * past the bound a text runs unnamed, as before.
 */
const statementNames = new Map<string, string>();
const MAX_NAMED_STATEMENTS = 200;

export function pageStatementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_NAMED_STATEMENTS) {
    name = `besmart_page_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    statementNames.set(text, name);
  }
  return name;
}

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
  const selection: Record<string, PgColumn | SQL> = {
    ...(q.columns as Record<string, PgColumn>),
    [TOTAL]: sql<number>`count(*) over ()`,
  };
  const query = tx
    .select(selection)
    .from(q.table)
    .where(q.condition)
    .orderBy(...order, asc(q.tiebreak))
    .limit(q.limit);
  // Built once: its text names the statement and is what runs (`query.prepare(name)` would build
  // the whole query again). The selection is flat, so each result column maps to its key in order,
  // as Drizzle's own prepare maps it.
  const built = query.toSQL();
  const fields: SelectedFieldsOrdered = Object.entries(selection).map(([key, field]) => ({
    path: [key],
    field,
  }));
  const prepared = tx._.session.prepareQuery(built, fields, pageStatementName(built.sql), true);
  const rows = (await prepared.execute()) as Record<string, unknown>[];
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
