-- Grants and row-level security for the tables added in 0002 (same rules as 0001_rls.sql).
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO besmart_app, besmart_system;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON direct_access_grants, content_items TO besmart_app, besmart_system;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['direct_access_grants', 'content_items'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format('CREATE POLICY system_access ON %I TO besmart_system USING (true) WITH CHECK (true)', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I TO besmart_app '
      'USING (org_id = nullif(current_setting(''app.org_id'', true), '''')::int) '
      'WITH CHECK (org_id = nullif(current_setting(''app.org_id'', true), '''')::int)', t);
  END LOOP;
END $$;
