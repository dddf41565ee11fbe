// Browser entry of shared-api (a Module Federation singleton). Schemas are exported as types only:
// their TypeBox values live behind 'shared-api/schemas' for the server.
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
export { sessionStore, useSession, SESSION_KEYS } from './session';
export type { SessionState, SessionStore } from './session';
export {
  isSignedIn,
  isSafeguardingLead,
  isOrgAdmin,
  hasPermission,
  planOf,
  hasPlusOrCare,
} from './roles';
export type { Plan } from './roles';
export { DEFAULT_TERMS, useTerms, withTerms, resolveTerms, capitalise } from './terms';
export type { TermsWithCapitals } from './terms';
export {
  formatDate,
  toApiDate,
  parseDisplayDate,
  formatTime,
  formatDateTime,
  formatRelative,
  toDate,
  NO_DATE,
} from './dates';
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
export { useApi, useReports, useOrganisationUsers } from './hooks';
export type { ReportOptions } from './hooks';
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
export type * from './types';
