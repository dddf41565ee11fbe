-- besmart_jsonb_or_null (0005) was PARALLEL SAFE but caught errors with an EXCEPTION block, which
-- starts a subtransaction: in a parallel plan that fails with "cannot start subtransactions during
-- a parallel operation". Redefined here:
-- - PostgreSQL 16+ (and PGlite): pg_input_is_valid checks the text; no EXCEPTION, PARALLEL SAFE.
-- - PostgreSQL 15 (no pg_input_is_valid): the EXCEPTION block stays (a subtransaction that writes
--   nothing costs under a microsecond; a regex pre-check measured 10-70 times slower), and the
--   function is PARALLEL UNSAFE, so the planner keeps statements calling it out of parallel mode.
-- besmart_jsonb_array(value): the value as a jsonb array, or NULL (invalid, or not an array), so a
-- criterion parses each answer once instead of twice. Same parallel label as the function it calls.
DO $$
DECLARE
  label text;
BEGIN
  IF current_setting('server_version_num')::int >= 160000 THEN
    label := 'PARALLEL SAFE';
    EXECUTE $f$
      CREATE OR REPLACE FUNCTION besmart_jsonb_or_null(value text) RETURNS jsonb
      LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $b$
      BEGIN
        IF pg_input_is_valid(value, 'jsonb') THEN
          RETURN value::jsonb;
        END IF;
        RETURN NULL;
      END $b$ $f$;
  ELSE
    label := 'PARALLEL UNSAFE';
    EXECUTE $f$
      CREATE OR REPLACE FUNCTION besmart_jsonb_or_null(value text) RETURNS jsonb
      LANGUAGE plpgsql IMMUTABLE PARALLEL UNSAFE AS $b$
      BEGIN
        RETURN value::jsonb;
      EXCEPTION WHEN others THEN
        RETURN NULL;
      END $b$ $f$;
  END IF;
  EXECUTE format($f$
    CREATE OR REPLACE FUNCTION besmart_jsonb_array(value text) RETURNS jsonb
    LANGUAGE plpgsql IMMUTABLE %s AS $b$
    DECLARE
      j jsonb := besmart_jsonb_or_null(value);
    BEGIN
      IF jsonb_typeof(j) = 'array' THEN
        RETURN j;
      END IF;
      RETURN NULL;
    END $b$ $f$, label);
END $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION besmart_jsonb_array(text) TO besmart_app, besmart_system;
