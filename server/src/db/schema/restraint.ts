import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { formSubmissions } from './submissions';
import { users } from './users';

export type RestraintFollowupKind = 'parentReport' | 'signOff' | 'debrief';

/**
 * Follow-ups of a restraint record (issue 13, migration 0011): append-only. A newer follow-up of
 * the same kind sets `superseded_at` on the current one; nothing is deleted or edited otherwise.
 */
export const restraintFollowups = pgTable(
  'restraint_followups',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    /** The incident's stable reference across versions. */
    reference: integer('reference').notNull(),
    /** The version the follow-up concerns (a sign-off names the version signed). */
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    kind: text('kind').$type<RestraintFollowupKind>().notNull(),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    supersededAt: timestampTz('superseded_at'),
  },
  (t) => [
    index('restraint_followups_ref_idx').on(t.orgId, t.reference, t.kind),
    uniqueIndex('restraint_followups_current_uq')
      .on(t.orgId, t.reference, t.kind)
      .where(sql`superseded_at is null`),
  ],
);
