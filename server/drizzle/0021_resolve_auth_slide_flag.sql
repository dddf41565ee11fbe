-- Per-request cost (issue 15): the caller lookup runs inside the request's own transaction (opened in
-- the same round trip, platform/request-transaction.ts). That transaction must not hold a lock on
-- the caller's session row until the request ends: a handler revoking or updating that session on
-- another connection would wait for its own request. So the idle-window slide becomes optional:
-- p_slide false only reports slide_due, and the caller slides on its own connection when it is due
-- (once a minute per session). p_slide true is the old behaviour. The body is 0019's otherwise;
-- the result gains slide_due, so the function is dropped and created again.
DROP FUNCTION besmart_resolve_auth(text, integer, integer, integer);
--> statement-breakpoint
CREATE FUNCTION besmart_resolve_auth(p_token_hash text, p_org_id integer, p_slide_seconds integer, p_idle_hours integer, p_slide boolean)
RETURNS TABLE (
  session_id integer, id integer, org_id integer, email text, first_name text, last_name text,
  is_global_admin boolean, is_developer boolean, org_found boolean, org_admin integer,
  member_id integer, role_id integer, role_title text, permissions jsonb, role_deleted boolean,
  slide_due boolean)
LANGUAGE plpgsql VOLATILE SECURITY DEFINER SET search_path = public, pg_temp AS $f$
#variable_conflict use_column
begin
  return query
  with s as (
    select s.id as session_id, s.last_seen_at < now() - make_interval(secs => p_slide_seconds) as stale,
      u.id, u.org_id, u.email, u.first_name, u.last_name, u.is_global_admin, u.is_developer
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = p_token_hash and s.revoked_at is null and s.expires_at > now()
      and s.last_seen_at > now() - make_interval(hours => p_idle_hours)
      and u.deleted = false and u.type = 'user'
  ), slide as (
    update sessions set last_seen_at = now()
    where p_slide and sessions.id = (select s.session_id from s where s.stale) returning sessions.id
  )
  select s.session_id, s.id, s.org_id, s.email, s.first_name, s.last_name, s.is_global_admin,
    s.is_developer, o.id is not null, o.admin, m.id, r.id, r.title, r.permissions, r.deleted,
    s.stale and not p_slide
  from s
  left join organisations o on o.id = p_org_id and o.deleted = false
  left join memberships m on m.org_id = o.id and m.user_id = s.id and m.deleted = false
  left join roles r on r.id = m.role_id
  limit 1;
end
$f$;
--> statement-breakpoint
-- As in 0017: the new owner may create in the schema only for the change of owner.
GRANT CREATE ON SCHEMA public TO besmart_system;
--> statement-breakpoint
ALTER FUNCTION besmart_resolve_auth(text, integer, integer, integer, boolean) OWNER TO besmart_system;
--> statement-breakpoint
REVOKE CREATE ON SCHEMA public FROM besmart_system;
--> statement-breakpoint
REVOKE ALL ON FUNCTION besmart_resolve_auth(text, integer, integer, integer, boolean) FROM PUBLIC;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT EXECUTE ON FUNCTION besmart_resolve_auth(text, integer, integer, integer, boolean) TO %I', current_user);
END $$;
