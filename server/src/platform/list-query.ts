/**
 * Parsing of the tenant API's list parameters (`fields`, `where`, `sort`, `limit`) against per-entity
 * whitelists. Pure functions: they throw ListQueryError with a message naming the problem, which
 * the routes turn into a 400.
 */

export class ListQueryError extends Error {}

export type WhereKind = 'boolean' | 'id' | 'ids' | 'string' | 'userType';

export type WhereValue = boolean | number | number[] | string;

export interface ListSpec<F extends string, W extends string> {
  /** Fields an answer may carry (`fields=`), in default order. */
  fields: readonly F[];
  /** Keys `where` may use, with the kind of value each takes. */
  where: Readonly<Record<W, WhereKind>>;
  /** Fields that `sort=` may name. */
  sort: readonly F[];
  maxLimit: number;
}

export interface SortTerm<F extends string> {
  field: F;
  direction: 'asc' | 'desc';
}

export function parseFields<F extends string>(raw: string | undefined, allowed: readonly F[]): F[] {
  if (raw === undefined || raw.trim() === '') return [...allowed];
  const names = raw.split(',').map((s) => s.trim());
  const picked: F[] = [];
  for (const name of names) {
    if (name === '') throw new ListQueryError('fields: empty field name');
    if (!(allowed as readonly string[]).includes(name)) {
      throw new ListQueryError(`fields: unknown field '${name}'`);
    }
    if (!picked.includes(name as F)) picked.push(name as F);
  }
  return picked;
}

const isInt = (v: unknown): v is number =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= 2147483647;

function checkValue(key: string, kind: WhereKind, value: unknown): WhereValue {
  switch (kind) {
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new ListQueryError(`where.${key} must be true or false`);
    case 'id':
      if (isInt(value)) return value;
      throw new ListQueryError(`where.${key} must be a positive whole number`);
    case 'ids':
      if (isInt(value)) return value;
      if (Array.isArray(value) && value.length <= 1000 && value.every(isInt)) return value;
      throw new ListQueryError(`where.${key} must be a positive whole number or a list of them`);
    case 'string':
      if (typeof value === 'string' && value.length <= 1000) return value;
      throw new ListQueryError(`where.${key} must be text of at most 1000 characters`);
    case 'userType':
      if (value === 'user' || value === 'student') return value;
      throw new ListQueryError(`where.${key} must be 'user' or 'student'`);
  }
}

export function parseWhere<W extends string>(
  raw: string | undefined,
  allowed: Readonly<Record<W, WhereKind>>,
): Partial<Record<W, WhereValue>> {
  if (raw === undefined || raw.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ListQueryError('where is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ListQueryError('where must be a JSON object');
  }
  const out: Partial<Record<W, WhereValue>> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (!Object.prototype.hasOwnProperty.call(allowed, key)) {
      throw new ListQueryError(`where: unknown field '${key}'`);
    }
    out[key as W] = checkValue(key, allowed[key as W], value);
  }
  return out;
}

/** `sort=lastName ASC,id DESC` (also `-id` / `id:desc`); default direction ascending. */
export function parseSort<F extends string>(
  raw: string | undefined,
  allowed: readonly F[],
): SortTerm<F>[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((part) => {
    let text = part.trim();
    let direction: 'asc' | 'desc' = 'asc';
    if (text.startsWith('-')) {
      direction = 'desc';
      text = text.slice(1);
    }
    const [field = '', dir, ...rest] = text.split(/[\s:]+/);
    if (rest.length > 0) throw new ListQueryError(`sort: cannot read '${part.trim()}'`);
    if (dir !== undefined) {
      const d = dir.toLowerCase();
      if (d !== 'asc' && d !== 'desc')
        throw new ListQueryError('sort: direction must be ASC or DESC');
      direction = d;
    }
    if (!(allowed as readonly string[]).includes(field)) {
      throw new ListQueryError(`sort: cannot sort by '${field}'`);
    }
    return { field: field as F, direction };
  });
}

export function parseLimit(raw: number | undefined, max: number): number {
  if (raw === undefined) return max;
  if (!Number.isInteger(raw) || raw < 1)
    throw new ListQueryError('limit must be a positive whole number');
  if (raw > max) throw new ListQueryError(`limit must be at most ${max}`);
  return raw;
}

/** Keeps only the requested fields of a row, in request order. */
export function pick<F extends string, R extends Record<F, unknown>>(
  row: R,
  fields: readonly F[],
): Partial<R> {
  const out: Partial<R> = {};
  for (const f of fields) out[f] = row[f];
  return out;
}

/** The list parameters a tenant API list route hands to its service. */
export interface ListParams {
  fields?: string;
  limit?: number;
  where?: string;
  sort?: string;
}

/** A `where` value of kind 'ids' (one id or a list) as a list. */
export const idList = (v: unknown): number[] =>
  Array.isArray(v) ? (v as number[]) : [v as number];

/**
 * All four list parameters checked against one spec, in the order their errors are reported.
 * `defaultLimit` applies when no limit is sent (otherwise the spec's maxLimit).
 */
export function parseListParams<F extends string, W extends string>(
  params: ListParams,
  spec: ListSpec<F, W>,
  defaultLimit = spec.maxLimit,
) {
  return {
    fields: parseFields(params.fields, spec.fields),
    where: parseWhere(params.where, spec.where),
    sort: parseSort(params.sort, spec.sort),
    limit: params.limit === undefined ? defaultLimit : parseLimit(params.limit, spec.maxLimit),
  };
}
