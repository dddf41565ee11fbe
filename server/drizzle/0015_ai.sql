-- AI Insights (issue 12; the "AI" section of src/modules/README.md). Global canned prompts, the
-- per-request audit (and monthly cap count), the service digest built by sync, letters saved as
-- drafts on an incident, and who accepted the AI terms for an organisation. Nothing is deleted.
CREATE TABLE "ai_prompts" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"section" text NOT NULL,
	"sub_section" text NOT NULL,
	"label" text NOT NULL,
	"template" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_prompts_section_check" CHECK ("section" IN ('Incident', 'Student', 'Service'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_prompts_key_idx" ON "ai_prompts" USING btree ("key");
--> statement-breakpoint
INSERT INTO "ai_prompts" ("key", "section", "sub_section", "label", "template", "sort") VALUES
	('incident-summarise', 'Incident', 'Summary', 'Summarise', 'Summarise this incident report in plain English for a member of staff: what happened, where and when, how it was handled, and any injuries or restrictive physical intervention.', 10),
	('incident-suggestions', 'Incident', 'Summary', 'Recommend actions', 'Recommend practical actions staff could take after this incident, based only on what the report records.', 20),
	('incident-assess', 'Incident', 'Summary', 'Assess', 'Assess this incident: how serious it was, the risks it shows, and whether the plan in place was followed.', 30),
	('incident-informal-letter', 'Incident', 'Letters', 'Informal letter', 'Write a short, warm, informal letter to the parent or carer of the child about this incident, stating only facts from the report.', 40),
	('incident-formal-letter', 'Incident', 'Letters', 'Formal letter', 'Write a formal letter to the parent or carer of the child about this incident, stating only facts from the report, including any injury and restrictive physical intervention.', 50),
	('incident-post-incident-learning', 'Incident', 'Learning', 'Post incident learning', 'Set out the post incident learning from this report: the behaviour, the likely triggers, the adjustments and what could be done differently.', 60),
	('incident-low-level-responses', 'Incident', 'Responses', 'Low level responses', 'Describe the low level behaviour recorded and the responses and strategies that were used.', 70),
	('incident-medium-level-responses', 'Incident', 'Responses', 'Medium level responses', 'Describe the medium level behaviour recorded and the responses and strategies that were used.', 80),
	('incident-high-level-responses', 'Incident', 'Responses', 'High level responses', 'Describe the high level behaviour recorded and the responses and strategies that were used.', 90),
	('incident-possible-functions', 'Incident', 'Learning', 'Possible functions of behaviour', 'What might the possible functions of this behaviour be (for example escape, attention, sensory or tangible), judged only from the report?', 100),
	('student-summarise', 'Student', 'Summary', 'Summarise', 'Summarise this person''s recorded behaviour: how many incidents, logs and clicker records there are, how that has changed over time, and the most common times, days, places and triggers.', 110),
	('student-suggestions', 'Student', 'Summary', 'Recommend actions', 'Recommend practical actions staff could take to support this person, based only on the records given.', 120),
	('student-assess', 'Student', 'Summary', 'Assess', 'Assess the pattern in this person''s records: whether incidents are rising or falling, how serious they are, and how well the plan is followed.', 130),
	('student-staff-strategies', 'Student', 'Strategies', 'Staff strategies', 'Suggest strategies staff could use with this person, drawing on the techniques recorded as most effective.', 140),
	('student-individual-strategies', 'Student', 'Strategies', 'Individual strategies', 'Suggest strategies the person could use themselves, drawing on the recovery and response patterns recorded.', 150),
	('student-support-individual', 'Student', 'Strategies', 'Support individual', 'Describe how staff can best support this person, using the triggers, times and places recorded.', 160),
	('student-more-detail-strategies', 'Student', 'Strategies', 'More detail on strategies', 'Give more detail on each de-escalation and physical technique recorded for this person and how effective it has been.', 170),
	('student-low-level-responses', 'Student', 'Responses', 'Low level responses', 'Describe the low level behaviours recorded for this person and the responses and strategies used.', 180),
	('student-medium-level-responses', 'Student', 'Responses', 'Medium level responses', 'Describe the medium level behaviours recorded for this person and the responses and strategies used.', 190),
	('student-high-level-responses', 'Student', 'Responses', 'High level responses', 'Describe the high level behaviours recorded for this person and the responses and strategies used.', 200),
	('student-possible-functions', 'Student', 'Learning', 'Possible functions of behaviour', 'What might the possible functions of this person''s behaviour be (for example escape, attention, sensory or tangible), judged only from the records?', 210),
	('service-summarise', 'Service', 'Summary', 'Summarise', 'Summarise the behaviour recorded across this service: totals, how they have changed month by month, and the most common times, days, places and triggers.', 220),
	('service-suggestions', 'Service', 'Summary', 'Recommend actions', 'Recommend practical actions the service could take, based only on the figures given.', 230),
	('service-staff-strategies', 'Service', 'Strategies', 'Staff strategies', 'Suggest strategies staff across the service could use, drawing on the techniques recorded as most effective.', 240),
	('service-what-can-we-learn', 'Service', 'Learning', 'What can we learn', 'What can the service learn from these figures: patterns by time, day, place and trigger, and which techniques work best?', 250),
	('service-workshop-ideas', 'Service', 'Learning', 'Workshop ideas', 'Suggest staff workshop topics that follow from the patterns and techniques in these figures.', 260);
--> statement-breakpoint
CREATE TABLE "ai_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"prompt_key" text NOT NULL,
	"section" text NOT NULL,
	"record_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider" text NOT NULL,
	"model" text,
	"prompt_chars" integer DEFAULT 0 NOT NULL,
	"response_chars" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'started' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_requests_provider_check" CHECK ("provider" IN ('model', 'builtin')),
	CONSTRAINT "ai_requests_status_check" CHECK ("status" IN ('started', 'answered', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "ai_requests" ADD CONSTRAINT "ai_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_requests" ADD CONSTRAINT "ai_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_requests_org_created_idx" ON "ai_requests" USING btree ("org_id", "created_at");
--> statement-breakpoint
CREATE TABLE "ai_service_digests" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"digest" jsonb NOT NULL,
	"incidents" integer DEFAULT 0 NOT NULL,
	"logs" integer DEFAULT 0 NOT NULL,
	"clickers" integer DEFAULT 0 NOT NULL,
	"synced_by" integer,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_service_digests" ADD CONSTRAINT "ai_service_digests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_service_digests" ADD CONSTRAINT "ai_service_digests_synced_by_users_id_fk" FOREIGN KEY ("synced_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_service_digests_org_idx" ON "ai_service_digests" USING btree ("org_id", "synced_at");
--> statement-breakpoint
CREATE TABLE "ai_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_drafts" ADD CONSTRAINT "ai_drafts_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_drafts" ADD CONSTRAINT "ai_drafts_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_drafts" ADD CONSTRAINT "ai_drafts_request_id_ai_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."ai_requests"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ai_drafts" ADD CONSTRAINT "ai_drafts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "ai_drafts_submission_idx" ON "ai_drafts" USING btree ("org_id", "submission_id");
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "ai_terms_accepted_by" integer;
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "ai_terms_accepted_at" timestamp with time zone;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
-- Prompts are read by everyone and written by migrations only. Requests are a log (their status and
-- sizes are set once the answer ends); a sync adds a digest row; drafts are written once.
GRANT SELECT ON ai_prompts TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON ai_requests TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT SELECT, INSERT ON ai_service_digests, ai_drafts TO besmart_app, besmart_system;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['ai_requests', 'ai_service_digests', 'ai_drafts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY system_access ON %I TO besmart_system USING (true) WITH CHECK (true)', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO besmart_app '
      'USING (org_id = nullif(current_setting(''app.org_id'', true), '''')::int) '
      'WITH CHECK (org_id = nullif(current_setting(''app.org_id'', true), '''')::int)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- The canned prompts are one catalogue for every organisation (no org_id): row-level security is
-- on and forced as on every table, and both roles may read every row (neither may write one).
ALTER TABLE "ai_prompts" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "ai_prompts" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY catalogue_read ON "ai_prompts" FOR SELECT TO besmart_app, besmart_system USING (true);
