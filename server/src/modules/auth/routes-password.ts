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
import { enqueue } from '../../platform/jobs/index';
import { findLiveToken, markUsed } from '../../platform/one-time-tokens';
import { hashPassword } from '../../platform/passwords';
import { revokeUserSessions } from '../../platform/sessions';
import { withSystem } from '../../platform/tenancy';
import { normaliseEmail, type AuthLimits } from './rate-limit';
import { passwordResetRequest } from './reset-request-job';

export const RESET_INVALID = 'This password reset link is invalid or has expired';

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
      // The lookup, token and mail happen in a job after this answer (reset-request-job.ts): the
      // request does the same work, in the same time, whether or not the address has an account.
      const email = request.body.data.email.trim().toLowerCase();
      await withSystem(app.db, (tx) =>
        enqueue(tx, passwordResetRequest, { email, ip: request.ip }, { orgId: null }),
      );
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
