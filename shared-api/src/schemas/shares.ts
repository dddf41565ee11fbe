import { Type, type Static } from 'typebox';
import { DataResponse, Id, ListResponse } from './common';

/**
 * Document links for people without an account (issue 13 item 4; server modules/shares): a key
 * contact opens one document for a limited time after proving they hold the address.
 */
export const SHARE_KINDS = ['incidentReport', 'smartPlan', 'parentLetter'] as const;
export const ShareKindSchema = Type.Union([
  Type.Literal('incidentReport'),
  Type.Literal('smartPlan'),
  Type.Literal('parentLetter'),
]);
export type ShareKind = Static<typeof ShareKindSchema>;

export { SHARE_TEXTS } from '../shareTexts';

/** The link token: 256 bits, base64url (43 characters); anything else is not a link of ours. */
const ShareToken = Type.String({ minLength: 20, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' });

export const ShareOpenBody = Type.Object({ token: ShareToken }, { additionalProperties: false });
export type ShareOpenBody = Static<typeof ShareOpenBody>;

/** The same answer whether or not the link is valid (no oracle). */
export const ShareOpenResponse = DataResponse(Type.Object({ codeSent: Type.Literal(true) }));
export type ShareOpenResponse = Static<typeof ShareOpenResponse>;

export const ShareVerifyBody = Type.Object(
  { token: ShareToken, code: Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' }) },
  { additionalProperties: false },
);
export type ShareVerifyBody = Static<typeof ShareVerifyBody>;

/** A short-lived bearer that reads only this document (`GET /api/share/document`). */
export const ShareAccess = Type.Object({
  accessToken: Type.String(),
  expiresAt: Type.String(),
  kind: ShareKindSchema,
  fileName: Type.String(),
});
export type ShareAccess = Static<typeof ShareAccess>;
export const ShareVerifyResponse = DataResponse(ShareAccess);
export type ShareVerifyResponse = Static<typeof ShareVerifyResponse>;

/** The shares of one document: an incident report or Smart Plan version, or a file. */
export const ShareListQuery = Type.Object(
  { orgId: Id, submissionId: Type.Optional(Id), fileId: Type.Optional(Id) },
  { additionalProperties: false },
);
export type ShareListQuery = Static<typeof ShareListQuery>;

export const SHARE_STEPS = ['open', 'verify', 'document'] as const;
export const ShareOpening = Type.Object({
  at: Type.String(),
  step: Type.Union([Type.Literal('open'), Type.Literal('verify'), Type.Literal('document')]),
  ok: Type.Boolean(),
  /** Why it was refused: expired, revoked, wrongCode, codeExpired, tooManyWrongCodes, accessExpired, notReady. */
  reason: Type.Union([Type.String(), Type.Null()]),
  clientIp: Type.Union([Type.String(), Type.Null()]),
});
export type ShareOpening = Static<typeof ShareOpening>;

export const ShareState = Type.Union([
  Type.Literal('active'),
  Type.Literal('expired'),
  Type.Literal('revoked'),
]);
export type ShareState = Static<typeof ShareState>;

export const ShareItem = Type.Object({
  id: Id,
  kind: ShareKindSchema,
  submissionId: Type.Union([Id, Type.Null()]),
  fileId: Type.Union([Id, Type.Null()]),
  recipientEmail: Type.String(),
  recipientName: Type.String(),
  createdAt: Type.String(),
  createdBy: Type.Union([
    Type.Object({ id: Id, firstName: Type.String(), lastName: Type.String() }),
    Type.Null(),
  ]),
  expiresAt: Type.String(),
  revokedAt: Type.Union([Type.String(), Type.Null()]),
  state: ShareState,
  /** The caller may revoke it (its sender, a safeguarding lead or an administrator; still active). */
  mayRevoke: Type.Boolean(),
  /** Every use of the link, oldest first. */
  openings: Type.Array(ShareOpening),
});
export type ShareItem = Static<typeof ShareItem>;

export const ShareListResponse = ListResponse(ShareItem);
export type ShareListResponse = Static<typeof ShareListResponse>;
export const ShareItemResponse = DataResponse(ShareItem);
export type ShareItemResponse = Static<typeof ShareItemResponse>;
