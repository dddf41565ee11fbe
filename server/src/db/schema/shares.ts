import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { files } from './files';
import { organisations } from './organisations';
import { formSubmissions } from './submissions';
import { users } from './users';

export type ShareKind = 'incidentReport' | 'smartPlan' | 'parentLetter';

/**
 * Document links for people without an account (modules/shares; migration 0013). One row per
 * recipient and document. Only hashes of the link token, the current 6-digit code and the current
 * short-lived access token are kept. Nothing is deleted: a link ends by expiry or revocation.
 */
export const documentShares = pgTable(
  'document_shares',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    kind: text('kind').$type<ShareKind>().notNull(),
    /** The PDF; null until known for a report whose PDF is still being made (read from the submission). */
    fileId: integer('file_id').references(() => files.id),
    /** The version of an incident report or Smart Plan shared (null for a parent letter). */
    submissionId: integer('submission_id').references(() => formSubmissions.id),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    revokedBy: integer('revoked_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    /** The code last sent to the recipient (hash), until when it works, and wrong tries of it. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestampTz('code_expires_at'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    /** The access granted by the last right code (hash): it reads only this document. */
    accessHash: text('access_hash'),
    accessExpiresAt: timestampTz('access_expires_at'),
  },
  (t) => [
    uniqueIndex('document_shares_token_idx').on(t.tokenHash),
    uniqueIndex('document_shares_access_idx')
      .on(t.accessHash)
      .where(sql`${t.accessHash} is not null`),
    index('document_shares_submission_idx').on(t.orgId, t.submissionId),
    index('document_shares_file_idx').on(t.orgId, t.fileId),
  ],
);

export type ShareStep = 'open' | 'verify' | 'document';

/** Every use of a link: each code request, each code tried, each download; ok or why not. */
export const documentShareOpenings = pgTable(
  'document_share_openings',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    shareId: integer('share_id')
      .notNull()
      .references(() => documentShares.id),
    step: text('step').$type<ShareStep>().notNull(),
    ok: boolean('ok').notNull(),
    /** Why it was refused (expired, revoked, wrongCode, codeExpired, tooManyWrongCodes, accessExpired, notReady) or null. */
    reason: text('reason'),
    clientIp: text('client_ip'),
    createdAt: createdAt(),
  },
  (t) => [index('document_share_openings_share_idx').on(t.shareId, t.id)],
);
