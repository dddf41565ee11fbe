import fc from 'fast-check';
import type { Call } from './client';

/** Generators of requests that are invalid in one known way, and the word the 400 must name. */
export const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9]{0,11}$/);
export const notJsonObject = fc.string({ minLength: 1 }).filter((s) => {
  if (s.trim() === '') return false;
  try {
    const v: unknown = JSON.parse(s);
    return typeof v !== 'object' || v === null || Array.isArray(v);
  } catch {
    return true;
  }
});
export const nonString = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.dictionary(name, fc.string(), { maxKeys: 2 }),
);
export const nonPositiveInt = fc.oneof(
  fc.integer({ max: 0 }),
  fc.double(),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
);

export interface BadCase {
  call: Call;
  /** A word the error message must contain (the parameter or field at fault). */
  names: string;
}

export const listQueryCases = (
  url: string,
  allowed: string[],
  extra: Record<string, string | number | boolean> = {},
) =>
  fc.oneof(
    notJsonObject.map((where) => ({
      call: { method: 'GET' as const, url, query: { ...extra, where } },
      names: 'where',
    })),
    name
      .filter((k) => !['id', 'deleted', 'type', 'user', 'key', 'reference'].includes(k))
      .map((k) => ({
        call: {
          method: 'GET' as const,
          url,
          query: { ...extra, where: JSON.stringify({ [k]: 1 }) },
        },
        names: k,
      })),
    name
      .filter((f) => !allowed.includes(f))
      .map((f) => ({
        call: { method: 'GET' as const, url, query: { ...extra, fields: `id,${f}` } },
        names: f,
      })),
    name
      .filter((f) => !allowed.includes(f))
      .map((f) => ({
        call: { method: 'GET' as const, url, query: { ...extra, sort: `${f} DESC` } },
        names: f,
      })),
    fc
      .oneof(fc.integer({ min: 1001, max: 10_000_000 }), fc.integer({ max: 0 }), name)
      .map((limit) => ({
        call: { method: 'GET' as const, url, query: { ...extra, limit } },
        names: 'limit',
      })),
    name
      .filter(
        (k) =>
          !['where', 'fields', 'sort', 'limit', 'type', 'showFormerStudents', 'orgId'].includes(k),
      )
      .map((k) => ({
        call: { method: 'GET' as const, url, query: { ...extra, [k]: 'x' } },
        names: k,
      })),
  );

export const USER_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'reference',
  'type',
  'email',
  'userName',
  'ethnicity',
  'gender',
  'dob',
  'createdAt',
  'deleted',
  'jobTitle',
];
export const TAG_FIELDS = ['id', 'user', 'type', 'key', 'value', 'organisation'];

export const tagBodyCases = (url: string, valid: Record<string, unknown>) => {
  const keys = Object.keys(valid);
  return fc.oneof(
    nonString.map((value) => ({
      call: { method: 'PUT' as const, url, body: { data: [{ ...valid, value }] } },
      names: 'value',
    })),
    fc.constantFrom(...keys).map((k) => {
      const entry = { ...valid };
      delete entry[k];
      return { call: { method: 'PUT' as const, url, body: { data: [entry] } }, names: k };
    }),
    name
      .filter((k) => !keys.includes(k))
      .map((k) => ({
        call: { method: 'PUT' as const, url, body: { data: [{ ...valid, [k]: 'x' }] } },
        names: k,
      })),
    fc.oneof(fc.constant(''), fc.string({ minLength: 101, maxLength: 140 })).chain((text) =>
      fc.constantFrom('type', 'key').map((k) => ({
        call: { method: 'PUT' as const, url, body: { data: [{ ...valid, [k]: text }] } },
        names: k,
      })),
    ),
    fc
      .oneof(
        fc.string(),
        fc.integer(),
        fc.dictionary(name, fc.string(), { maxKeys: 2 }),
        fc.constant(null),
      )
      .map((data) => ({
        call: { method: 'PUT' as const, url, body: { data } },
        names: 'data',
      })),
    name
      .filter((k) => k !== 'data')
      .map((k) => ({
        call: { method: 'PUT' as const, url, body: { data: [], [k]: 1 } },
        names: k,
      })),
  );
};

/** C0 control characters other than tab, line feed and carriage return (kept as sent). */
const C0 = fc
  .integer({ min: 1, max: 0x1f })
  .filter((c) => c !== 9 && c !== 10 && c !== 13)
  .map((c) => String.fromCharCode(c));
const loneSurrogate = fc
  .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
  .map((c) => String.fromCharCode(c));

/**
 * Text the database cannot store as sent: NUL or an unpaired surrogate somewhere in otherwise
 * ordinary text (always a 400 naming the field, nothing written).
 */
export const unstorableText = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.oneof(fc.constant('\u0000'), loneSurrogate),
    fc.string({ maxLength: 20 }),
  )
  .map(([a, bad, b]) => `${a}${bad}${b}`);

/**
 * Storable but hostile text: other C0 controls, very long strings (100k characters), decomposed
 * (NFD) and composed (NFC) forms, emoji pairs. A route may accept or refuse it, never with a 500.
 */
export const hostileText = fc.oneof(
  fc.tuple(fc.string({ maxLength: 10 }), C0, fc.string({ maxLength: 10 })).map((p) => p.join('')),
  fc.constantFrom('a', 'é', '\u{1F600}').map((c) => c.repeat(100_000 / c.length)),
  fc
    .constantFrom('Zoë Brontë', 'Ångström café', 'naïve résumé')
    .chain((s) => fc.constantFrom(s.normalize('NFC'), s.normalize('NFD'))),
  fc.string({ unit: 'binary', maxLength: 30 }),
);
