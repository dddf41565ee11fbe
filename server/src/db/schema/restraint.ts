import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { files } from './files';
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

/**
 * PDFs made for restraint records (migration 0011): a parent letter (with its record's reference)
 * or an oversight summary. The files row exists from the request on; `readyAt` is set by the job
 * that renders it, and the files API serves it only from then on.
 */
export const restraintFiles = pgTable(
  'restraint_files',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    kind: text('kind').$type<'parentLetter' | 'summary'>().notNull(),
    reference: integer('reference'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    readyAt: timestampTz('ready_at'),
  },
  (t) => [uniqueIndex('restraint_files_file_uq').on(t.fileId)],
);
