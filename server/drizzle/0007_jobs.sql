-- Durable job queue (src/platform/jobs, README "Jobs"): side effects of a request (mail, PDFs) are
-- recorded as rows in the request's own transaction and run by the in-process worker after commit.
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	-- The organisation the job concerns (null: sign-in mail, start-up work). A tenant transaction
	-- that does not name one records its own (app.org_id), so RLS's WITH CHECK holds.
	"org_id" integer DEFAULT nullif(current_setting('app.org_id', true), '')::int,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	-- Jobs with a key are unique while queued or running (e.g. one start-up PDF backfill).
	"key" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	-- While running: the lease. A worker that dies leaves it to expire; the job is then claimed again.
	"locked_until" timestamp with time zone,
	"lock_token" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_status_check" CHECK ("status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What a worker claims: due queued jobs, and running ones whose lease ran out.
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_after", "id") WHERE "status" IN ('queued', 'running');
--> statement-breakpoint
CREATE INDEX "jobs_status_idx" ON "jobs" USING btree ("status", "id");
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_active_key_idx" ON "jobs" USING btree ("kind", "key") WHERE "key" IS NOT NULL AND "status" IN ('queued', 'running');
--> statement-breakpoint
-- The job that delivers a mail, and the Message-ID it is sent with (the same on every attempt).
ALTER TABLE "mail_outbox" ADD COLUMN "job_id" integer;
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;
--> statement-breakpoint
CREATE INDEX "mail_outbox_job_idx" ON "mail_outbox" USING btree ("job_id");
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
-- Requests only record jobs of their own organisation; the worker (besmart_system) runs them.
GRANT SELECT, INSERT ON jobs TO besmart_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON jobs TO besmart_system;
--> statement-breakpoint
ALTER TABLE "jobs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "jobs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_access ON "jobs" TO besmart_system USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "jobs" TO besmart_app
  USING (org_id = nullif(current_setting('app.org_id', true), '')::int)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::int);
