import fc from 'fast-check';
import {
  ListQueryError,
  parseFields,
  parseLimit,
  parseSort,
  parseWhere,
  pick,
} from '../../src/platform/list-query';

const FIELDS = ['id', 'firstName', 'lastName'] as const;
const WHERE = { deleted: 'boolean', id: 'ids', type: 'userType', reference: 'string' } as const;

describe('list query parsing', () => {
  it('defaults fields to the whole whitelist and keeps request order without repeats', () => {
    expect(parseFields(undefined, FIELDS)).toEqual(['id', 'firstName', 'lastName']);
    expect(parseFields('lastName, id,lastName', FIELDS)).toEqual(['lastName', 'id']);
  });

  it.each([
    ['passwordHash', "fields: unknown field 'passwordHash'"],
    ['id,,lastName', 'fields: empty field name'],
  ])('rejects fields=%s', (raw, message) => {
    expect(() => parseFields(raw, FIELDS)).toThrow(new ListQueryError(message));
  });

  it('reads where values of each kind', () => {
    expect(
      parseWhere('{"deleted":false,"id":[1,2],"type":"student","reference":"L1"}', WHERE),
    ).toEqual({
      deleted: false,
      id: [1, 2],
      type: 'student',
      reference: 'L1',
    });
    expect(parseWhere('{"deleted":"true","id":7}', WHERE)).toEqual({ deleted: true, id: 7 });
    expect(parseWhere('', WHERE)).toEqual({});
  });

  it.each([
    ['{nope', 'where is not valid JSON'],
    ['[1]', 'where must be a JSON object'],
    ['null', 'where must be a JSON object'],
    ['{"passwordHash":"x"}', "where: unknown field 'passwordHash'"],
    ['{"deleted":1}', 'where.deleted must be true or false'],
    ['{"id":"1"}', 'where.id must be a positive whole number or a list of them'],
    ['{"id":[1,-2]}', 'where.id must be a positive whole number or a list of them'],
    ['{"type":"admin"}', "where.type must be 'user' or 'student'"],
    ['{"reference":5}', 'where.reference must be text of at most 1000 characters'],
    ['{"__proto__":{"x":1}}', "where: unknown field '__proto__'"],
  ])('rejects where=%s', (raw, message) => {
    expect(() => parseWhere(raw, WHERE)).toThrow(new ListQueryError(message));
  });

  it('reads sort terms in the accepted spellings', () => {
    expect(parseSort('lastName ASC,id DESC', FIELDS)).toEqual([
      { field: 'lastName', direction: 'asc' },
      { field: 'id', direction: 'desc' },
    ]);
    expect(parseSort('-id', FIELDS)).toEqual([{ field: 'id', direction: 'desc' }]);
    expect(parseSort('firstName:desc', FIELDS)).toEqual([
      { field: 'firstName', direction: 'desc' },
    ]);
    expect(parseSort(undefined, FIELDS)).toEqual([]);
  });

  it.each([
    ['email', "sort: cannot sort by 'email'"],
    ['id sideways', 'sort: direction must be ASC or DESC'],
    ['id asc extra', "sort: cannot read 'id asc extra'"],
  ])('rejects sort=%s', (raw, message) => {
    expect(() => parseSort(raw, FIELDS)).toThrow(new ListQueryError(message));
  });

  it('caps limit', () => {
    expect(parseLimit(undefined, 1000)).toBe(1000);
    expect(parseLimit(20, 1000)).toBe(20);
    expect(() => parseLimit(1001, 1000)).toThrow('limit must be at most 1000');
    expect(() => parseLimit(0, 1000)).toThrow('limit must be a positive whole number');
  });

  it('never throws anything but ListQueryError on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (fields, where, sort) => {
        for (const fn of [
          () => parseFields(fields, FIELDS),
          () => parseWhere(where, WHERE),
          () => parseSort(sort, FIELDS),
        ]) {
          try {
            fn();
          } catch (err) {
            expect(err).toBeInstanceOf(ListQueryError);
            expect((err as Error).message.length).toBeGreaterThan(0);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pick keeps only the requested fields', () => {
    expect(pick({ id: 1, firstName: 'A', lastName: 'B' }, ['lastName'])).toEqual({ lastName: 'B' });
  });
});
