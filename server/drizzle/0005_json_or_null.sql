-- JSON list answers (staff involved, techniques, injuries) are searched as jsonb. A stored answer
-- that is not valid JSON must simply not match instead of failing the whole search; PostgreSQL 15
-- has no pg_input_is_valid (16+), so this function turns a bad value into NULL.
CREATE OR REPLACE FUNCTION besmart_jsonb_or_null(value text) RETURNS jsonb
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
BEGIN
  RETURN value::jsonb;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION besmart_jsonb_or_null(text) TO besmart_app, besmart_system;
