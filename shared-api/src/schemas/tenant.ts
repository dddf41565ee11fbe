import { Type, type Static } from 'typebox';
import { AnalyticsReports } from './analytics';
import { ApiDate, DataBody, DataResponse, Id, ListResponse } from './common';
import { CriteriaRow, SearchReports } from './search';
import { PlanDueRow } from './smartplans';

export const UserType = Type.Union([Type.Literal('user'), Type.Literal('student')]);
export type UserType = Static<typeof UserType>;

export const User = Type.Object({
  id: Id,
  firstName: Type.String(),
  lastName: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  type: UserType,
  email: Type.Union([Type.String(), Type.Null()]),
  userName: Type.Union([Type.String(), Type.Null()]),
  ethnicity: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([Type.String(), Type.Null()]),
  dob: Type.Union([ApiDate, Type.Null()]),
  createdAt: Type.String(),
  deleted: Type.Boolean(),
  jobTitle: Type.Union([Type.String(), Type.Null()]),
});
export type User = Static<typeof User>;

/** `fields=` may narrow the answer, so list items are partial users. */
export const UserListResponse = ListResponse(Type.Partial(User));
export type UserListResponse = Static<typeof UserListResponse>;

export const UserResponse = DataResponse(User);
export type UserResponse = Static<typeof UserResponse>;

export const UserListQuery = Type.Object(
  {
    orgId: Id,
    type: Type.Optional(UserType),
    fields: Type.Optional(Type.String({ maxLength: 2000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    where: Type.Optional(Type.String({ maxLength: 10000 })),
    sort: Type.Optional(Type.String({ maxLength: 200 })),
    showFormerStudents: Type.Optional(Type.Boolean()),
    /**
     * Type-ahead: people whose "first last" or "last first" starts with the text (case and accents
     * ignored). Blank text means no search.
     */
    q: Type.Optional(Type.String({ maxLength: 100 })),
    /**
     * Exactly these people (comma-separated ids, at most 100), archived and former ones included
     * unless `where.deleted` says otherwise: how a picker names people chosen earlier.
     */
    ids: Type.Optional(Type.String({ maxLength: 1200 })),
  },
  { additionalProperties: false },
);
export type UserListQuery = Static<typeof UserListQuery>;

export const TagText = Type.String({ minLength: 1, maxLength: 100 });

export const UserTag = Type.Object(
  { user: Id, type: TagText, key: TagText, value: Type.String({ maxLength: 100000 }) },
  { additionalProperties: false },
);
export type UserTag = Static<typeof UserTag>;

export const UserTagPutBody = Type.Object(
  { data: Type.Array(UserTag, { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type UserTagPutBody = Static<typeof UserTagPutBody>;

export const OrganisationTag = Type.Object(
  { type: TagText, key: TagText, value: Type.String({ maxLength: 100000 }) },
  { additionalProperties: false },
);
export type OrganisationTag = Static<typeof OrganisationTag>;

export const OrganisationTagPutBody = Type.Object(
  { data: Type.Array(OrganisationTag, { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type OrganisationTagPutBody = Static<typeof OrganisationTagPutBody>;

/** Tag list items: `fields=key,value` narrows them. */
export const TagListResponse = ListResponse(
  Type.Partial(
    Type.Object({
      id: Id,
      user: Id,
      type: Type.String(),
      key: Type.String(),
      value: Type.String(),
      organisation: Id,
    }),
  ),
);
export type TagListResponse = Static<typeof TagListResponse>;

export const SubmissionType = Type.String({ minLength: 1, maxLength: 50 });

export const ReportGenerateRequest = DataBody({
  submissionType: SubmissionType,
  /** Search criteria (spec 2 §5); the dashboard sends []. */
  query: Type.Array(CriteriaRow, { maxItems: 100 }),
  reports: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    minItems: 1,
    maxItems: 50,
  }),
  /** Page size of the list reports (incident searches, drafts): 1..1000, default 250. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Rows to skip before the page (list reports). */
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
});
export type ReportGenerateRequest = Static<typeof ReportGenerateRequest>;

export const CollaboratorReportRow = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.String()]),
  subject: Id,
  subType: Type.Union([Type.String(), Type.Null()]),
  latestSubmission: Id,
  dateOfIncident: Type.Union([Type.String(), Type.Null()]),
  authorFirstname: Type.String(),
  authorLastname: Type.String(),
  studentFirstname: Type.String(),
  studentLastname: Type.String(),
  collaboratorsFinished: Type.Array(Type.Integer()),
});
export type CollaboratorReportRow = Static<typeof CollaboratorReportRow>;

/** The dashboard reports; other report names answer 400 unless the registry knows them. */
export const DashboardReports = Type.Object({
  numActiveStudents: Type.Integer({ minimum: 0 }),
  totalNumberOfIncidents: Type.Integer({ minimum: 0 }),
  behaviourDrafts: Type.Integer({ minimum: 0 }),
  incidentsAsCollaborator: Type.Array(CollaboratorReportRow),
});
export type DashboardReports = Static<typeof DashboardReports>;

/** Every member `POST /api/report/generate` may answer (one per requested report). */
export const ReportGenerateResponse = DataResponse(
  Type.Partial(
    Type.Object({
      ...DashboardReports.properties,
      plansDueForReview: Type.Array(PlanDueRow),
      ...SearchReports.properties,
      ...AnalyticsReports.properties,
    }),
  ),
);
export type ReportGenerateResponse = Static<typeof ReportGenerateResponse>;

export const AcknowledgeBody = Type.Object(
  { status: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AcknowledgeBody = Static<typeof AcknowledgeBody>;
