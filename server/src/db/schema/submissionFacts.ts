import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestampTz } from './common';
import { organisations } from './organisations';
import { formSubmissions } from './submissions';

/**
 * One row per submission with the answers the Analytics reports group by, derived as the criteria
 * compiler tests them, and its scope (type, status, current version) and subject. Written only by
 * the triggers on form_responses (migration 0016, which holds the derivation) and form_submissions
 * (0018: every submission has a row from its insert on; 0020: its order and what visibility reads); read by reports/analytics. Never written by application code.
 */
export const submissionFacts = pgTable(
  'submission_facts',
  {
    submissionId: integer('submission_id')
      .primaryKey()
      .references(() => formSubmissions.id),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    /** The submission's scope and subject, copied by the triggers on form_submissions (0018). */
    type: text('type').notNull(),
    status: text('status').notNull(),
    superseded: boolean('superseded').notNull().default(false),
    subjectId: integer('subject_id'),
    /**
     * Copied likewise (0020): the search's order (reference, creation time) and what the visibility
     * rule reads (author, chain root, ever published), so a search pages the facts alone.
     */
    reference: integer('reference'),
    createdAt: timestampTz('created_at').notNull(),
    authorId: integer('author_id'),
    rootId: integer('root_id'),
    wasPublished: boolean('was_published').notNull().default(false),
    day: text('day'),
    hour: smallint('hour'),
    locationKey: text('location_key'),
    locationLabel: text('location_label'),
    completedByKey: text('completed_by_key'),
    completedByLabel: text('completed_by_label'),
    positiveNegativeKey: text('positive_negative_key'),
    positiveNegativeLabel: text('positive_negative_label'),
    quickBehaviourKey: text('quick_behaviour_key'),
    quickBehaviourLabel: text('quick_behaviour_label'),
    physical: boolean('physical').notNull().default(false),
    restrictive: boolean('restrictive').notNull().default(false),
    duration: numeric('duration'),
    yesKeys: text('yes_keys').array().notNull().default([]),
    /** '<list>:<key>' per technique rated as used (list 'physical' | 'deescalation'), sorted. */
    techniqueKeys: text('technique_keys').array().notNull().default([]),
    /** The label of each technique key, at the same position. */
    techniqueLabels: text('technique_labels').array().notNull().default([]),
    staffIds: text('staff_ids').array().notNull().default([]),
    studentIds: text('student_ids').array().notNull().default([]),
  },
  (t) => [
    index('submission_facts_technique_keys_idx').using('gin', t.techniqueKeys),
    index('submission_facts_scope_idx')
      .on(t.orgId, t.type, t.status)
      .where(sql`superseded = false`),
  ],
);
