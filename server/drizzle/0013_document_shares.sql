-- Document links for people without an account (issue 13 item 4; modules/shares/README.md).
-- Only hashes of the link token, the code and the access token are stored. Nothing is deleted.
CREATE TABLE "document_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"kind" text NOT NULL,
	"file_id" integer,
	"submission_id" integer,
	"recipient_email" text NOT NULL,
	"recipient_name" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"access_hash" text,
	"access_expires_at" timestamp with time zone,
	CONSTRAINT "document_shares_kind_check" CHECK ("kind" IN ('incidentReport', 'smartPlan', 'parentLetter')),
	-- A report or plan names its version; a letter names its file.
	CONSTRAINT "document_shares_target_check" CHECK (
		("kind" = 'parentLetter' AND "file_id" IS NOT NULL)
		OR ("kind" IN ('incidentReport', 'smartPlan') AND "submission_id" IS NOT NULL)
	)
);
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_shares" ADD CONSTRAINT "document_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_token_idx" ON "document_shares" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "document_shares_access_idx" ON "document_shares" USING btree ("access_hash") WHERE "access_hash" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "document_shares_submission_idx" ON "document_shares" USING btree ("org_id", "submission_id");
--> statement-breakpoint
CREATE INDEX "document_shares_file_idx" ON "document_shares" USING btree ("org_id", "file_id");
--> statement-breakpoint
CREATE TABLE "document_share_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"share_id" integer NOT NULL,
	"step" text NOT NULL,
	"ok" boolean NOT NULL,
	"reason" text,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_share_openings_step_check" CHECK ("step" IN ('open', 'verify', 'document'))
);
--> statement-breakpoint
ALTER TABLE "document_share_openings" ADD CONSTRAINT "document_share_openings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "document_share_openings" ADD CONSTRAINT "document_share_openings_share_id_document_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."document_shares"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "document_share_openings_share_idx" ON "document_share_openings" USING btree ("share_id", "id");
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
-- Senders create, list and revoke (UPDATE) links in their organisation; the public endpoints run as
-- besmart_system (the organisation is not known before the token is looked up). Openings are a log:
-- no UPDATE for anyone.
GRANT SELECT, INSERT, UPDATE ON document_shares TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT SELECT, INSERT ON document_share_openings TO besmart_app, besmart_system;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['document_shares', 'document_share_openings'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY system_access ON %I TO besmart_system USING (true) WITH CHECK (true)', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO besmart_app '
      'USING (org_id = nullif(current_setting(''app.org_id'', true), '''')::int) '
      'WITH CHECK (org_id = nullif(current_setting(''app.org_id'', true), '''')::int)', t);
  END LOOP;
END $$;
