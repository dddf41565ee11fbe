import type { FastifySchemaCompiler } from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { badTextMessage, findBadText } from './control-characters';
import { badRequest } from './errors';
import type { ValidationIssue } from './validation-messages';

import { MAX_ID } from 'shared-api/schemas';

export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ID;
}

const WHOLE_NUMBER = /^-?[0-9]+$/;

interface SchemaWithProperties {
  properties?: Record<string, { type?: unknown }>;
}

function integerKeys(schema: unknown): string[] {
  const props = (schema as SchemaWithProperties | undefined)?.properties ?? {};
  return Object.entries(props)
    .filter(([, s]) => s?.type === 'integer')
    .map(([key]) => key);
}

type Validate = ReturnType<FastifySchemaCompiler<TSchema>>;

const TEXT_PARTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
};

/**
 * Every body, query string and path of every route passes here before its schema: text that
 * PostgreSQL cannot store (NUL, unpaired surrogates) is a 400 naming the field, whatever the field.
 */
function refuseBadText(part: string, validate: Validate): Validate {
  return (data: unknown) => {
    const found = findBadText(data);
    if (found) return { error: badRequest(badTextMessage(found, part)) };
    return validate(data);
  };
}

/**
 * TypeBox's validator, except that a query-string or path value declared as an integer must be
 * written as a whole number: its conversion would otherwise read '1.5' as 1 (so /api/user/1.5
 * would answer user 1). Bodies are JSON and checked as sent, without conversion.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = (routeSchema) => {
  const part = TEXT_PARTS[routeSchema.httpPart ?? ''];
  const validate = schemaValidator(routeSchema);
  return part ? refuseBadText(part, validate) : validate;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Most distinct texts remembered per property (texts past 64 characters are not remembered). */
const MAX_REMEMBERED = 256;

/**
 * `Value.Convert(schema, text)` remembered per text: a pure function of the two, answering a
 * primitive. TypeBox's conversion walks the schema dynamically (a union of literals checks each
 * member), which was a tenth of a list call's main-thread time.
 */
function rememberedConversion(schema: TSchema): (value: unknown) => unknown {
  const remembered = new Map<string, unknown>();
  return (value) => {
    if (typeof value !== 'string') return Value.Convert(schema, value);
    if (remembered.has(value)) return remembered.get(value);
    const converted = Value.Convert(schema, value);
    const primitive = converted === null || typeof converted !== 'object';
    if (primitive && value.length <= 64 && remembered.size < MAX_REMEMBERED)
      remembered.set(value, converted);
    return converted;
  };
}

/**
 * What `Value.Convert(schema, data)` does to a query string or path (TypeBox's own conversion in
 * the Fastify type provider), with the per-property work prepared once per route: the object step
 * is TypeBox's FromObject (each property whose name matches and is not an optional left
 * undefined is converted in place), each property's conversion is remembered per text. Any other
 * schema shape is converted by TypeBox itself.
 */
function converterOf(schema: TSchema): (data: unknown) => unknown {
  const additional = (schema as { additionalProperties?: unknown }).additionalProperties;
  if (!Type.IsObject(schema) || isObject(additional)) return (data) => Value.Convert(schema, data);
  const properties = schema.properties as Record<string, TSchema>;
  const entries = Object.getOwnPropertyNames(properties).map((key) => ({
    regexp: new RegExp(`^${key}$`),
    optional: Type.IsOptional(properties[key]!),
    convert: rememberedConversion(properties[key]!),
  }));
  return (data) => {
    if (!isObject(data) || Array.isArray(data)) return data;
    const keys = Object.getOwnPropertyNames(data);
    for (const { regexp, optional, convert } of entries) {
      for (const key of keys) {
        if (!regexp.test(key) || (optional && data[key] === undefined)) continue;
        data[key] = convert(data[key]);
      }
    }
    return data;
  };
}

const schemaValidator: FastifySchemaCompiler<TSchema> = (routeSchema) => {
  if (routeSchema.httpPart !== 'querystring' && routeSchema.httpPart !== 'params')
    return TypeBoxValidatorCompiler(routeSchema);
  // TypeBox's validator without its conversion (it converts all but bodies), then ours before it.
  const check = TypeBoxValidatorCompiler({ ...routeSchema, httpPart: 'body' });
  const convert = converterOf(routeSchema.schema);
  const validate: Validate = (data: unknown) => check(convert(data));
  const keys = integerKeys(routeSchema.schema);
  if (keys.length === 0) return validate;
  return (data: unknown) => {
    const values = (data ?? {}) as Record<string, unknown>;
    for (const key of keys) {
      const raw = values[key];
      if (typeof raw === 'string' && !WHOLE_NUMBER.test(raw.trim())) {
        const issue: ValidationIssue = {
          keyword: 'type',
          instancePath: `/${key}`,
          params: { type: 'integer' },
        };
        return {
          error: Object.assign(new Error(`${key} must be a whole number`), { validation: [issue] }),
        };
      }
    }
    return validate(data);
  };
};
