import { Type, type Static } from 'typebox';
import { DataResponse, Id } from './common';
import { SettingTypeSchema } from './restraint';

export const Email = Type.String({ format: 'email', minLength: 3, maxLength: 254 });
/** Length and strength are checked with `passwordProblem` so the message is the spec's. */
export const PasswordText = Type.String({ maxLength: 200 });

export const PlanName = Type.String({ maxLength: 50 });

export const Organisation = Type.Object({
  id: Id,
  name: Type.String(),
  appSettings: Type.Union([Type.Record(Type.String(), Type.Unknown()), Type.Null()]),
  enabledModules: Type.Array(Type.String()),
  logoUrl: Type.Union([Type.String(), Type.Null()]),
  hasSites: Type.Boolean(),
  createdAt: Type.String(),
  admin: Type.Union([Type.Integer(), Type.Null()]),
  sharedIncidentReports: Type.Boolean(),
  sharedSmartPlans: Type.Boolean(),
  numAllowedUsers: Type.Union([Type.Integer(), Type.Null()]),
  wondeSync: Type.Boolean(),
  safeguardingLeads: Type.Array(Type.String()),
  enablePILExtras: Type.Boolean(),
  aiTermsAccepted: Type.Boolean(),
  /** Who turned the AI terms on, and when (issue 12); null while they are off. */
  aiTermsAcceptedBy: Type.Optional(Type.Union([Id, Type.Null()])),
  aiTermsAcceptedAt: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  cpomsEnabled: Type.Boolean(),
  cpomsDomain: Type.Union([Type.String(), Type.Null()]),
  cpomsSyncEverything: Type.Boolean(),
  plan: PlanName,
  primaryColour: Type.Union([Type.String(), Type.Null()]),
  secondaryColour: Type.Union([Type.String(), Type.Null()]),
  /** Type of setting (issue 13): decides the restraint records' deadlines. */
  settingType: Type.Optional(SettingTypeSchema),
});
export type Organisation = Static<typeof Organisation>;

export const OrganisationSummary = Type.Object({ id: Id, name: Type.String(), plan: PlanName });
export type OrganisationSummary = Static<typeof OrganisationSummary>;

export const UserDetails = Type.Object({
  id: Id,
  email: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  isglobaladmin: Type.Boolean(),
  isdeveloper: Type.Boolean(),
});
export type UserDetails = Static<typeof UserDetails>;

export const Terms = Type.Object({
  serviceUser: Type.String(),
  serviceUserPlural: Type.String(),
  service: Type.String(),
  servicePlural: Type.String(),
});
export type Terms = Static<typeof Terms>;

export const RoleRef = Type.Object({ id: Id, title: Type.String() });
export type RoleRef = Static<typeof RoleRef>;

export const OrgPermissions = Type.Object({
  isAdmin: Type.Boolean(),
  role: Type.Union([RoleRef, Type.Null()]),
  permissions: Type.Array(Type.String()),
});
export type OrgPermissions = Static<typeof OrgPermissions>;

/** Keyed by organisation id (as a string, JSON object keys). */
export const MyPermissions = Type.Record(Type.String(), OrgPermissions);
export type MyPermissions = Static<typeof MyPermissions>;

const sessionFields = {
  activeOrg: Organisation,
  activeSite: Type.Null(),
  userOrganisations: Type.Array(OrganisationSummary),
  userDetails: UserDetails,
  terms: Terms,
  myPermissions: MyPermissions,
};

export const SessionData = Type.Object(sessionFields);
export type SessionData = Static<typeof SessionData>;

export const LoginData = Type.Object({ apiToken: Type.String(), ...sessionFields });
export type LoginData = Static<typeof LoginData>;

export const LoginRequest = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 254 }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    verificationCode: Type.Optional(Type.String({ maxLength: 20 })),
  },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const VerificationNeeded = Type.Object({ verificationNeeded: Type.Literal(true) });
export type VerificationNeeded = Static<typeof VerificationNeeded>;

export const LoginResponse = DataResponse(Type.Union([VerificationNeeded, LoginData]));
export type LoginResponse = Static<typeof LoginResponse>;

export const LoginDataResponse = DataResponse(LoginData);
export type LoginDataResponse = Static<typeof LoginDataResponse>;

export const SessionResponse = DataResponse(SessionData);
export type SessionResponse = Static<typeof SessionResponse>;

export const PasswordResetRequestBody = Type.Object(
  {
    data: Type.Object(
      { organisationId: Type.Integer(), email: Type.String({ minLength: 1, maxLength: 254 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PasswordResetRequestBody = Static<typeof PasswordResetRequestBody>;

export const PasswordResetBody = Type.Object(
  {
    data: Type.Object(
      { token: Type.String({ minLength: 1, maxLength: 200 }), password: PasswordText },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PasswordResetBody = Static<typeof PasswordResetBody>;

export const SignupData = Type.Object(
  {
    firstName: Type.String({ minLength: 1, maxLength: 100 }),
    lastName: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    password: PasswordText,
    organisationName: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SignupData = Static<typeof SignupData>;

export const SignupBody = Type.Object({ data: SignupData }, { additionalProperties: false });
export type SignupBody = Static<typeof SignupBody>;

export const SsoCallbackQuery = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 2000 }), state: Type.String({ maxLength: 2000 }) },
  { additionalProperties: false },
);
export type SsoCallbackQuery = Static<typeof SsoCallbackQuery>;

/** `GET /api/auth/mylogin`: the provider may add `iss` to the callback. */
export const SsoCallbackRequestQuery = Type.Object(
  { ...SsoCallbackQuery.properties, iss: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type SsoCallbackRequestQuery = Static<typeof SsoCallbackRequestQuery>;

export const SsoStatus = Type.Object({ configured: Type.Boolean() });
export type SsoStatus = Static<typeof SsoStatus>;

export const SsoStatusResponse = DataResponse(SsoStatus);
export type SsoStatusResponse = Static<typeof SsoStatusResponse>;

export const InvitationQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type InvitationQuery = Static<typeof InvitationQuery>;

export const InvitationInfo = Type.Object({
  email: Type.String(),
  organisationName: Type.String(),
});
export type InvitationInfo = Static<typeof InvitationInfo>;

export const InvitationInfoResponse = DataResponse(InvitationInfo);
export type InvitationInfoResponse = Static<typeof InvitationInfoResponse>;

export const AcceptInvitationData = Type.Object(
  {
    firstname: Type.String({ minLength: 1, maxLength: 100 }),
    lastname: Type.String({ minLength: 1, maxLength: 100 }),
    password: PasswordText,
    type: Type.Literal('new'),
    // boolean, not literal true: the server answers false with the spec's own message.
    tandc: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type AcceptInvitationData = Static<typeof AcceptInvitationData>;

export const AcceptInvitationBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }), data: AcceptInvitationData },
  { additionalProperties: false },
);
export type AcceptInvitationBody = Static<typeof AcceptInvitationBody>;

/**
 * `POST /api/user/activate` as the server takes it: tandc may be missing or false, and both answer
 * with the spec's own message rather than a schema error.
 */
export const AcceptInvitationRequest = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    data: Type.Object(
      { ...AcceptInvitationData.properties, tandc: Type.Optional(Type.Boolean()) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AcceptInvitationRequest = Static<typeof AcceptInvitationRequest>;
