-- Issue 13: restraint and seclusion records (modules/restraint/README.md).
-- Service users' special educational needs status; the organisation's type of setting (school or
-- children's home: it decides the deadlines); the append-only follow-ups of a restraint record.
ALTER TABLE users ADD COLUMN sen_status text NOT NULL DEFAULT 'none';
--> statement-breakpoint
ALTER TABLE users ADD CONSTRAINT users_sen_status_check
  CHECK (sen_status IN ('none', 'senSupport', 'ehcPlan'));
--> statement-breakpoint
-- NULL reads as the plan's default (Care: childrensHome, otherwise school); existing rows get it
-- written out, so a later plan change does not silently change their deadlines.
ALTER TABLE organisations ADD COLUMN setting_type text;
--> statement-breakpoint
ALTER TABLE organisations ADD CONSTRAINT organisations_setting_type_check
  CHECK (setting_type IS NULL OR setting_type IN ('school', 'childrensHome'));
--> statement-breakpoint
UPDATE organisations
  SET setting_type = CASE WHEN plan = 'Care' THEN 'childrensHome' ELSE 'school' END
  WHERE setting_type IS NULL;
--> statement-breakpoint
CREATE TABLE restraint_followups (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations(id),
  -- The incident's stable reference across versions (form_submissions.reference).
  reference integer NOT NULL,
  -- The version it concerns (a sign-off names the version signed).
  submission_id integer NOT NULL REFERENCES form_submissions(id),
  kind text NOT NULL CHECK (kind IN ('parentReport', 'signOff', 'debrief')),
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_by integer REFERENCES users(id),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  -- Set when a newer follow-up of the same kind replaces it; nothing is deleted.
  superseded_at timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX restraint_followups_ref_idx ON restraint_followups (org_id, reference, kind);
--> statement-breakpoint
CREATE UNIQUE INDEX restraint_followups_current_uq ON restraint_followups (org_id, reference, kind)
  WHERE superseded_at IS NULL;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON restraint_followups TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE restraint_followups_id_seq TO besmart_app, besmart_system;
--> statement-breakpoint
ALTER TABLE restraint_followups ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE restraint_followups FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY system_access ON restraint_followups TO besmart_system USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON restraint_followups TO besmart_app
  USING (org_id = nullif(current_setting('app.org_id', true), '')::int)
  WITH CHECK (org_id = nullif(current_setting('app.org_id', true), '')::int);
