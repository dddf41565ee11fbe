CREATE TABLE "direct_access_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"granted_by" integer,
	"revoked" boolean DEFAULT false NOT NULL,
	"revoked_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"parent" integer,
	"body" text DEFAULT '' NOT NULL,
	"file_id" integer,
	"created_by" integer,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "form_submissions_reference_uq";--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "cpoms_api_key" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cpoms_id" text;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "root_id" integer;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "superseded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "cpoms_error" text;--> statement-breakpoint
ALTER TABLE "direct_access_grants" ADD CONSTRAINT "direct_access_grants_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_grants" ADD CONSTRAINT "direct_access_grants_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_grants" ADD CONSTRAINT "direct_access_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_grants" ADD CONSTRAINT "direct_access_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_access_grants" ADD CONSTRAINT "direct_access_grants_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_items" ADD CONSTRAINT "content_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_access_active_uq" ON "direct_access_grants" USING btree ("org_id","subject_id","user_id") WHERE revoked = false;--> statement-breakpoint
CREATE INDEX "direct_access_user_idx" ON "direct_access_grants" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "content_items_org_idx" ON "content_items" USING btree ("org_id","parent");--> statement-breakpoint
CREATE INDEX "form_submissions_root_idx" ON "form_submissions" USING btree ("org_id","root_id");--> statement-breakpoint
CREATE INDEX "form_submissions_current_idx" ON "form_submissions" USING btree ("org_id","type","reference") WHERE superseded = false;--> statement-breakpoint
CREATE UNIQUE INDEX "form_submissions_reference_uq" ON "form_submissions" USING btree ("org_id","reference") WHERE reference is not null and root_id is null;