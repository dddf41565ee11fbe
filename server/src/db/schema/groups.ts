import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, orgId } from './common';
import { organisations } from './organisations';
import { users } from './users';

export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    owner: integer('owner').references(() => users.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('user_groups_org_idx').on(t.orgId)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    userGroupId: integer('user_group_id')
      .notNull()
      .references(() => userGroups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_group_members_group_idx').on(t.userGroupId),
    index('user_group_members_user_idx').on(t.userId),
  ],
);
