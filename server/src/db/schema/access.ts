import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { users } from './users';

/**
 * Direct access: a staff member granted access to one service user's records (spec 3 §2.9 Access
 * tab). Revoking sets `revoked`; rows are never removed, so the history of who could see a child
 * stays readable.
 */
export const directAccessGrants = pgTable(
  'direct_access_grants',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    /** The service user whose records are opened. */
    subjectId: integer('subject_id')
      .notNull()
      .references(() => users.id),
    /** The staff member given access. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    grantedBy: integer('granted_by').references(() => users.id),
    revoked: boolean('revoked').notNull().default(false),
    revokedBy: integer('revoked_by').references(() => users.id),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('direct_access_active_uq')
      .on(t.orgId, t.subjectId, t.userId)
      .where(sql`revoked = false`),
    index('direct_access_user_idx').on(t.orgId, t.userId),
  ],
);
