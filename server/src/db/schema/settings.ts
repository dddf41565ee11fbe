import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { users } from './users';

/** Organisation key/value settings ("organisation tags"); type 'besmart' for Service Setup. */
export const organisationSettings = pgTable(
  'organisation_settings',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    type: text('type').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').defaultNow().notNull(),
  },
  (t) => [uniqueIndex('organisation_settings_uq').on(t.orgId, t.type, t.key)],
);

/** Per-user settings within an organisation ("user tags"): keycontacts, academicYear, quickSearch... */
export const userSettings = pgTable(
  'user_settings',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').notNull(),
    key: text('key').notNull(),
    value: text('value').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('user_settings_uq').on(t.orgId, t.userId, t.type, t.key),
    index('user_settings_user_idx').on(t.userId),
  ],
);
