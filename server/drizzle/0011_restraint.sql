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
-- PDFs made for restraint records (parent letters, oversight summaries): the files row is made by
-- the request, filled by a job after commit; ready_at says when the PDF is there to be read.
CREATE TABLE restraint_files (
  id serial PRIMARY KEY,
  org_id integer NOT NULL REFERENCES organisations(id),
  file_id integer NOT NULL REFERENCES files(id),
  kind text NOT NULL CHECK (kind IN ('parentLetter', 'summary')),
  -- The record of a parent letter; null for a summary.
  reference integer,
  created_by integer REFERENCES users(id),
  created_at timestamp with time zone NOT NULL DEFAULT now(),
  ready_at timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX restraint_files_file_uq ON restraint_files (file_id);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON restraint_followups, restraint_files TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT USAGE, SELECT ON SEQUENCE restraint_followups_id_seq, restraint_files_id_seq
  TO besmart_app, besmart_system;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['restraint_followups', 'restraint_files'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY system_access ON %I TO besmart_system USING (true) WITH CHECK (true)', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO besmart_app '
      'USING (org_id = nullif(current_setting(''app.org_id'', true), '''')::int) '
      'WITH CHECK (org_id = nullif(current_setting(''app.org_id'', true), '''')::int)', t);
  END LOOP;
END $$;
