import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { InviteBody } from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { memberships, oneTimeTokens, roles, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, httpError } from '../../platform/errors';
import { createInvitation } from '../../platform/invitations';
import { sendMail } from '../../platform/mail';
import { issueOneTimeToken, voidOutstanding } from '../../platform/one-time-tokens';
import { requirePermission } from '../../platform/permissions';
import { withSystem, withTenant } from '../../platform/tenancy';
import { newToken } from '../../platform/tokens';
import { findOrganisation } from '../organisations/service';
import { assertBodyOrganisation, userOfOrganisation } from './guards';
import { seatsTaken } from './service-write';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const userLimitMessage = (n: number) =>
  `Your organisation has reached its limit of ${n} users. Contact us to add more.`;

export type InviteOutcome = { invited: string[] } | { userLimit: number };

/** Live invitations of the organisation by e-mail (unused, unexpired). */
async function pendingInvitations(tx: Tx, orgId: number) {
  return tx
    .select({ id: oneTimeTokens.id, email: oneTimeTokens.email })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'invitation'),
        eq(oneTimeTokens.orgId, orgId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    );
}

/**
 * Invites each e-mail with the given role. Seats taken (service-write.ts `seatsTaken`) + the new
 * e-mails must stay within numAllowedUsers (null = unlimited). Inviting an e-mail again
 * replaces its pending invitation (the old link stops working).
 */
export async function inviteUsers(
  tx: Tx,
  request: FastifyRequest,
  body: InviteBody,
): Promise<InviteOutcome> {
  requirePermission(request, 'userManage');
  assertBodyOrganisation(request, body.organisation);
  const orgId = request.orgId;
  const emails = [...new Set(body.email.map((e) => e.trim().toLowerCase()))];
  const invalid = emails.find((e) => !EMAIL.test(e));
  if (invalid !== undefined) throw badRequest(`email: '${invalid}' is not an e-mail address`);
  const [role] = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.id, body.role), eq(roles.orgId, orgId), eq(roles.deleted, false)));
  if (!role) throw badRequest(`role: ${body.role} is not a role of this organisation`);

  const members = await tx
    .select({ email: users.email })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        inArray(users.email, emails),
        eq(users.type, 'user'),
        eq(users.deleted, false),
        eq(memberships.orgId, orgId),
        eq(memberships.deleted, false),
      ),
    );
  if (members.length > 0) {
    throw httpError(409, `${members[0]!.email} is already a member of this organisation`);
  }

  const org = await findOrganisation(tx, orgId);
  if (!org) throw badRequest('organisation: not found');
  const pending = await pendingInvitations(tx, orgId);
  if (org.numAllowedUsers !== null) {
    const total = (await seatsTaken(tx, orgId, emails)) + emails.length;
    if (total > org.numAllowedUsers) return { userLimit: org.numAllowedUsers };
  }

  const replaced = pending.filter((p) => p.email && emails.includes(p.email)).map((p) => p.id);
  if (replaced.length > 0) {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(inArray(oneTimeTokens.id, replaced));
  }
  for (const email of emails) {
    await createInvitation(tx, {
      orgId,
      email,
      roleId: role.id,
      invitedBy: request.auth.userId,
      publicUrl: request.server.config.publicUrl,
    });
    await audit(tx, request, {
      action: 'invite',
      entity: 'invitation',
      entityId: email,
      after: { email, roleId: role.id, replacedInvitations: replaced.length },
    });
  }
  return { invited: emails };
}

export const RESET_TTL_MINUTES = 60;

/**
 * Mails a staff member of this organisation a password reset link, the same link the public
 * "Forgotten your password?" form sends. The token and mail are written as besmart_system (reset
 * links belong to the account, not to one organisation: one_time_tokens rows without org_id, and
 * the mail is kept out of the organisation's outbox so that an admin cannot read the link).
 */
export async function resetStaffPassword(request: FastifyRequest, id: number): Promise<void> {
  requirePermission(request, 'userManage');
  const target = await withTenant(request, (tx) =>
    userOfOrganisation(tx, request.orgId, id, { type: 'user' }),
  );
  if (!target.email) throw badRequest('email: this user has no e-mail address');
  const email = target.email;
  await withSystem(request.server.db, async (tx) => {
    const token = newToken();
    await voidOutstanding(tx, 'password_reset', target.id);
    const tokenId = await issueOneTimeToken(tx, {
      purpose: 'password_reset',
      secret: token,
      ttlMinutes: RESET_TTL_MINUTES,
      userId: target.id,
    });
    await audit(tx, request, {
      action: 'password_reset_sent',
      entity: 'user',
      entityId: target.id,
      orgId: request.orgId,
      after: { tokenId },
    });
    const url = `${request.server.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail(tx, {
      to: email,
      subject: 'Reset your BeSmart password',
      text:
        `An administrator of your organisation sent you a link to choose a new BeSmart password.\n\n` +
        `Choose a new password here (the link works once, for 1 hour):\n${url}\n`,
    });
  });
}
