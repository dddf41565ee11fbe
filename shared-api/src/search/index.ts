// Search vocabulary shared by the builders (shared-ui/src/search) and the server's criteria
// compiler: plain data and functions, no React and no client, so the server imports it as
// 'shared-api/search'. The quick-search calls (quickSearches.ts) are in the browser entry only.
export {
  FIELD_TYPES,
  OPERATORS_BY_TYPE,
  TECHNIQUE_OPERATOR,
  REPORT_TECHNIQUE_OPERATOR,
  TECHNIQUE_OPERATORS,
  TECHNIQUE_FIELD_OPERATORS,
  operatorsFor,
  wireOperatorsFor,
  RELATIONS,
  JOIN_LABELS,
  techniqueKey,
} from './operators';
export type { FieldType, Relation } from './operators';
export {
  SEARCH_FIELD_CATALOGUE,
  searchFieldDefinition,
  searchFields,
  fieldLabel,
} from './catalogue';
export type {
  FieldGroup,
  OptionSource,
  SearchField,
  SearchFieldDefinition,
  SearchFieldKey,
  SearchFieldOptions,
} from './catalogue';
export { fieldsForReportType, LOG_PREFIX, CLICKER_PREFIX } from './reportTypes';
export { parseCriterionValue, integerOf, MAX_SEARCH_INTEGER } from './values';
export type { CriteriaValue, ParsedValue, RawResponse } from './values';
export { checkCriterion, checkCriteria } from './validate';
export type { CheckedCriterion, CheckOptions, CriterionInput } from './validate';
export { QUERY_INCOMPLETE, emptyRow, isBlank, isComplete, toQuery, fromQuery } from './rows';
export type { CriterionRow, QueryItem } from './rows';
export {
  GLOBAL_INCIDENT_REPORT_CHARTS,
  LOG_REPORT_PARTS,
  CLICKER_REPORT_PARTS,
} from './reportParts';
