import fc from 'fast-check';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { UserListQuery } from 'shared-api/schemas';
import { findBadText } from './control-characters';
import { validatorCompiler } from './validator';

// The query-string conversion is prepared once per route and remembers each property's conversion
// per text (validator.ts); it must answer exactly what TypeBox's own validator answers.
const Query = Type.Object(
  {
    orgId: Type.Integer({ minimum: 1 }),
    kind: Type.Optional(Type.Union([Type.Literal('user'), Type.Literal('student')])),
    ratio: Type.Optional(Type.Number()),
    flag: Type.Optional(Type.Boolean()),
    text: Type.Optional(Type.String({ maxLength: 20 })),
    list: Type.Optional(Type.Array(Type.Integer())),
  },
  { additionalProperties: false },
);

const texts = fc.oneof(
  fc.constantFrom('1', '2', '007', '-3', 'true', 'false', '1.5', 'user', 'student', '', 'x', ' 4 '),
  fc.string({ maxLength: 8 }),
);
const queryValue = fc.oneof(texts, fc.array(texts, { maxLength: 3 }));
const queries = fc.dictionary(
  fc.constantFrom('orgId', 'kind', 'ratio', 'flag', 'text', 'list', 'other'),
  queryValue,
);

function outcome(result: unknown): unknown {
  const r = result as { value?: unknown; error?: unknown };
  return 'value' in r ? { value: r.value } : { error: true };
}

/** Ours refuses, before TypeBox, an integer not written as a whole number and text PostgreSQL cannot store. */
function refusedFirst(schema: TSchema, query: Record<string, unknown>): boolean {
  const properties = (schema as { properties: Record<string, { type?: unknown }> }).properties;
  const notWhole = Object.entries(query).some(
    ([key, v]) =>
      properties[key]?.type === 'integer' && typeof v === 'string' && !/^-?[0-9]+$/.test(v.trim()),
  );
  return notWhole || findBadText(query) !== null;
}

function compare(schema: TSchema, query: Record<string, unknown>) {
  const ours = validatorCompiler({ schema, httpPart: 'querystring', method: 'GET', url: '/x' });
  const theirs = TypeBoxValidatorCompiler({
    schema,
    httpPart: 'querystring',
    method: 'GET',
    url: '/x',
  });
  const expected = refusedFirst(schema, query)
    ? { error: true }
    : outcome(theirs(structuredClone(query)));
  // Twice: the second answer comes from what the first remembered.
  expect(outcome(ours(structuredClone(query)))).toEqual(expected);
  expect(outcome(ours(structuredClone(query)))).toEqual(expected);
}

describe('query-string conversion', () => {
  it('answers what TypeBox answers, first time and remembered', () => {
    fc.assert(
      fc.property(queries, (query) => {
        compare(Query, query);
        compare(UserListQuery, query);
      }),
      { numRuns: 400 },
    );
  });

  it('converts a union of literals, a boolean and integers as TypeBox does', () => {
    const validate = validatorCompiler({
      schema: UserListQuery,
      httpPart: 'querystring',
      method: 'GET',
      url: '/x',
    });
    for (let i = 0; i < 2; i++) {
      expect(
        validate({ orgId: '3', type: 'student', limit: '10', showFormerStudents: 'true' }),
      ).toEqual({ value: { orgId: 3, type: 'student', limit: 10, showFormerStudents: true } });
      expect(outcome(validate({ orgId: '3', type: 'teacher' }))).toEqual({ error: true });
    }
  });
});
