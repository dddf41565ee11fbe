import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { trustedDevices } from '../../db/schema/index';
import { hashToken, newToken } from '../../platform/tokens';

export const DEVICE_COOKIE = 'besmart_device';
export const DEVICE_DAYS = 180;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The browser's device token from its cookie, if well-formed. */
export function deviceToken(request: FastifyRequest): string | null {
  const value = request.cookies[DEVICE_COOKIE];
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

/** Has this browser passed a verification code for this user (and not expired)? */
export async function isTrustedDevice(
  tx: Tx,
  userId: number,
  token: string | null,
): Promise<boolean> {
  if (!token) return false;
  const [row] = await tx
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, userId),
        eq(trustedDevices.tokenHash, hashToken(token)),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, sql`now()`),
      ),
    );
  if (!row) return false;
  await tx
    .update(trustedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(trustedDevices.id, row.id));
  return true;
}

/**
 * Trusts this browser for the user. One browser keeps one device token; several users signing in
 * on it each get their own row for that token.
 */
export async function trustDevice(
  tx: Tx,
  userId: number,
  existing: string | null,
): Promise<string> {
  const token = existing ?? newToken();
  await tx
    .insert(trustedDevices)
    .values({
      userId,
      tokenHash: hashToken(token),
      expiresAt: sql`now() + make_interval(days => ${DEVICE_DAYS})`,
    })
    .onConflictDoUpdate({
      target: [trustedDevices.userId, trustedDevices.tokenHash],
      set: {
        expiresAt: sql`now() + make_interval(days => ${DEVICE_DAYS})`,
        revokedAt: null,
        lastUsedAt: sql`now()`,
      },
    });
  return token;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/api/auth',
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
    secure: request.server.config.publicUrl.startsWith('https:'),
  });
}
