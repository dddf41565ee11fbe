// Incidents area: search criteria, incident search rows, CPOMS push (issue 3).
import { Type, type Static, type TSchema } from 'typebox';
import { DataResponse, Id } from './common';

/** Spec 2 §5 operators (which ones a key accepts depends on its type; the server checks). */
export const SEARCH_OPERATORS = [
  'is',
  'is not',
  'on',
  'after',
  'before',
  'equal to',
  'not equal to',
  'greater than',
  'less than',
  'greater than or equal',
  'less than or equal',
  'exists',
] as const;
export type SearchOperator = (typeof SEARCH_OPERATORS)[number];

/**
 * One criteria row of the search builder (and of a saved quick search). `relation` joins the row
 * to the rows above it (ALL OF THE ABOVE = AND, ANY OF THE ABOVE = OR); the first row's is ignored.
 */
export const CriteriaRow = Type.Object(
  {
    key: Type.String({ minLength: 1, maxLength: 100 }),
    operator: Type.String({ minLength: 1, maxLength: 50 }),
    response: Type.Optional(
      Type.Union([Type.String({ maxLength: 1000 }), Type.Number(), Type.Boolean(), Type.Null()]),
    ),
    relation: Type.Optional(Type.Union([Type.Literal('AND'), Type.Literal('OR')])),
  },
  { additionalProperties: false },
);
export type CriteriaRow = Static<typeof CriteriaRow>;

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);

/** One incident in the search screens (spec 2 §3.3 "Incident/search row"). */
export const IncidentRow = Type.Object({
  id: Id,
  reference: Type.Union([Type.Integer(), Type.Null()]),
  userId: Type.Union([Id, Type.Null()]),
  firstname: Text,
  lastname: Text,
  yearGroup: NullableText,
  /** The answer as stored (YYYY-MM-DD when valid); the screen shows "No Date" otherwise. */
  dateOfIncident: NullableText,
  subtype: NullableText,
  type: Text,
  flag: Text,
  parentsInformed: Type.Union([Type.Literal('yes'), Type.Literal('no'), Type.Null()]),
  pdfUrl: NullableText,
  cpomsId: NullableText,
  userCpomsId: NullableText,
  cpomsSyncFailed: Type.Union([Type.Literal(0), Type.Literal(1)]),
  status: Text,
  createdAt: Text,
});
export type IncidentRow = Static<typeof IncidentRow>;

/** One page of a search report: its rows and `total`, the matches before limit/offset. */
function ReportPage<T extends TSchema>(row: T) {
  return Type.Object({ rows: Type.Array(row), total: Type.Integer({ minimum: 0 }) });
}

export const IncidentSearchResult = ReportPage(IncidentRow);
export type IncidentSearchResult = Static<typeof IncidentSearchResult>;

export const IncidentDraftRow = Type.Object({
  id: Id,
  createdAt: Text,
  userId: Type.Union([Id, Type.Null()]),
  firstname: Text,
  lastname: Text,
  subtype: NullableText,
});
export type IncidentDraftRow = Static<typeof IncidentDraftRow>;

export const IncidentDraftsResult = ReportPage(IncidentDraftRow);
export type IncidentDraftsResult = Static<typeof IncidentDraftsResult>;

/** Members of `POST /api/report/generate` answered by the incident search screens. */
export const SearchReports = Type.Object({
  incidentDrafts: IncidentDraftsResult,
  incidentSearch: IncidentSearchResult,
  globalIncidentSearch: IncidentSearchResult,
  cpomsIncidentSearch: IncidentSearchResult,
});
export type SearchReports = Static<typeof SearchReports>;

/** `POST /api/formsubmission/{id}/cpoms/push` answer. */
export const CpomsPushResponse = DataResponse(Type.Object({ cpomsId: Type.String() }));
export type CpomsPushResponse = Static<typeof CpomsPushResponse>;

/** Messages shown word for word (spec 2 §8). */
export const CPOMS_MESSAGES = {
  notEnabled: 'CPOMS is not enabled for this organisation',
  pushed: 'Successfully pushed to CPOMS',
  pushError: (error: string) => `There was an error pushing to CPOMS: ${error}`,
} as const;

/**
 * Query string of `POST /api/report/generate`: the organisation, and optionally `limit` (the AI
 * (Alpha) page sends `limit=100` there, spec 2 §7); `data.limit` in the body wins when both are set.
 */
export const ReportGenerateQuery = Type.Object(
  { orgId: Id, limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) },
  { additionalProperties: false },
);
export type ReportGenerateQuery = Static<typeof ReportGenerateQuery>;
