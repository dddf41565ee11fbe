import { formatDate, parseDisplayDate, toApiDate } from 'shared-api';
import type { QueryItem, Relation } from '../../data/search';
import { operatorsFor, techniqueKey, type SearchField } from './searchFields';

/** One row of the criteria builder as the user edits it. */
export interface CriterionRow {
  field: string;
  operator: string;
  /** Dates are kept as typed (dd/mm/yyyy); everything else as sent. */
  value: string;
  relation: Relation;
}

export const emptyRow = (relation: Relation = 'AND'): CriterionRow => ({
  field: '',
  operator: '',
  value: '',
  relation,
});

export const QUERY_INCOMPLETE = 'Please complete the query before continuing';

export function isBlank(row: CriterionRow): boolean {
  return !row.field && !row.operator && !row.value;
}

export function isComplete(row: CriterionRow, fields: SearchField[]): boolean {
  const field = fields.find((f) => f.key === row.field);
  if (!field || !operatorsFor(field.type).includes(row.operator) || !row.value.trim()) return false;
  if (field.type === 'date') return parseDisplayDate(row.value) !== null;
  if (field.type === 'integer') return /^-?\d+$/.test(row.value.trim());
  return true;
}

/**
 * The rows as the report endpoint wants them, or null when a row is only partly filled.
 * Fully blank rows are left out (an empty builder searches everything).
 */
export function toQuery(rows: CriterionRow[], fields: SearchField[]): QueryItem[] | null {
  const used = rows.filter((row) => !isBlank(row));
  if (used.some((row) => !isComplete(row, fields))) return null;
  return used.map((row, index) => {
    const field = fields.find((f) => f.key === row.field)!;
    const relation: Relation = index === 0 ? 'AND' : row.relation;
    if (field.type === 'technique')
      return { key: techniqueKey(row.value), operator: 'exists', response: row.value, relation };
    const response =
      field.type === 'date' ? (toApiDate(parseDisplayDate(row.value)) ?? '') : row.value.trim();
    return { key: row.field, operator: row.operator, response, relation };
  });
}

/**
 * Rows back from a saved query. Technique criteria are found again by their key among the
 * organisation's technique names; unknown keys are kept so nothing is silently lost.
 */
export function fromQuery(
  query: QueryItem[],
  fields: SearchField[],
  techniques: { deescalation: string[]; physical: string[] },
): CriterionRow[] {
  const rows = query.map((item): CriterionRow => {
    if (item.operator === 'exists') {
      const physical = techniques.physical.find((t) => techniqueKey(t) === item.key);
      const deescalation = techniques.deescalation.find((t) => techniqueKey(t) === item.key);
      const name = deescalation ?? physical ?? item.response;
      return {
        field: deescalation
          ? 'deescalationTechniques'
          : physical
            ? 'physicalTechnique'
            : 'deescalationTechniques',
        operator: 'exists',
        value: name,
        relation: item.relation,
      };
    }
    const field = fields.find((f) => f.key === item.key);
    const value = field?.type === 'date' ? formatDate(item.response) : item.response;
    return { field: item.key, operator: item.operator, value, relation: item.relation };
  });
  return rows.length > 0 ? rows : [emptyRow()];
}
