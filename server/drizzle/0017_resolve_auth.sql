-- Per-request cost (issue 15): the bearer-token lookup (session, user, the caller's standing in the
-- organisation the request names, and the idle-window slide) as ONE statement outside any
-- transaction, instead of BEGIN / SET LOCAL ROLE besmart_system / lookup / COMMIT. A request is then
-- this call plus its own tenant transaction (5 statements, was 8).
--
-- SECURITY DEFINER owned by besmart_system, so it reads with besmart_system's row-level security
-- policy whoever calls it; it answers only about the session whose token hash the caller holds.
-- search_path is pinned so no object of another schema can stand in for a table.
CREATE FUNCTION besmart_resolve_auth(p_token_hash text, p_org_id integer, p_slide_seconds integer, p_idle_hours integer)
RETURNS TABLE (
  session_id integer, id integer, org_id integer, email text, first_name text, last_name text,
  is_global_admin boolean, is_developer boolean, org_found boolean, org_admin integer,
  member_id integer, role_id integer, role_title text, permissions jsonb, role_deleted boolean)
LANGUAGE sql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
  with s as (
    select s.id as session_id, s.last_seen_at < now() - make_interval(secs => $3) as stale,
      u.id, u.org_id, u.email, u.first_name, u.last_name, u.is_global_admin, u.is_developer
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(hours => $4)
      and u.deleted = false and u.type = 'user'
  ), slide as (
    update sessions set last_seen_at = now()
    where sessions.id = (select s.session_id from s where s.stale) returning sessions.id
  )
  select s.session_id, s.id, s.org_id, s.email, s.first_name, s.last_name, s.is_global_admin,
    s.is_developer, o.id is not null, o.admin, m.id, r.id, r.title, r.permissions, r.deleted
  from s
  left join organisations o on o.id = $2 and o.deleted = false
  left join memberships m on m.org_id = o.id and m.user_id = s.id and m.deleted = false
  left join roles r on r.id = m.role_id
  limit 1
$f$;
--> statement-breakpoint
-- Changing the owner needs the new owner to be allowed to create in the schema; only for that step.
GRANT CREATE ON SCHEMA public TO besmart_system;
--> statement-breakpoint
ALTER FUNCTION besmart_resolve_auth(text, integer, integer, integer) OWNER TO besmart_system;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM besmart_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION besmart_resolve_auth(text, integer, integer, integer) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION besmart_resolve_auth(text, integer, integer, integer) TO %I', current_user);
END $$;
