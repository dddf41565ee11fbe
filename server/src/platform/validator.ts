import type { FastifySchemaCompiler } from 'fastify';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import type { TSchema } from 'typebox';
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

const schemaValidator: FastifySchemaCompiler<TSchema> = (routeSchema) => {
  const validate = TypeBoxValidatorCompiler(routeSchema);
  if (routeSchema.httpPart !== 'querystring' && routeSchema.httpPart !== 'params') return validate;
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
