-- Per-request cost (issue 15): a read-only request's opening (platform/request-transaction.ts) as
-- ONE prepared statement, instead of a simple-protocol text of six statements (begin, clearing,
-- commit, begin, lookup, commit) that PostgreSQL parsed and planned again on every GET. Measured on
-- one connection: 119 us of PostgreSQL CPU per opening as that text, 80 us as this call.
--
-- 1. besmart_resolve_auth keeps its signature, answer and owner (0021). Its slide becomes an UPDATE
--    run only when p_slide, where it was a data-modifying CTE: PostgreSQL refuses a plan holding an
--    UPDATE in a read-only transaction even when it would change nothing, and the opening below
--    runs in one (the connection's default after a GET). Otherwise the body is 0021's.
CREATE OR REPLACE FUNCTION besmart_resolve_auth(p_token_hash text, p_org_id integer, p_slide_seconds integer, p_idle_hours integer, p_slide boolean)
RETURNS TABLE (
  session_id integer, id integer, org_id integer, email text, first_name text, last_name text,
  is_global_admin boolean, is_developer boolean, org_found boolean, org_admin integer,
  member_id integer, role_id integer, role_title text, permissions jsonb, role_deleted boolean,
  slide_due boolean)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
#variable_conflict use_column
declare
  found_row record;
begin
  select s.id as session_id, s.last_seen_at < now() - make_interval(secs => p_slide_seconds) as stale,
    u.id as user_id, u.org_id as user_org_id, u.email as user_email, u.first_name as user_first_name,
    u.last_name as user_last_name, u.is_global_admin as user_global_admin,
    u.is_developer as user_developer, o.id is not null as org_is_found, o.admin as org_admin_id,
    m.id as membership_id, ro.id as membership_role_id, ro.title as membership_role_title,
    ro.permissions as membership_permissions, ro.deleted as membership_role_deleted
  into found_row
  from sessions s
  join users u on u.id = s.user_id
  left join organisations o on o.id = p_org_id and o.deleted = false
  left join memberships m on m.org_id = o.id and m.user_id = u.id and m.deleted = false
  left join roles ro on ro.id = m.role_id
  where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
    and s.last_seen_at > now() - make_interval(hours => p_idle_hours)
    and u.deleted = false and u.type = 'user'
  limit 1;
  if not found then
    return;
  end if;
  if p_slide and found_row.stale then
    update sessions set last_seen_at = now() where sessions.id = found_row.session_id;
  end if;
  return query select found_row.session_id, found_row.user_id, found_row.user_org_id,
    found_row.user_email, found_row.user_first_name, found_row.user_last_name,
    found_row.user_global_admin, found_row.user_developer, found_row.org_is_found,
    found_row.org_admin_id, found_row.membership_id, found_row.membership_role_id,
    found_row.membership_role_title, found_row.membership_permissions,
    found_row.membership_role_deleted, found_row.stale and not p_slide;
end
$f$;
--> statement-breakpoint
-- 2. besmart_open_read: the whole opening of a read-only request on a connection of the request pool.
--    It clears what an earlier request left on the connection (role, organisation, user,
--    read-only), then looks the caller up; only a row sets the scope, at session level: role
--    besmart_app, the organisation asked for, the caller's id, and default_transaction_read_only
--    on, so the handler's statements each commit by themselves and none can write. No row leaves
--    the connection cleared. SECURITY INVOKER (a definer function may not change role): it runs as
--    whoever the connection is when called, besmart_app after an earlier GET or the login role, and
--    the clearing returns it to the login role, which may call besmart_resolve_auth. Names are
--    schema-qualified instead of pinning search_path.
CREATE FUNCTION besmart_open_read(p_token_hash text, p_org_id integer, p_slide_seconds integer, p_idle_hours integer)
RETURNS TABLE (
  session_id integer, id integer, org_id integer, email text, first_name text, last_name text,
  is_global_admin boolean, is_developer boolean, org_found boolean, org_admin integer,
  member_id integer, role_id integer, role_title text, permissions jsonb, role_deleted boolean,
  slide_due boolean)
LANGUAGE plpgsql VOLATILE AS $f$
#variable_conflict use_column
declare
  caller record;
begin
  perform pg_catalog.set_config('role', 'none', false),
    pg_catalog.set_config('app.org_id', '', false),
    pg_catalog.set_config('app.user_id', '', false),
    pg_catalog.set_config('default_transaction_read_only', 'off', false);
  for caller in
    select * from public.besmart_resolve_auth(p_token_hash, p_org_id, p_slide_seconds, p_idle_hours, false)
  loop
    perform pg_catalog.set_config('role', 'besmart_app', false),
      pg_catalog.set_config('app.org_id', p_org_id::text, false),
      pg_catalog.set_config('app.user_id', caller.id::text, false),
      pg_catalog.set_config('default_transaction_read_only', 'on', false);
    return query select caller.session_id, caller.id, caller.org_id, caller.email,
      caller.first_name, caller.last_name, caller.is_global_admin, caller.is_developer,
      caller.org_found, caller.org_admin, caller.member_id, caller.role_id, caller.role_title,
      caller.permissions, caller.role_deleted, caller.slide_due;
  end loop;
end
$f$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION besmart_open_read(text, integer, integer, integer) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION besmart_open_read(text, integer, integer, integer) TO %I, besmart_app', current_user);
END $$;
