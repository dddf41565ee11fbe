import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestampTz } from './common';
import { organisations } from './organisations';

/** Stored files (PDFs, media), streamed through the API with authorisation. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id')
      .notNull()
      .references(() => organisations.id),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdBy: integer('created_by'),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('files_org_idx').on(t.orgId)],
);

export type MailStatus = 'queued' | 'sent' | 'failed';

/** Every mail the server sends. Without SMTP_URL this is the outbox admins (and demo users) read. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** Null for mail outside any organisation (sign-in codes, reset links). */
    orgId: integer('org_id'),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status').$type<MailStatus>().notNull().default('queued'),
    error: text('error'),
    sentAt: timestampTz('sent_at'),
    createdAt: createdAt(),
    /** The job that delivers it (platform/jobs), and the Message-ID every attempt uses. */
    jobId: integer('job_id'),
    messageId: text('message_id'),
  },
  (t) => [index('mail_outbox_org_idx').on(t.orgId), index('mail_outbox_job_idx').on(t.jobId)],
);
