import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { users } from './users';

export type SubmissionStatus = 'Draft' | 'Published' | 'Archived';
export type NotifyContact = { firstName: string; lastName: string; email: string };

export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    /** Per-organisation sequence number, shown as besmart-{reference}; null for clickers. */
    reference: integer('reference'),
    type: text('type').notNull(),
    subType: text('sub_type'),
    status: text('status').$type<SubmissionStatus>().notNull().default('Draft'),
    authorId: integer('author_id').references(() => users.id),
    /** The service user the submission is about. */
    subjectId: integer('subject_id').references(() => users.id),
    notify: jsonb('notify')
      .$type<NotifyContact[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Previous version of this form (edits publish a new submission). */
    formId: integer('form_id'),
    /** First version of the chain this submission belongs to; null on a first version. */
    rootId: integer('root_id'),
    /** True once a newer version replaces this one (the latest version has false). */
    superseded: boolean('superseded').notNull().default(false),
    /**
     * True once the row has ever been Published (kept by a trigger, migration 0006). A draft that is
     * later archived stays private to its author; an archived report stays a record.
     */
    wasPublished: boolean('was_published').notNull().default(false),
    flag: text('flag').notNull().default('none'),
    parentsInformed: boolean('parents_informed'),
    pdfFileId: integer('pdf_file_id'),
    cpomsId: text('cpoms_id'),
    cpomsSyncFailed: boolean('cpoms_sync_failed').notNull().default(false),
    /** Why the last CPOMS push failed (shown to leads); null after a success. */
    cpomsError: text('cpoms_error'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').defaultNow().notNull(),
  },
  (t) => [
    index('form_submissions_org_type_idx').on(t.orgId, t.type, t.status),
    index('form_submissions_subject_idx').on(t.subjectId),
    // Versions of one form share its reference; only first versions hand references out.
    uniqueIndex('form_submissions_reference_uq')
      .on(t.orgId, t.reference)
      .where(sql`reference is not null and root_id is null`),
    index('form_submissions_root_idx').on(t.orgId, t.rootId),
    // A restricted caller's visible set starts from what they wrote (migration 0020).
    index('form_submissions_author_idx').on(t.orgId, t.authorId),
    index('form_submissions_current_idx')
      .on(t.orgId, t.type, t.reference)
      .where(sql`superseded = false`),
  ],
);

export const formResponses = pgTable(
  'form_responses',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    questionKey: text('question_key').notNull(),
    questionText: text('question_text').notNull().default(''),
    response: text('response').notNull().default(''),
    responseType: text('response_type').notNull().default('string'),
    createdAt: createdAt(),
  },
  (t) => [index('form_responses_submission_idx').on(t.submissionId, t.questionKey)],
);

export const collaborators = pgTable(
  'collaborators',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Set when the collaborator acknowledges the incident on the dashboard. */
    finished: boolean('finished').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('collaborators_uq').on(t.submissionId, t.userId),
    index('collaborators_user_idx').on(t.userId),
  ],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    section: text('section').notNull().default(''),
    content: text('content').notNull(),
    authorId: integer('author_id').references(() => users.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('comments_submission_idx').on(t.submissionId)],
);
