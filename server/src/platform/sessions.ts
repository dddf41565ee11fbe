import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sessions } from '../db/schema/index';
import { runPrepared, withSystem } from './tenancy';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_HOURS = 8;
export const SESSION_ABSOLUTE_DAYS = 7;
/** last_seen_at is written at most this often, not on every request. */
export const SLIDE_EVERY_SECONDS = 60;

export interface SessionUser {
  id: number;
  orgId: number;
  email: string;
  firstName: string;
  lastName: string;
  isGlobalAdmin: boolean;
  isDeveloper: boolean;
}

export interface ResolvedSession {
  sessionId: number;
  userId: number;
  user: SessionUser;
}

export interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
}

/** Creates a session and returns its bearer token (only its hash is stored). */
export async function createSession(
  tx: Tx,
  userId: number,
  client: ClientInfo = {},
): Promise<{ token: string; sessionId: number }> {
  const token = newToken();
  const [row] = await tx
    .insert(sessions)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(days => ${SESSION_ABSOLUTE_DAYS})`,
      ip: client.ip ?? null,
      userAgent: client.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, sessionId: row!.id };
}

/**
 * The live session for a bearer token, or null when unknown, revoked, idle for 8 hours or past its
 * 7-day absolute expiry. Slides the idle window.
 */
export async function resolveSession(db: Db, token: string): Promise<ResolvedSession | null> {
  return withSystem(db, (tx) => resolveSessionIn(tx, token));
}

/** resolveSession inside a transaction already running as besmart_system. */
export async function resolveSessionIn(tx: Tx, token: string): Promise<ResolvedSession | null> {
  return (await resolveAuthIn(tx, token)).session;
}

/** An organisation as resolveAuthIn found it, with the caller's membership there (if any). */
export interface OrganisationStanding {
  /** organisations.admin: the organisation's own admin user. */
  admin: number | null;
  /** Set when the caller holds an active membership there. */
  membership: {
    roleId: number | null;
    roleTitle: string | null;
    permissions: string[] | null;
    roleDeleted: boolean | null;
  } | null;
}

export interface ResolvedAuth {
  session: ResolvedSession | null;
  /** null when no organisation was asked for, or it does not exist / is archived. */
  organisation: OrganisationStanding | null;
}

/** A row of besmart_resolve_auth (migrations 0017, 0019, 0021, 0022) and besmart_open_read (0022). */
export interface AuthRow {
  session_id: number;
  id: number;
  org_id: number;
  email: string | null;
  first_name: string;
  last_name: string;
  is_global_admin: boolean;
  is_developer: boolean;
  org_found: boolean;
  org_admin: number | null;
  member_id: number | null;
  role_id: number | null;
  role_title: string | null;
  permissions: string[] | null;
  role_deleted: boolean | null;
  /** Only when called with p_slide false: the idle window is due to slide (the caller does it). */
  slide_due: boolean;
}

/**
 * Session, user, the caller's standing in organisation $2 and the idle-window slide in ONE
 * statement (issue 15: every statement is a round trip): besmart_resolve_auth (migrations 0017,
 * 0019, 0021, 0022), a SECURITY DEFINER function owned by besmart_system, so the call needs no
 * transaction or role switch of its own. The slide only writes when last_seen_at is older than
 * SLIDE_EVERY_SECONDS. $2 is null when the request names no organisation. A constant text, so
 * node-postgres prepares it once per connection (named statement).
 */
const AUTH_SQL = 'select * from besmart_resolve_auth($1, $2::int, $3::int, $4::int, true)';

/** Bearer tokens are 43 characters; anything empty or this long is refused before any SQL. */
export function plausibleToken(token: string): boolean {
  return token.length > 0 && token.length <= 200;
}

/**
 * The live session for a bearer token (null when unknown, revoked, idle for 8 hours, past its
 * 7-day absolute expiry, or its user archived), and, when orgId is given, that organisation and the
 * caller's membership of it, in one statement (on the pool, or inside any transaction).
 */
export async function resolveAuthIn(
  runner: Db | Tx,
  token: string,
  orgId?: number,
): Promise<ResolvedAuth> {
  if (!plausibleToken(token)) return { session: null, organisation: null };
  const [row] = await runPrepared<AuthRow>(runner, 'besmart_auth', AUTH_SQL, [
    hashToken(token),
    orgId ?? null,
    SLIDE_EVERY_SECONDS,
    SESSION_IDLE_HOURS,
  ]);
  return resolvedFromRow(row);
}

/** What a besmart_resolve_auth row says (no row: no live session). */
export function resolvedFromRow(row: AuthRow | undefined): ResolvedAuth {
  if (!row) return { session: null, organisation: null };
  const user: SessionUser = {
    id: row.id,
    orgId: row.org_id,
    email: row.email ?? '',
    firstName: row.first_name,
    lastName: row.last_name,
    isGlobalAdmin: row.is_global_admin,
    isDeveloper: row.is_developer,
  };
  return {
    session: { sessionId: row.session_id, userId: row.id, user },
    organisation: row.org_found
      ? {
          admin: row.org_admin,
          membership:
            row.member_id === null
              ? null
              : {
                  roleId: row.role_id,
                  roleTitle: row.role_title,
                  permissions: row.permissions,
                  roleDeleted: row.role_deleted,
                },
        }
      : null,
  };
}

export async function revokeSession(tx: Tx, sessionId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), sql`${sessions.revokedAt} is null`));
}

/** After a password change every other session of the user ends. */
export async function revokeUserSessions(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`));
}
