import { defineJob } from '../../platform/jobs/index';
import { audit } from '../../platform/audit';
import { sendMail } from '../../platform/mail';
import { issueOneTimeToken, voidOutstanding } from '../../platform/one-time-tokens';
import { withSystem } from '../../platform/tenancy';
import { newToken } from '../../platform/tokens';
import { findStaffByEmail } from './users';

export const RESET_TTL_MINUTES = 60;

export interface ResetRequestPayload {
  /** Normalised (trimmed, lower case). */
  email: string;
  /** The client address of the request, kept in the audit entry. */
  ip: string;
}

/**
 * The work of "Forgotten your password?", run after the request has been answered: whether the
 * address has an account decides only what happens here, so the answer and its timing are the
 * same for every address (the request itself only enqueues this job). Known address: earlier
 * links are voided, a new one-hour link is issued, audited and mailed. Unknown: nothing.
 */
export const passwordResetRequest = defineJob<ResetRequestPayload>(
  'password-reset-request',
  async ({ email, ip }, ctx) => {
    await withSystem(ctx.db, async (tx) => {
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
      await audit(tx, null, {
        action: 'password_reset_requested',
        entity: 'one_time_token',
        entityId: id,
        orgId: user.orgId,
        actorId: null,
        after: { requestedFrom: ip },
      });
      const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await sendMail(tx, {
        to: email,
        subject: 'Reset your BeSmart password',
        text:
          `A password reset was requested for your BeSmart account.\n\n` +
          `Choose a new password here (the link works once, for 1 hour):\n${url}\n\n` +
          'If you did not ask for this, ignore this e-mail; your password stays as it is.\n',
      });
    });
  },
);
