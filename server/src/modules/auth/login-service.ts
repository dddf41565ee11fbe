import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoginData, LoginRequest } from 'shared-api/schemas';
import { oneTimeTokens } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { unauthorized } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import {
  issueOneTimeToken,
  latestLiveToken,
  markUsed,
  voidOutstanding,
} from '../../platform/one-time-tokens';
import { verifyPassword } from '../../platform/passwords';
import { createSession } from '../../platform/sessions';
import { withSystem } from '../../platform/tenancy';
import { hashToken, newVerificationCode, sameHash } from '../../platform/tokens';
import { deviceToken, isTrustedDevice, setDeviceCookie, trustDevice } from './devices';
import { buildSessionData } from './session-data';
import { findStaffByEmail, sessionUser, type UserRow } from './users';

export const WRONG_CREDENTIALS = 'Incorrect email or password';
export const WRONG_CODE = 'The verification code is incorrect or has expired';
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_WRONG = 5;

export type LoginOutcome = { verificationNeeded: true } | LoginData;

/** Signs in a known user: a session, its audit row and the LoginData. */
export async function startSession(
  request: FastifyRequest,
  user: UserRow,
  action: string,
): Promise<LoginData> {
  return withSystem(request.server.db, async (tx) => {
    const su = sessionUser(user);
    const data = await buildSessionData(tx, su);
    const { token, sessionId } = await createSession(tx, user.id, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    await audit(tx, request, {
      action,
      entity: 'session',
      entityId: sessionId,
      orgId: data.activeOrg.id,
      actorId: user.id,
    });
    return { apiToken: token, ...data };
  });
}

type CodeCheck = 'ok' | 'wrong';

export async function login(
  request: FastifyRequest,
  reply: FastifyReply,
  body: LoginRequest,
): Promise<LoginOutcome> {
  const { db } = request.server;
  const email = body.username.trim().toLowerCase();
  const user = await withSystem(db, (tx) => findStaffByEmail(tx, email));
  const passwordOk = await verifyPassword(user?.passwordHash, body.password);
  if (!user || !passwordOk) {
    if (user) {
      await withSystem(db, (tx) =>
        audit(tx, request, {
          action: 'login_failed',
          entity: 'user',
          entityId: user.id,
          orgId: user.orgId,
          actorId: null,
        }),
      );
    }
    throw unauthorized(WRONG_CREDENTIALS);
  }

  const device = deviceToken(request);
  const trusted = await withSystem(db, (tx) => isTrustedDevice(tx, user.id, device));
  if (trusted) return startSession(request, user, 'login');

  const code = body.verificationCode?.trim();
  if (!code) {
    await sendVerificationCode(request, user);
    return { verificationNeeded: true };
  }

  // Wrong tries are counted in their own committed transaction before answering 401.
  const check = await withSystem(db, async (tx): Promise<CodeCheck> => {
    const pending = await latestLiveToken(tx, 'login_code', user.id);
    if (!pending || pending.attempts >= CODE_MAX_WRONG) return 'wrong';
    if (!/^\d{6}$/.test(code) || !sameHash(pending.tokenHash, hashToken(code))) {
      const attempts = pending.attempts + 1;
      await tx
        .update(oneTimeTokens)
        .set(attempts >= CODE_MAX_WRONG ? { attempts, usedAt: new Date() } : { attempts })
        .where(eq(oneTimeTokens.id, pending.id));
      return 'wrong';
    }
    await markUsed(tx, pending.id);
    const token = await trustDevice(tx, user.id, device);
    setDeviceCookie(request, reply, token);
    await audit(tx, request, {
      action: 'device_trusted',
      entity: 'user',
      entityId: user.id,
      orgId: user.orgId,
      actorId: user.id,
    });
    return 'ok';
  });
  if (check === 'wrong') throw unauthorized(WRONG_CODE);
  return startSession(request, user, 'login');
}

async function sendVerificationCode(request: FastifyRequest, user: UserRow): Promise<void> {
  const code = newVerificationCode();
  await withSystem(request.server.db, async (tx) => {
    await voidOutstanding(tx, 'login_code', user.id);
    const id = await issueOneTimeToken(tx, {
      purpose: 'login_code',
      secret: code,
      ttlMinutes: CODE_TTL_MINUTES,
      userId: user.id,
    });
    await audit(tx, request, {
      action: 'verification_code_sent',
      entity: 'one_time_token',
      entityId: id,
      orgId: user.orgId,
      actorId: null,
    });
    await sendMail(tx, {
      to: user.email ?? '',
      subject: 'Your BeSmart verification code',
      text:
        `Your BeSmart verification code is ${code}\n\n` +
        `It works once, for ${CODE_TTL_MINUTES} minutes. We ask for it the first time you sign in on a new browser.\n` +
        'If you did not try to sign in, change your password.\n',
    });
  });
}
