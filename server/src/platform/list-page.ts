import { createHash } from 'node:crypto';
import { asc, Column, desc, is, Param, Placeholder, sql, type Query, type SQL } from 'drizzle-orm';
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
  limit: number | Placeholder;
}

/**
 * Statement name per distinct SQL text of a page query. The text holds no values (they are
 * parameters), so a list route sends the same few texts: named, node-postgres parses them once per
 * pooled connection and PostgreSQL keeps their plans (re-planned by itself when the role, the
 * tables or their policies change). Bounded, so a shape-space bigger than expected cannot grow
 * every connection's prepared statements without end: past the bound a text runs unnamed.
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

export interface Page<C extends Record<string, PgColumn>> {
  rows: RowOf<C>[];
  total: number;
}

/** A page query as built: what runs, under which statement name, and how its rows are read. */
interface BuiltPage<C extends Record<string, PgColumn>> {
  query: Query;
  name: string | undefined;
  read: (rows: unknown[][]) => Page<C>;
}

const identity = Column.prototype.mapFromDriverValue;

/**
 * Reads the driver's array rows: column i is key i of `columns` (decoded as Drizzle decodes it,
 * null staying null), the last one the total. One object per row, no copies.
 */
function pageReader<C extends Record<string, PgColumn>>(columns: C): BuiltPage<C>['read'] {
  const keys = Object.keys(columns);
  const decoders = keys.map((k) => {
    const column = columns[k]!;
    return column.mapFromDriverValue === identity ? null : column;
  });
  const totalAt = keys.length;
  return (rows) => {
    const out = new Array<RowOf<C>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const values = rows[r]!;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < totalAt; i++) {
        const value = values[i];
        const decoder = decoders[i];
        row[keys[i]!] = value === null || !decoder ? value : decoder.mapFromDriverValue(value);
      }
      out[r] = row as RowOf<C>;
    }
    return { rows: out, total: Number(rows[0]?.[totalAt] ?? 0) };
  };
}

/**
 * Builds the page statement: the rows (sorted, at most `limit`) and how many match in all
 * (`count(*) over ()` is computed before LIMIT; with no rows nothing matched, as limit >= 1).
 */
function buildPage<C extends Record<string, PgColumn>>(tx: Tx, q: PageQuery<C>): BuiltPage<C> {
  const order = q.sort.map((s) =>
    s.direction === 'desc' ? desc(q.columns[s.field]!) : asc(q.columns[s.field]!),
  );
  const query = tx
    .select({ ...(q.columns as Record<string, PgColumn>), __total: sql<number>`count(*) over ()` })
    .from(q.table)
    .where(q.condition)
    .orderBy(...order, asc(q.tiebreak))
    .limit(q.limit)
    .toSQL();
  return { query, name: pageStatementName(query.sql), read: pageReader(q.columns) };
}

/**
 * Runs a built page as is (`query.prepare(name)` would build the whole query again), its
 * placeholders filled from `values`.
 */
function runPage<C extends Record<string, PgColumn>>(
  tx: Tx,
  page: BuiltPage<C>,
  values: Record<string, unknown>,
): Promise<Page<C>> {
  const prepared = tx._.session.prepareQuery<{ execute: Page<C>; all: unknown; values: unknown }>(
    page.query,
    undefined,
    page.name,
    true,
    page.read,
  );
  return prepared.execute(values);
}

const isPlaceholder = (p: unknown) =>
  is(p, Placeholder) || (is(p, Param) && is(p.value, Placeholder));

/** Most shapes one list keeps built; past it a shape is built for each call. */
const MAX_SHAPES = 200;

/**
 * A list whose query text depends only on a shape: which conditions apply and how it sorts, never
 * the values. `build` gets the shape alone and puts every value in as `sql.placeholder(name)`, so
 * the shape (its JSON is the key) holds everything the text can depend on. The query is built on
 * the first call of a shape; later calls only fill `values` and run the same named statement.
 * Build one per list, at module level: `const page = shapedPage(buildFromShape)`.
 */
export function shapedPage<S, C extends Record<string, PgColumn>>(
  build: (shape: S) => PageQuery<C>,
): (tx: Tx, shape: S, values: Record<string, unknown>) => Promise<Page<C>> {
  const built = new Map<string, BuiltPage<C>>();
  return async (tx, shape, values) => {
    const key = JSON.stringify(shape);
    let page = built.get(key);
    if (page === undefined) {
      page = buildPage(tx, build(shape));
      // A value built in would be served to every later call of the shape.
      if (!page.query.params.every(isPlaceholder)) {
        throw new Error('a shaped page query takes every value as a placeholder');
      }
      if (built.size < MAX_SHAPES) built.set(key, page);
    }
    return runPage(tx, page, values);
  };
}

/** Which id list a where key gives: none, an empty one (matches nothing) or some ids. */
export type IdListShape = 'empty' | 'list' | null;

export function idListShape(ids: readonly number[] | undefined): IdListShape {
  return ids === undefined ? null : ids.length === 0 ? 'empty' : 'list';
}

/** The condition of an id list of `shape` on `column`, the ids being placeholder `ids`. */
export function idListCondition(
  shape: IdListShape,
  column: PgColumn,
  ids: Placeholder,
): SQL | undefined {
  if (shape === 'empty') return sql`false`;
  return shape === 'list' ? sql`${column} = any(${ids})` : undefined;
}

/** The answer of every list route: `{ data, page: { total } }` (total counts matches before limit). */
export function listAnswer<R>(rows: R[], total: number): { data: R[]; page: { total: number } } {
  return { data: rows, page: { total } };
}
