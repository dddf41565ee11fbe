import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, orgId } from './common';
import { organisations } from './organisations';
import { users } from './users';

/** The product's visible action log (service user profile). */
export const actionLog = pgTable(
  'action_log',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    description: text('description').notNull(),
    type: text('type').notNull().default(''),
    key: text('key').notNull().default(''),
    actionedBy: integer('actioned_by').references(() => users.id),
    subjectId: integer('subject_id').references(() => users.id),
    additionalData: jsonb('additional_data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index('action_log_subject_idx').on(t.orgId, t.subjectId)],
);

/** Security audit: every write, in the writer's transaction (platform/audit.ts). Append-only. */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: serial('id').primaryKey(),
    orgId: orgId().references(() => organisations.id),
    actorId: integer('actor_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_trail_org_idx').on(t.orgId, t.createdAt)],
);
