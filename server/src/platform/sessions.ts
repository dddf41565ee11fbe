import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { sessions, users } from '../db/schema/index';
import { withSystem } from './tenancy';
import { hashToken, newToken } from './tokens';

export const SESSION_IDLE_HOURS = 8;
export const SESSION_ABSOLUTE_DAYS = 7;
/** last_seen_at is written at most this often, not on every request. */
const SLIDE_EVERY_SECONDS = 60;

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
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .select({
      sessionId: sessions.id,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - make_interval(secs => ${SLIDE_EVERY_SECONDS})`,
      id: users.id,
      orgId: users.orgId,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      isGlobalAdmin: users.isGlobalAdmin,
      isDeveloper: users.isDeveloper,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        sql`${sessions.revokedAt} is null`,
        sql`${sessions.expiresAt} > now()`,
        sql`${sessions.lastSeenAt} > now() - make_interval(hours => ${SESSION_IDLE_HOURS})`,
        eq(users.deleted, false),
        eq(users.type, 'user'),
      ),
    );
  if (!row) return null;
  if (row.stale) {
    await tx
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const { sessionId, stale: _stale, ...user } = row;
  return { sessionId, userId: user.id, user: { ...user, email: user.email ?? '' } };
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
