// The search builder parts shared by every search screen (incident search, report searches, AI).
export { CriteriaBuilder } from './CriteriaBuilder';
export type { CriteriaBuilderProps } from './CriteriaBuilder';
export { CriterionValue } from './CriterionValue';
export type { CriterionValueProps } from './CriterionValue';
export {
  QuickSearchPanel,
  QUICK_SEARCH_SAVED,
  QUICK_SEARCH_REMOVE_CONFIRM,
} from './QuickSearchPanel';
export type { QuickSearchPanelProps } from './QuickSearchPanel';
export { ReflowTable, ResultsTable, resultsTitle } from './ResultsTable';
export type { ResultsTableProps } from './ResultsTable';
export { useSearchFieldOptions } from './useSearchFieldOptions';
export type { SearchOptions, TechniqueNames } from './options';
