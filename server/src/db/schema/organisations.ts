import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './common';

/** The tenant itself: RLS keys on `id` (there is no separate org_id column). */
export const organisations = pgTable('organisations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  plan: text('plan').notNull().default('other'),
  appSettings: jsonb('app_settings').$type<Record<string, unknown> | null>(),
  enabledModules: jsonb('enabled_modules')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  permissions: jsonb('permissions')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  logoUrl: text('logo_url'),
  hasSites: boolean('has_sites').notNull().default(false),
  /** User id of the organisation's administrator (spec 3 §6). */
  admin: integer('admin'),
  sharedIncidentReports: boolean('shared_incident_reports').notNull().default(false),
  sharedSmartPlans: boolean('shared_smart_plans').notNull().default(false),
  numAllowedUsers: integer('num_allowed_users'),
  wondeSync: boolean('wonde_sync').notNull().default(false),
  /** Lower-case e-mails; the Service Setup list of lead objects lives in organisation_settings. */
  safeguardingLeads: jsonb('safeguarding_leads')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  enablePILExtras: boolean('enable_pil_extras').notNull().default(false),
  aiTermsAccepted: boolean('ai_terms_accepted').notNull().default(false),
  /** Who turned aiTermsAccepted on, and when (modules/ai; migration 0015). */
  aiTermsAcceptedBy: integer('ai_terms_accepted_by'),
  aiTermsAcceptedAt: timestamp('ai_terms_accepted_at', { withTimezone: true, mode: 'date' }),
  cpomsEnabled: boolean('cpoms_enabled').notNull().default(false),
  cpomsDomain: text('cpoms_domain'),
  /** Secret sent to the CPOMS endpoint; never returned by the API. */
  cpomsApiKey: text('cpoms_api_key'),
  cpomsSyncEverything: boolean('cpoms_sync_everything').notNull().default(false),
  /** Type of setting (issue 13 deadlines); null reads as the plan's default (see restraint README). */
  settingType: text('setting_type').$type<'school' | 'childrensHome'>(),
  primaryColour: text('primary_colour'),
  secondaryColour: text('secondary_colour'),
  /** Last submission reference handed out (see db/references.ts). */
  submissionSeq: integer('submission_seq').notNull().default(0),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: createdAt(),
});
