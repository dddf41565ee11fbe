// Type-only view of the payload schemas: importing these costs the browser bundle nothing.
export type {
  ApiErrorBody,
  CollaboratorReportRow,
  DashboardReports,
  InvitationInfo,
  LoginData,
  LoginRequest,
  MyPermissions,
  Organisation,
  OrganisationSummary,
  OrganisationTag,
  OrgPermissions,
  RoleRef,
  SessionData,
  SignupData,
  SsoStatus,
  Terms,
  User,
  UserDetails,
  UserTag,
  UserType,
  VerificationNeeded,
  AcceptInvitationData,
  ReportGenerateRequest,
} from './schemas';

/** Success envelope of the API: `{ data }`, lists add `page.total`. */
export interface ApiResponse<T> {
  data: T;
  page?: { total: number };
}

export type QueryValue = string | number | boolean | null | undefined | object;
export type Query = Record<string, QueryValue>;
