import { formatDate, parseDisplayDate, toApiDate } from '../dates';
import type { SearchField } from './catalogue';
import {
  operatorsFor,
  REPORT_TECHNIQUE_OPERATOR,
  techniqueKey,
  TECHNIQUE_OPERATORS,
  type Relation,
} from './operators';
import { checkCriterion } from './validate';

/** One criterion as the report endpoint and the saved quick searches hold it. */
export interface QueryItem {
  key: string;
  operator: string;
  /** Absent only on a report search's technique row ('has', spec 3 §2.4). */
  response?: string;
  relation: Relation;
}

/** One row of the criteria builder as the user edits it. */
export interface CriterionRow {
  field: string;
  operator: string;
  /** Dates are kept as typed (dd/mm/yyyy); everything else as sent. */
  value: string;
  relation: Relation;
}

/** Shown when View Results or a quick search save meets a partly filled row (spec 3 §5). */
export const QUERY_INCOMPLETE = 'Please complete the query before continuing';

export const emptyRow = (relation: Relation = 'AND'): CriterionRow => ({
  field: '',
  operator: '',
  value: '',
  relation,
});

export function isBlank(row: CriterionRow): boolean {
  return !row.field && !row.operator && !row.value;
}

/** The row as sent, or null when it is not complete and valid for its field. */
function toItem(
  row: CriterionRow,
  index: number,
  fields: readonly SearchField[],
): QueryItem | null {
  const field = fields.find((f) => f.key === row.field);
  const operatorFits =
    field?.type === 'technique'
      ? TECHNIQUE_OPERATORS.includes(row.operator)
      : Boolean(field && operatorsFor(field.type).includes(row.operator));
  if (!field || !operatorFits || !row.value.trim()) return null;
  const relation: Relation = index === 0 ? 'AND' : row.relation;
  if (field.type === 'technique') {
    const key = techniqueKey(row.value);
    return row.operator === REPORT_TECHNIQUE_OPERATOR
      ? { key, operator: row.operator, relation }
      : { key, operator: row.operator, response: row.value, relation };
  }
  let response = row.value.trim();
  if (field.type === 'date') {
    const date = toApiDate(parseDisplayDate(row.value));
    if (!date) return null;
    response = date;
  }
  const item = { key: row.field, operator: row.operator, response, relation };
  // The same check the server answers 400 with: the builder never sends what it would refuse.
  return 'ok' in checkCriterion(item, index) ? item : null;
}

export function isComplete(row: CriterionRow, fields: readonly SearchField[]): boolean {
  return toItem(row, 0, fields) !== null;
}

/**
 * The rows as the report endpoint wants them, or null when a row is only partly filled (or its
 * value does not fit its field). Fully blank rows are left out: an empty builder searches everything.
 */
export function toQuery(rows: CriterionRow[], fields: readonly SearchField[]): QueryItem[] | null {
  const used = rows.filter((row) => !isBlank(row));
  const items = used.map((row, index) => toItem(row, index, fields));
  return items.every((item): item is QueryItem => item !== null) ? items : null;
}

/**
 * Rows back from a saved query. Technique criteria are found again by their key among the
 * organisation's technique names; unknown keys are kept so nothing is silently lost.
 */
export function fromQuery(
  query: QueryItem[],
  fields: readonly SearchField[],
  techniques: { deescalation: string[]; physical: string[] },
): CriterionRow[] {
  const rows = query.map((item): CriterionRow => {
    if (TECHNIQUE_OPERATORS.includes(item.operator)) {
      const physical = techniques.physical.find((t) => techniqueKey(t) === item.key);
      const deescalation = techniques.deescalation.find((t) => techniqueKey(t) === item.key);
      const name = deescalation ?? physical ?? item.response ?? item.key;
      return {
        field: physical && !deescalation ? 'physicalTechnique' : 'deescalationTechniques',
        operator: item.operator,
        value: name,
        relation: item.relation,
      };
    }
    const field = fields.find((f) => f.key === item.key);
    const response = item.response ?? '';
    const value = field?.type === 'date' ? formatDate(response) : response;
    return { field: item.key, operator: item.operator, value, relation: item.relation };
  });
  return rows.length > 0 ? rows : [emptyRow()];
}
