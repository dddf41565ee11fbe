import { Type, type Static } from 'typebox';
import { DataResponse, Id } from './common';

/**
 * AI Insights (issue 12; server modules/ai; spec 2 §4, §7, §8, §9). Routes live under `/ai/...`
 * with the same auth guard as `/api` (Bearer + `?orgId=`).
 */
export const AI_SECTIONS = ['Incident', 'Student', 'Service'] as const;
export const AiSectionSchema = Type.Union([
  Type.Literal('Incident'),
  Type.Literal('Student'),
  Type.Literal('Service'),
]);
export type AiSection = Static<typeof AiSectionSchema>;

export const AiPrompt = Type.Object({
  id: Id,
  key: Type.String(),
  section: AiSectionSchema,
  subSection: Type.String(),
  label: Type.String(),
});
export type AiPrompt = Static<typeof AiPrompt>;

export const AiPromptsQuery = Type.Object(
  { orgId: Id, section: Type.Optional(AiSectionSchema) },
  { additionalProperties: false },
);
export type AiPromptsQuery = Static<typeof AiPromptsQuery>;
export const AiPromptsResponse = DataResponse(Type.Array(AiPrompt));
export type AiPromptsResponse = Static<typeof AiPromptsResponse>;

/** `POST /ai/query/{promptKey}` (AI Summary panel: one canned prompt over one incident). */
export const AiQueryParams = Type.Object(
  { promptKey: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' }) },
  { additionalProperties: false },
);
export type AiQueryParams = Static<typeof AiQueryParams>;
export const AiQueryBody = Type.Object(
  {
    data: Type.Object(
      { promptId: Type.Optional(Id), userId: Type.Optional(Id), submissionId: Id },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AiQueryBody = Static<typeof AiQueryBody>;

/** `POST /ai/ask/{incident|student|service}/{id}`. */
export const AiAskBody = Type.Object(
  {
    data: Type.Object({ promptId: Id, userId: Type.Optional(Id) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type AiAskBody = Static<typeof AiAskBody>;

export const AiProviderKind = Type.Union([Type.Literal('model'), Type.Literal('builtin')]);
export type AiProviderKind = Static<typeof AiProviderKind>;

/** `prompt` and `systemMessage` are exactly what was sent (pseudonymised); `response` has real names. */
export const AiAnswer = Type.Object({
  response: Type.String(),
  prompt: Type.String(),
  systemMessage: Type.String(),
  provider: AiProviderKind,
  model: Type.Union([Type.String(), Type.Null()]),
  records: Type.Integer({ minimum: 0 }),
  requestId: Id,
});
export type AiAnswer = Static<typeof AiAnswer>;
export const AiAnswerResponse = DataResponse(AiAnswer);
export type AiAnswerResponse = Static<typeof AiAnswerResponse>;

/** One line of the `application/x-ndjson` answer. */
export type AiStreamEvent =
  | {
      type: 'meta';
      prompt: string;
      systemMessage: string;
      provider: AiProviderKind;
      model: string | null;
      records: number;
      requestId: number;
    }
  | { type: 'delta'; text: string }
  | { type: 'done'; response: string }
  | { type: 'error'; message: string };

export const AiSyncSummary = Type.Object({
  syncedAt: Type.String(),
  incidents: Type.Integer({ minimum: 0 }),
  logs: Type.Integer({ minimum: 0 }),
  clickers: Type.Integer({ minimum: 0 }),
});
export type AiSyncSummary = Static<typeof AiSyncSummary>;
export const AiSyncResponse = DataResponse(Type.Union([AiSyncSummary, Type.Null()]));
export type AiSyncResponse = Static<typeof AiSyncResponse>;

export const AiDraftParams = Type.Object({ submissionId: Id }, { additionalProperties: false });
export type AiDraftParams = Static<typeof AiDraftParams>;
export const AiDraftBody = Type.Object(
  {
    data: Type.Object(
      {
        title: Type.String({ minLength: 1, maxLength: 200 }),
        text: Type.String({ minLength: 1, maxLength: 20000 }),
        requestId: Id,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type AiDraftBody = Static<typeof AiDraftBody>;
export const AiDraft = Type.Object({
  id: Id,
  title: Type.String(),
  text: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.Union([
    Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String() }),
    Type.Null(),
  ]),
});
export type AiDraft = Static<typeof AiDraft>;
export const AiDraftResponse = DataResponse(AiDraft);
export type AiDraftResponse = Static<typeof AiDraftResponse>;
export const AiDraftListResponse = DataResponse(Type.Array(AiDraft));
export type AiDraftListResponse = Static<typeof AiDraftListResponse>;

/** Spec texts (spec 2 §8; issue 12). */
export const AI_TEXTS = {
  providerError: 'There was an error processing your request. Please try again.',
  termsNotAccepted: 'Your organisation has not accepted the AI terms',
  builtin: "No AI model was used: this answer was worked out from your organisation's records.",
} as const;
