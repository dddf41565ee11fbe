// Incidents area: submissions, responses, comments, files, technique ranking (issue 3).
import { Type, type Static } from 'typebox';
import { DataBody, DataResponse, Id, ListResponse } from './common';

export const SubmissionKind = Type.Union([
  Type.Literal('incidentreport'),
  Type.Literal('concern'),
  Type.Literal('clicker'),
  Type.Literal('behaviourplan'),
]);
export type SubmissionKind = Static<typeof SubmissionKind>;

export const SubmissionFlag = Type.Union([
  Type.Literal('none'),
  Type.Literal('green'),
  Type.Literal('yellow'),
  Type.Literal('red'),
]);
export type SubmissionFlag = Static<typeof SubmissionFlag>;

export const ParentsInformed = Type.Union([Type.Literal('yes'), Type.Literal('no')]);
export type ParentsInformed = Static<typeof ParentsInformed>;

export const ResponseType = Type.Union([
  Type.Literal('string'),
  Type.Literal('date'),
  Type.Literal('time'),
  Type.Literal('number'),
  Type.Literal('boolean'),
]);
export type ResponseType = Static<typeof ResponseType>;

export const NotifyContact = Type.Object(
  {
    firstName: Type.String({ maxLength: 200 }),
    lastName: Type.String({ maxLength: 200 }),
    email: Type.String({ minLength: 3, maxLength: 320 }),
  },
  { additionalProperties: false },
);
export type NotifyContact = Static<typeof NotifyContact>;

export const ResponseInput = Type.Object(
  {
    questionKey: Type.String({ minLength: 1, maxLength: 200 }),
    questionText: Type.Optional(Type.String({ maxLength: 2000 })),
    /** Text; numbers and booleans are stored as their text. JSON lists travel as JSON text. */
    response: Type.Union([Type.String({ maxLength: 100000 }), Type.Number(), Type.Boolean()]),
    responseType: Type.Optional(ResponseType),
  },
  { additionalProperties: false },
);
export type ResponseInput = Static<typeof ResponseInput>;

export const SubmissionCreateBody = DataBody({
  type: SubmissionKind,
  subType: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  status: Type.Union([Type.Literal('Draft'), Type.Literal('Published')]),
  subject: Id,
  formId: Type.Optional(Id),
  notify: Type.Optional(Type.Array(NotifyContact, { maxItems: 50 })),
  responses: Type.Array(ResponseInput, { maxItems: 500 }),
});
export type SubmissionCreateBody = Static<typeof SubmissionCreateBody>;

export const SubmissionSaved = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
});
export type SubmissionSaved = Static<typeof SubmissionSaved>;
export const SubmissionCreateResponse = DataResponse(SubmissionSaved);
export type SubmissionCreateResponse = Static<typeof SubmissionCreateResponse>;

export const SubmissionRow = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.Null()]),
  type: Type.String(),
  subType: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  author: Type.Union([Type.Integer(), Type.Null()]),
  subject: Type.Union([Type.Integer(), Type.Null()]),
  /** The spec's alias of `subject`. */
  user: Type.Union([Type.Integer(), Type.Null()]),
  notify: Type.Array(
    Type.Object({ firstName: Type.String(), lastName: Type.String(), email: Type.String() }),
  ),
  formId: Type.Union([Type.Integer(), Type.Null()]),
  rootId: Type.Union([Type.Integer(), Type.Null()]),
  flag: Type.String(),
  parentsInformed: Type.Union([ParentsInformed, Type.Null()]),
  pdfUrl: Type.Union([Type.String(), Type.Null()]),
  cpomsId: Type.Union([Type.String(), Type.Null()]),
  cpomsSyncFailed: Type.Union([Type.Literal(0), Type.Literal(1)]),
  collaborators: Type.Array(Type.Integer()),
  /** The caller may publish a new version (author or collaborator of the chain, or a safeguarding lead). */
  mayEdit: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  subjectFirstName: Type.Union([Type.String(), Type.Null()]),
  subjectLastName: Type.Union([Type.String(), Type.Null()]),
});
export type SubmissionRow = Static<typeof SubmissionRow>;

/** `fields=` narrows rows, so list items are partial. */
export const SubmissionListResponse = ListResponse(Type.Partial(SubmissionRow));
export type SubmissionListResponse = Static<typeof SubmissionListResponse>;
export const SubmissionRowResponse = DataResponse(SubmissionRow);
export type SubmissionRowResponse = Static<typeof SubmissionRowResponse>;

export const SubmissionPatchBody = Type.Object(
  {
    status: Type.Optional(Type.Literal('Archived')),
    flag: Type.Optional(SubmissionFlag),
    /** null clears the answer (the Undo of a first answer). */
    parentsInformed: Type.Optional(Type.Union([ParentsInformed, Type.Null()])),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type SubmissionPatchBody = Static<typeof SubmissionPatchBody>;

export const FormResponseRow = Type.Object({
  id: Id,
  submission: Id,
  questionKey: Type.String(),
  questionText: Type.String(),
  response: Type.String(),
  responseType: Type.String(),
});
export type FormResponseRow = Static<typeof FormResponseRow>;
export const FormResponseListResponse = ListResponse(Type.Partial(FormResponseRow));
export type FormResponseListResponse = Static<typeof FormResponseListResponse>;

/** GET /api/formresponse: like the list query, with a limit of up to 4000. */
export const FormResponseListQuery = Type.Object(
  {
    orgId: Id,
    fields: Type.Optional(Type.String({ maxLength: 2000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 4000 })),
    where: Type.Optional(Type.String({ maxLength: 20000 })),
    sort: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type FormResponseListQuery = Static<typeof FormResponseListQuery>;

export const CommentRow = Type.Object({
  id: Id,
  section: Type.String(),
  content: Type.String(),
  createdAt: Type.String(),
  author: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
});
export type CommentRow = Static<typeof CommentRow>;

export const CommentListResponse = DataResponse(Type.Object({ comments: Type.Array(CommentRow) }));
export type CommentListResponse = Static<typeof CommentListResponse>;

export const CommentCreateQuery = Type.Object(
  {
    orgId: Id,
    section: Type.Optional(
      Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }),
    ),
  },
  { additionalProperties: false },
);
export type CommentCreateQuery = Static<typeof CommentCreateQuery>;

export const CommentCreateBody = Type.Object(
  { content: Type.String({ minLength: 1, maxLength: 5000 }) },
  { additionalProperties: false },
);
export type CommentCreateBody = Static<typeof CommentCreateBody>;

export const CommentCreateResponse = DataResponse(Type.Object({ comment: CommentRow }));
export type CommentCreateResponse = Static<typeof CommentCreateResponse>;

export const SubmissionParams = Type.Object({ id: Id }, { additionalProperties: false });
export type SubmissionParams = Static<typeof SubmissionParams>;

export const CommentParams = Type.Object(
  { id: Id, commentId: Id },
  { additionalProperties: false },
);
export type CommentParams = Static<typeof CommentParams>;

export const TechniqueAverage = Type.Object({
  name: Type.String(),
  average: Type.Number({ minimum: 0, maximum: 10 }),
});
export type TechniqueAverage = Static<typeof TechniqueAverage>;

export const TechniqueRankingResponse = DataResponse(
  Type.Object({
    physical: Type.Array(TechniqueAverage),
    deescalation: Type.Array(TechniqueAverage),
  }),
);
export type TechniqueRankingResponse = Static<typeof TechniqueRankingResponse>;
