import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, orgId, timestampTz } from './common';
import { files } from './files';
import { organisations } from './organisations';
import { users } from './users';

export type ContentType = 'Article' | 'Audio' | 'Category' | 'Image' | 'PDF' | 'Video';

/** Content menu items (spec 1 "Content screens"): categories and the media filed under them. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    title: text('title').notNull(),
    type: text('type').$type<ContentType>().notNull(),
    /** The category this item is filed under; null for a top-level category. */
    parent: integer('parent'),
    /** Article text (plain text, shown escaped). */
    body: text('body').notNull().default(''),
    /** Uploaded media (Audio, Image, PDF, Video) in the file store. */
    fileId: integer('file_id').references(() => files.id),
    createdBy: integer('created_by').references(() => users.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestampTz('updated_at').defaultNow().notNull(),
  },
  (t) => [index('content_items_org_idx').on(t.orgId, t.parent)],
);
