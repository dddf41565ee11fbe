import { searchFieldDefinition, type SearchFieldDefinition } from './catalogue';
import { TECHNIQUE_OPERATORS, wireOperatorsFor } from './operators';
import { parseCriterionValue, type CriteriaValue, type RawResponse } from './values';

/** One criterion as the API receives it (the CriteriaRow payload schema). */
export interface CriterionInput {
  key: string;
  operator: string;
  response?: RawResponse;
  relation?: 'AND' | 'OR';
}

/** A criterion that passed every check. */
export type CheckedCriterion =
  | {
      kind: 'field';
      key: string;
      field: SearchFieldDefinition;
      operator: string;
      value: CriteriaValue;
    }
  | { kind: 'technique'; key: string };

export interface CheckOptions {
  /**
   * Technique keys the organisation knows (the server passes them); without it any key is taken
   * as a technique key for `exists` (the builder only offers the organisation's techniques).
   */
  techniqueKeys?: ReadonlySet<string>;
}

/** Keys the API also accepts, read as the catalogue field they name. */
const FIELD_ALIASES: Readonly<Record<string, string>> = { physicalTechniques: 'physicalTechnique' };

function fieldOf(key: string): SearchFieldDefinition | undefined {
  const own = Object.hasOwn(FIELD_ALIASES, key) ? FIELD_ALIASES[key]! : key;
  return searchFieldDefinition(own);
}

/**
 * Checks criterion `index`: its key against the catalogue (or the organisation's technique
 * keys), its operator against its field type, its response against the type. The error names the
 * row and the problem, as the API's 400 answer does: "query[2].operator: 'on' is not an operator
 * for 'serviceuser_age' (equal to, ...)".
 */
export function checkCriterion(
  row: CriterionInput,
  index: number,
  options: CheckOptions = {},
): { ok: CheckedCriterion } | { error: string } {
  const field = fieldOf(row.key);
  if (!field) {
    if (!TECHNIQUE_OPERATORS.includes(row.operator))
      return { error: `query[${index}].key: unknown search field '${row.key}'` };
    if (options.techniqueKeys && !options.techniqueKeys.has(row.key))
      return { error: `query[${index}].key: unknown technique '${row.key}'` };
    return { ok: { kind: 'technique', key: row.key } };
  }
  const allowed = wireOperatorsFor(field.type);
  if (!allowed.includes(row.operator))
    return {
      error: `query[${index}].operator: '${row.operator}' is not an operator for '${row.key}' (${allowed.join(', ')})`,
    };
  const parsed = parseCriterionValue(field.type, row.response);
  if ('needs' in parsed)
    return { error: `query[${index}].response: '${row.key}' needs ${parsed.needs}` };
  return {
    ok: { kind: 'field', key: row.key, field, operator: row.operator, value: parsed.value },
  };
}

/** Every criterion checked, or the first problem (rows are numbered from 0, as sent). */
export function checkCriteria(
  rows: readonly CriterionInput[],
  options: CheckOptions = {},
): { ok: CheckedCriterion[] } | { error: string } {
  const checked: CheckedCriterion[] = [];
  for (const [index, row] of rows.entries()) {
    const result = checkCriterion(row, index, options);
    if ('error' in result) return result;
    checked.push(result.ok);
  }
  return { ok: checked };
}
