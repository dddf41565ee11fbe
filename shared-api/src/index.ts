// Browser entry of shared-api (a Module Federation singleton). Schemas are exported as types only:
// their TypeBox values live behind 'shared-api/schemas' for the server. The date helpers
// ('shared-api/dates') and the criteria rows ('shared-api/search', which formats dates) are entries
// of their own, each shared as its own singleton, so this entry, which every screen loads (the
// sign-in page too), pulls no date-fns; only their types are exported here.
export {
  api,
  ApiError,
  apiUrl,
  configureApi,
  request,
  NETWORK_ERROR_MESSAGE,
  MISSING_TOKEN_MESSAGE,
} from './client';
export type { RequestOptions } from './client';
export { streamLines, NDJSON, UNREADABLE_STREAM_MESSAGE } from './stream';
export type { StreamOptions } from './stream';
export { sessionStore, useSession, SESSION_KEYS } from './session';
export type { SessionState, SessionStore } from './session';
export {
  isSignedIn,
  isSafeguardingLead,
  isOrgAdmin,
  passesHelperCheck,
  hasPermission,
  planOf,
  hasPlusOrCare,
} from './roles';
export type { Plan } from './roles';
export { DEFAULT_TERMS, useTerms, withTerms, resolveTerms, capitalise } from './terms';
export type { TermsWithCapitals } from './terms';
export type { DateInput } from './dates';
export {
  login,
  needsVerification,
  storeLogin,
  fetchSession,
  refreshSession,
  logout,
  requestPasswordReset,
  resetPassword,
  signup,
  exchangeSsoCode,
  ssoStatus,
  ssoStartUrl,
  getInvitation,
  acceptInvitation,
  PASSWORD_RESET_ORGANISATION_ID,
} from './auth';
export type { LoginResult } from './auth';
export { safeReturnTo, DEFAULT_RETURN_TO } from './returnTo';
export { useApi, useReports, useOrganisationUsers, useOrganisationUserCount } from './hooks';
export type { GetAnswer, ReportAnswer, ReportOptions } from './hooks';
// The API contract as types: route keys, paths, queries, bodies and answers (values: 'shared-api/contract').
export type {
  ApiContract,
  ApiPath,
  ApiRoute,
  RouteAnswer,
  RouteBody,
  RouteData,
  RouteOf,
  RouteParams,
  RoutePath,
  RouteQuery,
} from './contract/types';
export type { CallInit, ClientQuery, RequestInit } from './contract/call';
export type { FieldNames, ItemOf, KnownFields, WithFields } from './contract/fields';
export {
  PERMISSIONS,
  ALL_PERMISSIONS,
  FULL_USER_PERMISSIONS,
  RESTRICTED_USER_PERMISSIONS,
  isPermissionName,
  roleLabel,
} from './permissions';
export type { PermissionDefinition, PermissionName } from './permissions';
export * from './incidentVocabulary';
export * from './rules/index';
// From the search modules themselves, not the 'search/index' barrel: that re-exports rows.ts
// (dates, so date-fns) and a module's re-exports are bundled whether used or not.
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
} from './search/operators';
export {
  SEARCH_FIELD_CATALOGUE,
  searchFieldDefinition,
  searchFields,
  fieldLabel,
} from './search/catalogue';
export { fieldsForReportType, LOG_PREFIX, CLICKER_PREFIX } from './search/reportTypes';
export { parseCriterionValue, integerOf, MAX_SEARCH_INTEGER } from './search/values';
export { checkCriterion, checkCriteria } from './search/validate';
export {
  GLOBAL_INCIDENT_REPORT_CHARTS,
  LOG_REPORT_PARTS,
  CLICKER_REPORT_PARTS,
} from './search/reportParts';
export type {
  FieldType,
  Relation,
  FieldGroup,
  OptionSource,
  SearchField,
  SearchFieldDefinition,
  SearchFieldKey,
  SearchFieldOptions,
  CriteriaValue,
  ParsedValue,
  RawResponse,
  CheckedCriterion,
  CheckOptions,
  CriterionInput,
  CriterionRow,
  QueryItem,
} from './search/index';
export {
  fetchQuickSearches,
  saveQuickSearches,
  parseQuickSearches,
  normaliseQuickSearches,
} from './search/quickSearches';
export type { QuickSearch, QuickSearchStorage } from './search/quickSearches';
export { SHARE_TEXTS } from './shareTexts';
export type * from './types';
