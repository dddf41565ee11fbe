import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, orgId } from './common';
import { organisations } from './organisations';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Home organisation. Staff may also hold memberships in other organisations. */
    orgId: orgId().references(() => organisations.id),
    type: text('type').$type<'user' | 'student'>().notNull(),
    /** Always stored lower-case. */
    email: text('email'),
    userName: text('user_name'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Learner number for service users. */
    reference: text('reference'),
    ethnicity: text('ethnicity'),
    gender: text('gender'),
    dob: date('dob', { mode: 'string' }),
    jobTitle: text('job_title'),
    /** The service user's id in the organisation's CPOMS (needed before an incident can be pushed). */
    cpomsId: text('cpoms_id'),
    /** Special educational needs of a service user (issue 13): none, SEN support or EHC plan. */
    senStatus: text('sen_status')
      .$type<'none' | 'senSupport' | 'ehcPlan'>()
      .notNull()
      .default('none'),
    passwordHash: text('password_hash'),
    isGlobalAdmin: boolean('is_global_admin').notNull().default(false),
    isDeveloper: boolean('is_developer').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('users_org_idx').on(t.orgId, t.type),
    uniqueIndex('users_staff_email_uq')
      .on(t.email)
      .where(sql`type = 'user' and email is not null and deleted = false`),
  ],
);

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    title: text('title').notNull(),
    permissions: jsonb('permissions')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('roles_org_idx').on(t.orgId)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    roleId: integer('role_id').references(() => roles.id),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_user_idx').on(t.userId),
    uniqueIndex('memberships_active_uq')
      .on(t.orgId, t.userId)
      .where(sql`deleted = false`),
  ],
);
