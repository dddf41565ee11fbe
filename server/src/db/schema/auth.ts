import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './common';
import { users } from './users';

/** Sign-in sessions. Only the SHA-256 of the bearer token is stored. Not a tenant table. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestampTz('last_seen_at').defaultNow().notNull(),
    /** Absolute expiry, fixed at creation. */
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export type OneTimeTokenPurpose = 'login_code' | 'password_reset' | 'invitation' | 'oidc_state';

/**
 * Verification codes, reset links, invitations and OIDC state. Single use (used_at), expiring.
 * org_id is set for invitations (tenant-visible); null for the others.
 */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<OneTimeTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id').references(() => users.id),
    orgId: integer('org_id'),
    email: text('email'),
    data: jsonb('data').$type<Record<string, unknown>>(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_tokens_hash_idx').on(t.purpose, t.tokenHash),
    index('one_time_tokens_user_idx').on(t.purpose, t.userId),
  ],
);

/** Browsers that passed a verification code for a user (the besmart_device cookie, hashed). */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    lastUsedAt: timestampTz('last_used_at').defaultNow().notNull(),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('trusted_devices_uq').on(t.userId, t.tokenHash)],
);
