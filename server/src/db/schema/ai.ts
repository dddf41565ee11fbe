import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { organisations } from './organisations';
import { formSubmissions } from './submissions';
import { users } from './users';

/**
 * AI Insights (issue 12; modules/ai; migration 0015). `ai_prompts` is global (the canned prompts,
 * seeded by the migration); the other tables are tenant tables under RLS.
 */
export type AiSectionName = 'Incident' | 'Student' | 'Service';

export const aiPrompts = pgTable(
  'ai_prompts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    section: text('section').$type<AiSectionName>().notNull(),
    subSection: text('sub_section').notNull(),
    label: text('label').notNull(),
    /** The instruction sent to the model before the (pseudonymised) records. */
    template: text('template').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('ai_prompts_key_idx').on(t.key)],
);

export type AiRequestStatus = 'started' | 'answered' | 'failed';

/** Every ask: the audit of what was sent where, and the monthly cap's count. */
export const aiRequests = pgTable(
  'ai_requests',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    userId: integer('user_id').references(() => users.id),
    promptKey: text('prompt_key').notNull(),
    section: text('section').$type<AiSectionName>().notNull(),
    /** Ids of the records the answer used (submissions, or the organisation for a service digest). */
    recordIds: jsonb('record_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    provider: text('provider').$type<'model' | 'builtin'>().notNull(),
    model: text('model'),
    promptChars: integer('prompt_chars').notNull().default(0),
    responseChars: integer('response_chars').notNull().default(0),
    status: text('status').$type<AiRequestStatus>().notNull().default('started'),
    createdAt: createdAt(),
  },
  (t) => [index('ai_requests_org_created_idx').on(t.orgId, t.createdAt)],
);

/** The service digest built by POST /ai/sync/service: aggregates only, one current row per org. */
export const aiServiceDigests = pgTable(
  'ai_service_digests',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    digest: jsonb('digest').$type<Record<string, unknown>>().notNull(),
    incidents: integer('incidents').notNull().default(0),
    logs: integer('logs').notNull().default(0),
    clickers: integer('clickers').notNull().default(0),
    syncedBy: integer('synced_by').references(() => users.id),
    syncedAt: timestampTz('synced_at').defaultNow().notNull(),
  },
  (t) => [index('ai_service_digests_org_idx').on(t.orgId, t.syncedAt)],
);

/** Letters a person saved from an AI answer onto an incident (never written there otherwise). */
export const aiDrafts = pgTable(
  'ai_drafts',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => formSubmissions.id),
    requestId: integer('request_id')
      .notNull()
      .references(() => aiRequests.id),
    title: text('title').notNull(),
    text: text('text').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('ai_drafts_submission_idx').on(t.orgId, t.submissionId)],
);
