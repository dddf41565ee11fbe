// Administration area: user writes, invitations, roles, organisations, groups, direct access,
// action log and audit trail (issue 4). The server validates with these objects; browser code
// imports the types only.
import { Type, type Static, type TSchema } from 'typebox';
import { Organisation } from './auth';
import { DataBody, DataResponse, Id, ListResponse } from './common';
import { SenStatusSchema, SettingTypeSchema } from './restraint';
import { User } from './tenant';

const Text = (max: number) => Type.String({ maxLength: max });
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Optional in a body; null (or '') clears the stored value, a missing key leaves it unchanged. */
const Clearable = (max: number) => Type.Optional(Nullable(Text(max)));

export { ETHNICITIES, GENDERS } from '../rules/people';
export { isEmailAddress, isLeadEmail } from '../rules/index';
export {
  KEY_CONTACTS_KEY,
  isRecipientContact,
  parseKeyContacts,
  recipientContacts,
  type KeyContact,
} from '../rules/index';

/** A user answer that may also carry the service user's CPOMS id (`fields=...,cpomsId`). */
export const UserWithCpoms = Type.Object({
  ...User.properties,
  cpomsId: Nullable(Type.String()),
  /** Special educational needs of a service user (issue 13), answered when `fields` names it. */
  senStatus: Type.Optional(SenStatusSchema),
});
export type UserWithCpoms = Static<typeof UserWithCpoms>;

export const UserWriteResponse = DataResponse(UserWithCpoms);
export type UserWriteResponse = Static<typeof UserWriteResponse>;

export const UserIdParams = Type.Object({ id: Id }, { additionalProperties: false });
export type UserIdParams = Static<typeof UserIdParams>;

/** `GET /api/user/{id}`: orgId plus an optional `fields` narrowing. */
export const UserGetQuery = Type.Object(
  { orgId: Id, fields: Type.Optional(Type.String({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type UserGetQuery = Static<typeof UserGetQuery>;

/** `fields=` may narrow a user; cpomsId is answered only when `fields` names it. */
export const UserPartialResponse = DataResponse(Type.Partial(UserWithCpoms));
export type UserPartialResponse = Static<typeof UserPartialResponse>;

/** `GET /api/user`: partial users (`fields=`), cpomsId only when asked for. */
export const UserWithCpomsListResponse = ListResponse(Type.Partial(UserWithCpoms));
export type UserWithCpomsListResponse = Static<typeof UserWithCpomsListResponse>;

// ---- service users and staff -------------------------------------------------------------

export const ServiceUserCreateData = Type.Object(
  {
    type: Text(20),
    firstName: Text(100),
    lastName: Text(100),
    reference: Clearable(100),
    dob: Clearable(10),
    email: Clearable(254),
    ethnicity: Clearable(100),
    gender: Clearable(20),
    cpomsId: Clearable(100),
    /** "Special educational needs": none (default), SEN support, EHC plan. */
    senStatus: Type.Optional(SenStatusSchema),
  },
  { additionalProperties: false },
);
export type ServiceUserCreateData = Static<typeof ServiceUserCreateData>;

/** `POST /api/user`; `organisation`, when sent, must be the active organisation. */
export const UserCreateBody = Type.Object(
  { data: ServiceUserCreateData, organisation: Type.Optional(Id) },
  { additionalProperties: false },
);
export type UserCreateBody = Static<typeof UserCreateBody>;

export const UserCreateResponse = DataResponse(Type.Object({ id: Id }));
export type UserCreateResponse = Static<typeof UserCreateResponse>;

/**
 * `PUT /api/user/{id}`: a service user takes firstName, lastName, reference, dob, ethnicity,
 * gender, email, cpomsId; a staff member firstName, lastName, email, jobTitle (all four required).
 */
export const UserUpdateData = Type.Object(
  {
    firstName: Text(100),
    lastName: Text(100),
    reference: Clearable(100),
    dob: Clearable(10),
    ethnicity: Clearable(100),
    gender: Clearable(20),
    email: Clearable(254),
    cpomsId: Clearable(100),
    /** Service users only: "Special educational needs" (issue 13). */
    senStatus: Type.Optional(SenStatusSchema),
    jobTitle: Clearable(200),
    type: Type.Optional(Text(20)),
    /** Tolerated when it repeats the path's id. */
    id: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type UserUpdateData = Static<typeof UserUpdateData>;

export const UserUpdateBody = Type.Object(
  { data: UserUpdateData, organisation: Type.Optional(Id) },
  { additionalProperties: false },
);
export type UserUpdateBody = Static<typeof UserUpdateBody>;

/** Deletes answer the string 'true' (spec 3 §7). */
export const DeletedResponse = DataResponse(Type.Object({ success: Type.Literal('true') }));
export type DeletedResponse = Static<typeof DeletedResponse>;

export const InviteBody = Type.Object(
  {
    /** Checked by the server one by one, so that the error names the e-mail at fault. */
    email: Type.Array(Type.String({ maxLength: 254 }), { minItems: 1, maxItems: 100 }),
    role: Id,
    organisation: Id,
  },
  { additionalProperties: false },
);
export type InviteBody = Static<typeof InviteBody>;

export const InviteResponse = DataResponse(Type.Object({ invited: Type.Array(Type.String()) }));
export type InviteResponse = Static<typeof InviteResponse>;

/** 403 of an invitation over organisations.num_allowed_users. */
export const UserLimitError = Type.Object({
  error: Type.String(),
  type: Type.Optional(Type.Literal('userlimit')),
});
export type UserLimitError = Static<typeof UserLimitError>;

// ---- groups -------------------------------------------------------------------------------

export const UserGroup = Type.Object({
  id: Id,
  name: Type.String(),
  description: Type.String(),
  owner: Nullable(Type.Integer()),
  organisation: Id,
  createdAt: Type.String(),
});
export type UserGroup = Static<typeof UserGroup>;

export const UserGroupListResponse = ListResponse(Type.Partial(UserGroup));
export type UserGroupListResponse = Static<typeof UserGroupListResponse>;

export const UserGroupCreateBody = DataBody({
  name: Text(200),
  organisation: Type.Optional(Id),
  description: Type.Optional(Text(1000)),
});
export type UserGroupCreateBody = Static<typeof UserGroupCreateBody>;

/** The created group, as a one-item list (spec 3 §7: "response data list with id"). */
export const UserGroupCreateResponse = DataResponse(Type.Array(UserGroup));
export type UserGroupCreateResponse = Static<typeof UserGroupCreateResponse>;

export const UserGroupMember = Type.Object({
  id: Id,
  usergroup: Id,
  user: Id,
  /** The group's name. */
  name: Type.String(),
  createdAt: Type.String(),
});
export type UserGroupMember = Static<typeof UserGroupMember>;

export const UserGroupMemberListResponse = ListResponse(Type.Partial(UserGroupMember));
export type UserGroupMemberListResponse = Static<typeof UserGroupMemberListResponse>;

export const UserGroupMemberCreateBody = DataBody({ usergroup: Id, user: Id });
export type UserGroupMemberCreateBody = Static<typeof UserGroupMemberCreateBody>;

export const UserGroupMemberResponse = DataResponse(UserGroupMember);
export type UserGroupMemberResponse = Static<typeof UserGroupMemberResponse>;

// ---- direct access ------------------------------------------------------------------------

export const StaffSummary = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  email: Nullable(Type.String()),
});
export type StaffSummary = Static<typeof StaffSummary>;

/** `GET /api/user/{id}/directaccess[/grants]`. */
export const DirectAccessStaffQuery = Type.Object(
  {
    orgId: Id,
    fields: Type.Optional(Type.String({ maxLength: 200 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type DirectAccessStaffQuery = Static<typeof DirectAccessStaffQuery>;

export const StaffSummaryListResponse = ListResponse(Type.Partial(StaffSummary));
export type StaffSummaryListResponse = Static<typeof StaffSummaryListResponse>;

export const DirectAccessBody = Type.Object(
  {
    data: Type.Array(Type.Object({ userGrantedAccess: Id }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 1000,
    }),
    organisation: Type.Optional(Id),
  },
  { additionalProperties: false },
);
export type DirectAccessBody = Static<typeof DirectAccessBody>;

// ---- roles and permissions ----------------------------------------------------------------

export const Role = Type.Object({
  id: Id,
  title: Type.String(),
  permissions: Type.Array(Type.String()),
  organisation: Id,
  createdAt: Type.String(),
});
export type Role = Static<typeof Role>;

export const RoleListResponse = ListResponse(Type.Partial(Role));
export type RoleListResponse = Static<typeof RoleListResponse>;

export const RoleResponse = DataResponse(Type.Partial(Role));
export type RoleResponse = Static<typeof RoleResponse>;

/** Names from the permission catalogue (checked by the server, naming an unknown one). */
const Permissions = Type.Array(Type.Unknown(), { maxItems: 100 });

export const RoleCreateBody = DataBody({
  title: Text(100),
  permissions: Type.Optional(Permissions),
  organisation: Type.Optional(Id),
});
export type RoleCreateBody = Static<typeof RoleCreateBody>;

export const RoleUpdateBody = DataBody({
  title: Type.Optional(Text(100)),
  permissions: Type.Optional(Permissions),
  organisation: Type.Optional(Id),
  /** Tolerated when it repeats the path's id. */
  id: Type.Optional(Id),
});
export type RoleUpdateBody = Static<typeof RoleUpdateBody>;

export const RoleUserParams = Type.Object(
  { roleId: Id, userId: Id },
  { additionalProperties: false },
);
export type RoleUserParams = Static<typeof RoleUserParams>;

export const RoleAssignQuery = Type.Object(
  { orgId: Id, siteId: Type.Optional(Type.String({ maxLength: 50 })) },
  { additionalProperties: false },
);
export type RoleAssignQuery = Static<typeof RoleAssignQuery>;

export const RoleAssignmentResponse = DataResponse(
  Type.Object({ user: Id, role: Role, changed: Type.Boolean() }),
);
export type RoleAssignmentResponse = Static<typeof RoleAssignmentResponse>;

export const PermissionListResponse = ListResponse(
  Type.Object({ name: Type.String(), description: Type.String() }),
);
export type PermissionListResponse = Static<typeof PermissionListResponse>;

// ---- organisations (services) -------------------------------------------------------------

export const PLANS = ['Plus', 'Care', 'other'] as const;

export const OrganisationListItem = Type.Object({
  id: Id,
  name: Type.String(),
  primaryColour: Nullable(Type.String()),
  secondaryColour: Nullable(Type.String()),
  plan: Type.String(),
  createdAt: Type.String(),
});
export type OrganisationListItem = Static<typeof OrganisationListItem>;

export const OrganisationListResponse = ListResponse(Type.Partial(OrganisationListItem));
export type OrganisationListResponse = Static<typeof OrganisationListResponse>;

export const OrganisationParams = Type.Object({ id: Id }, { additionalProperties: false });
export type OrganisationParams = Static<typeof OrganisationParams>;

/** `GET /api/organisation/{id}`: the active organisation with its settings. */
export const OrganisationResponse = DataResponse(Organisation);
export type OrganisationResponse = Static<typeof OrganisationResponse>;

export const OrganisationItemResponse = DataResponse(OrganisationListItem);
export type OrganisationItemResponse = Static<typeof OrganisationItemResponse>;

export const OrganisationCreateBody = DataBody({
  name: Text(200),
  primaryColour: Text(20),
  secondaryColour: Text(20),
  plan: Type.Optional(Text(20)),
});
export type OrganisationCreateBody = Static<typeof OrganisationCreateBody>;

export const OrganisationUpdateBody = DataBody({
  name: Type.Optional(Text(200)),
  primaryColour: Type.Optional(Text(20)),
  secondaryColour: Type.Optional(Text(20)),
  plan: Type.Optional(Text(20)),
  /** Tolerated when it repeats the path's id. */
  id: Type.Optional(Id),
});
export type OrganisationUpdateBody = Static<typeof OrganisationUpdateBody>;

export const SafeguardingLead = Type.Object(
  {
    firstName: Type.Optional(Text(100)),
    lastName: Type.Optional(Text(100)),
    phone: Type.Optional(Text(50)),
    email: Type.Optional(Text(254)),
  },
  { additionalProperties: false },
);
export type SafeguardingLead = Static<typeof SafeguardingLead>;

/**
 * `PUT /api/organisation/{id}/settings`. cpomsApiKey is write-only: missing or '' leaves it,
 * null removes it. numAllowedUsers (null = unlimited) only for global admins.
 */
export const OrganisationSettingsBody = DataBody({
  enablePILExtras: Type.Optional(Type.Boolean()),
  aiTermsAccepted: Type.Optional(Type.Boolean()),
  wondeSync: Type.Optional(Type.Boolean()),
  cpomsEnabled: Type.Optional(Type.Boolean()),
  cpomsDomain: Clearable(500),
  cpomsSyncEverything: Type.Optional(Type.Boolean()),
  cpomsApiKey: Clearable(500),
  sharedIncidentReports: Type.Optional(Type.Boolean()),
  sharedSmartPlans: Type.Optional(Type.Boolean()),
  numAllowedUsers: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1000000 }))),
  safeguardingLeads: Type.Optional(Type.Array(SafeguardingLead, { maxItems: 100 })),
  /** Service Setup "Type of setting": School or Children's home (issue 13). */
  settingType: Type.Optional(SettingTypeSchema),
});
export type OrganisationSettingsBody = Static<typeof OrganisationSettingsBody>;

/** The organisation after the change; `cpomsApiKeySet` says whether a key is stored. */
export const OrganisationSettingsResponse = DataResponse(
  Type.Object({ ...Organisation.properties, cpomsApiKeySet: Type.Boolean() }),
);
export type OrganisationSettingsResponse = Static<typeof OrganisationSettingsResponse>;

// ---- action log and audit trail -----------------------------------------------------------

export const ActionLogEntry = Type.Object({
  id: Id,
  description: Type.String(),
  type: Type.String(),
  key: Type.String(),
  actionedBy: Nullable(Type.Integer()),
  createdAt: Type.String(),
  subject: Nullable(Type.Integer()),
  organisation: Id,
  additionalData: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** '/api/file/{id}' of the named submission's PDF, when it has one. */
  pdfUrl: Nullable(Type.String()),
});
export type ActionLogEntry = Static<typeof ActionLogEntry>;

export const ActionLogListResponse = ListResponse(Type.Partial(ActionLogEntry));
export type ActionLogListResponse = Static<typeof ActionLogListResponse>;

export const AuditTrailEntry = Type.Object({
  id: Id,
  action: Type.String(),
  entity: Type.String(),
  entityId: Nullable(Type.String()),
  actor: Nullable(Type.Integer()),
  actorFirstName: Nullable(Type.String()),
  actorLastName: Nullable(Type.String()),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String(),
});
export type AuditTrailEntry = Static<typeof AuditTrailEntry>;

export const AuditTrailListResponse = ListResponse(Type.Partial(AuditTrailEntry));
export type AuditTrailListResponse = Static<typeof AuditTrailListResponse>;
