import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './common';
import { organisations } from './organisations';

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

/** The durable job queue (src/platform/jobs; migration 0007_jobs.sql). */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    /** Null for work outside any organisation; defaults to the tenant transaction's app.org_id. */
    orgId: integer('org_id')
      .references(() => organisations.id)
      .default(sql`nullif(current_setting('app.org_id', true), '')::int`),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    key: text('key'),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    runAfter: timestampTz('run_after').notNull().defaultNow(),
    lockedUntil: timestampTz('locked_until'),
    lockToken: text('lock_token'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
    finishedAt: timestampTz('finished_at'),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.runAfter, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('jobs_status_idx').on(t.status, t.id),
    uniqueIndex('jobs_active_key_idx')
      .on(t.kind, t.key)
      .where(sql`${t.key} is not null and ${t.status} in ('queued', 'running')`),
  ],
);
