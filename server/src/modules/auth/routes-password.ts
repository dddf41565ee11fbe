import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from 'shared-api/password';
import {
  ApiErrorBody,
  PasswordResetBody,
  PasswordResetRequestBody,
  SuccessResponse,
} from 'shared-api/schemas';
import { users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import { sendMail } from '../../platform/mail';
import {
  findLiveToken,
  issueOneTimeToken,
  markUsed,
  voidOutstanding,
} from '../../platform/one-time-tokens';
import { hashPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/sessions';
import { withSystem } from '../../platform/tenancy';
import { newToken } from '../../platform/tokens';
import { normaliseEmail, type AuthLimits } from './rate-limit';
import { findStaffByEmail } from './users';

export const RESET_INVALID = 'This password reset link is invalid or has expired';
export const RESET_TTL_MINUTES = 60;

const errors = { 400: ApiErrorBody, 429: ApiErrorBody };

export function passwordRoutes(app: FastifyInstance, limits: AuthLimits): void {
  app.post<{ Body: PasswordResetRequestBody }>(
    '/api/auth/password/request-reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (same answer whether or not the e-mail is known)',
        body: PasswordResetRequestBody,
        response: { 200: SuccessResponse, ...errors },
      },
      preHandler: limits.guard((req) =>
        normaliseEmail((req.body as { data?: { email?: unknown } } | undefined)?.data?.email),
      ),
    },
    async (request) => {
      // organisationId is a fixed value of the old client (spec 1 §7); the account is global.
      const email = request.body.data.email.trim().toLowerCase();
      await withSystem(app.db, async (tx) => {
        const user = await findStaffByEmail(tx, email);
        if (!user) return;
        const token = newToken();
        await voidOutstanding(tx, 'password_reset', user.id);
        const id = await issueOneTimeToken(tx, {
          purpose: 'password_reset',
          secret: token,
          ttlMinutes: RESET_TTL_MINUTES,
          userId: user.id,
        });
        await audit(tx, request, {
          action: 'password_reset_requested',
          entity: 'one_time_token',
          entityId: id,
          orgId: user.orgId,
          actorId: null,
        });
        const url = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(tx, {
          to: email,
          subject: 'Reset your BeSmart password',
          text:
            `A password reset was requested for your BeSmart account.\n\n` +
            `Choose a new password here (the link works once, for 1 hour):\n${url}\n\n` +
            'If you did not ask for this, ignore this e-mail; your password stays as it is.\n',
        });
      });
      return { data: { success: true as const } };
    },
  );

  app.post<{ Body: PasswordResetBody }>(
    '/api/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link token',
        body: PasswordResetBody,
        response: { 200: SuccessResponse, ...errors },
      },
      preHandler: limits.guard(),
    },
    async (request) => {
      const { token, password } = request.body.data;
      const problem = passwordProblem(password);
      // Hash outside the transaction: argon2 is slow on purpose.
      const hash = problem ? null : await hashPassword(password);
      await withSystem(app.db, async (tx) => {
        const row = await findLiveToken(tx, 'password_reset', token);
        if (!row || !row.userId) throw badRequest(RESET_INVALID);
        if (problem || !hash) throw badRequest(problem ?? RESET_INVALID);
        const [user] = await tx
          .update(users)
          .set({ passwordHash: hash })
          .where(eq(users.id, row.userId))
          .returning({ id: users.id, orgId: users.orgId });
        if (!user) throw badRequest(RESET_INVALID);
        await markUsed(tx, row.id);
        await revokeUserSessions(tx, user.id);
        await audit(tx, request, {
          action: 'password_reset',
          entity: 'user',
          entityId: user.id,
          orgId: user.orgId,
          actorId: user.id,
          after: { passwordChanged: true },
        });
      });
      return { data: { success: true as const } };
    },
  );
}
