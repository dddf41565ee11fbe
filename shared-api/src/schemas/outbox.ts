import { Type, type Static } from 'typebox';
import { DataResponse, Id, ListResponse } from './common';

/** The outbox screen (global administrators): queued, running, done and failed jobs and mail. */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const JobStatusSchema = Type.Union([
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);
export type JobStatus = Static<typeof JobStatusSchema>;

export const OutboxQuery = Type.Object(
  {
    orgId: Id,
    status: Type.Optional(JobStatusSchema),
    /** A job kind such as `mail` or `incident-pdf`. */
    kind: Type.Optional(Type.String({ minLength: 1, maxLength: 50, pattern: '^[a-z][a-z0-9-]*$' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  },
  { additionalProperties: false },
);
export type OutboxQuery = Static<typeof OutboxQuery>;

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A mail as the outbox shows it: never its body (reset links and codes live there). */
export const OutboxMail = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  status: Type.Union([Type.Literal('queued'), Type.Literal('sent'), Type.Literal('failed')]),
  sentAt: Nullable(Type.String()),
});
export type OutboxMail = Static<typeof OutboxMail>;

export const OutboxItem = Type.Object({
  id: Id,
  kind: Type.String(),
  status: JobStatusSchema,
  attempts: Type.Integer({ minimum: 0 }),
  maxAttempts: Type.Integer({ minimum: 1 }),
  lastError: Nullable(Type.String()),
  organisationId: Type.Union([Id, Type.Null()]),
  organisationName: Nullable(Type.String()),
  createdAt: Type.String(),
  runAfter: Type.String(),
  finishedAt: Nullable(Type.String()),
  mail: Type.Union([OutboxMail, Type.Null()]),
});
export type OutboxItem = Static<typeof OutboxItem>;

export const OutboxListResponse = ListResponse(OutboxItem);
export type OutboxListResponse = Static<typeof OutboxListResponse>;
export const OutboxItemResponse = DataResponse(OutboxItem);
export type OutboxItemResponse = Static<typeof OutboxItemResponse>;
