-- Tenant isolation backstop (see README "Tenancy and row-level security").
-- besmart_app: the role every request runs as (SET LOCAL ROLE in platform/tenancy.ts withTenant).
-- besmart_system: pre-tenant lookups (sign-in, token checks) and the seed (withSystem).
-- Both are NOLOGIN, neither owner nor superuser; roles are cluster-wide, so creation is idempotent.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'besmart_app') THEN
    CREATE ROLE besmart_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'besmart_system') THEN
    CREATE ROLE besmart_system NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
-- The connecting (owner) user must be allowed to SET ROLE to both.
DO $$
BEGIN
  EXECUTE format('GRANT besmart_app TO %I', current_user);
  EXECUTE format('GRANT besmart_system TO %I', current_user);
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
-- Nothing is hard-deleted: no role gets DELETE.
GRANT SELECT, INSERT, UPDATE ON ALL TABLES IN SCHEMA public TO besmart_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON
  users, roles, memberships, organisation_settings, user_settings, form_submissions, form_responses,
  collaborators, comments, files, user_groups, user_group_members, one_time_tokens, mail_outbox
  TO besmart_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON action_log, audit_trail TO besmart_app;
--> statement-breakpoint
GRANT SELECT, UPDATE ON organisations TO besmart_app;
--> statement-breakpoint
-- ENABLE + FORCE everywhere (FORCE: the table owner is bound too), and a full-access policy for besmart_system.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'organisations', 'users', 'roles', 'memberships', 'organisation_settings', 'user_settings',
    'form_submissions', 'form_responses', 'collaborators', 'comments', 'action_log', 'audit_trail',
    'files', 'user_groups', 'user_group_members', 'one_time_tokens', 'mail_outbox', 'sessions',
    'trusted_devices'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY system_access ON %I TO besmart_system USING (true) WITH CHECK (true)', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Rows of the current organisation only (app.org_id, set per transaction).
-- one_time_tokens and mail_outbox rows without an organisation are invisible to besmart_app.
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'roles', 'memberships', 'organisation_settings', 'user_settings', 'form_submissions',
    'form_responses', 'collaborators', 'comments', 'action_log', 'audit_trail', 'files',
    'user_groups', 'user_group_members', 'one_time_tokens', 'mail_outbox'
  ] LOOP
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO besmart_app '
      'USING (org_id = nullif(current_setting(''app.org_id'', true), '''')::int) '
      'WITH CHECK (org_id = nullif(current_setting(''app.org_id'', true), '''')::int)', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON organisations TO besmart_app
  USING (id = nullif(current_setting('app.org_id', true), '')::int)
  WITH CHECK (id = nullif(current_setting('app.org_id', true), '')::int);
--> statement-breakpoint
-- Users: the organisation's own (home org) users, plus staff homed elsewhere who hold an active
-- membership here. The memberships sub-query is itself filtered by memberships' policy.
CREATE POLICY tenant_isolation ON users TO besmart_app
  USING (
    org_id = nullif(current_setting('app.org_id', true), '')::int
    OR EXISTS (
      SELECT 1 FROM memberships m
      WHERE m.user_id = users.id AND m.deleted = false
        AND m.org_id = nullif(current_setting('app.org_id', true), '')::int
    )
  )
  WITH CHECK (
    org_id = nullif(current_setting('app.org_id', true), '')::int
    OR EXISTS (
      SELECT 1 FROM memberships m
      WHERE m.user_id = users.id AND m.deleted = false
        AND m.org_id = nullif(current_setting('app.org_id', true), '')::int
    )
  );
