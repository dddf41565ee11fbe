import { and, eq, inArray } from 'drizzle-orm';
import type { InviteBody } from 'shared-api/schemas';
import { memberships, roles, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest, httpError } from '../../platform/errors';
import { createInvitation, replacePendingInvitations } from '../../platform/invitations';
import { sendMail } from '../../platform/mail';
import { issueOneTimeToken, voidOutstanding } from '../../platform/one-time-tokens';
import { requirePermission } from '../../platform/permissions';
import { loadOrganisation } from '../../platform/organisation';
import { newToken } from '../../platform/tokens';
import { assertBodyOrganisation, userOfOrganisation } from './guards';
import { seatsTaken } from './service-write';
import { isEmailAddress } from 'shared-api/schemas';
import type { RequestContext } from '../../platform/request-context';

export const userLimitMessage = (n: number) =>
  `Your organisation has reached its limit of ${n} users. Contact us to add more.`;

export type InviteOutcome = { invited: string[] } | { userLimit: number };

/**
 * Invites each e-mail with the given role. Seats taken (service-write.ts `seatsTaken`) + the new
 * e-mails must stay within numAllowedUsers (null = unlimited). Inviting an e-mail again
 * replaces its pending invitation (the old link stops working).
 */
export async function inviteUsers(ctx: RequestContext, body: InviteBody): Promise<InviteOutcome> {
  const { tx } = ctx;
  requirePermission(ctx, 'userManage');
  assertBodyOrganisation(ctx, body.organisation);
  const orgId = ctx.orgId;
  const emails = [...new Set(body.email.map((e) => e.trim().toLowerCase()))];
  const invalid = emails.find((e) => !isEmailAddress(e));
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

  const org = await loadOrganisation(tx, orgId);
  if (!org) throw badRequest('organisation: not found');
  if (org.numAllowedUsers !== null) {
    const total = (await seatsTaken(tx, orgId, emails)) + emails.length;
    if (total > org.numAllowedUsers) return { userLimit: org.numAllowedUsers };
  }

  const replaced = await replacePendingInvitations(tx, orgId, emails);
  // Whether an e-mail already has an account (elsewhere) is never looked at: every address is
  // invited the same way and joins only by accepting (platform/invitations.ts).
  for (const email of emails) {
    await createInvitation(tx, {
      orgId,
      email,
      roleId: role.id,
      invitedBy: ctx.userId,
      publicUrl: ctx.config.publicUrl,
    });
    await audit(tx, ctx, {
      action: 'invite',
      entity: 'invitation',
      entityId: email,
      after: { email, roleId: role.id, replacedInvitations: replaced },
    });
  }
  return { invited: emails };
}

export const RESET_TTL_MINUTES = 60;

/**
 * Mails a staff member of this organisation a password reset link, the same link the public
 * "Forgotten your password?" form sends. The token and mail are written as besmart_system (reset
 * links belong to the account, not to one organisation: one_time_tokens rows without org_id, and
 * the mail is kept out of the organisation's outbox so that an admin cannot read the link): the
 * route runs it with withSystemContext, after the userManage check; the staff member is looked up
 * with the explicit organisation filter.
 */
export async function resetStaffPassword(ctx: RequestContext, id: number): Promise<void> {
  const { tx } = ctx;
  requirePermission(ctx, 'userManage');
  const target = await userOfOrganisation(tx, ctx.orgId, id, { type: 'user' });
  if (!target.email) throw badRequest('email: this user has no e-mail address');
  const email = target.email;
  {
    const token = newToken();
    await voidOutstanding(tx, 'password_reset', target.id);
    const tokenId = await issueOneTimeToken(tx, {
      purpose: 'password_reset',
      secret: token,
      ttlMinutes: RESET_TTL_MINUTES,
      userId: target.id,
    });
    await audit(tx, ctx, {
      action: 'password_reset_sent',
      entity: 'user',
      entityId: target.id,
      orgId: ctx.orgId,
      after: { tokenId },
    });
    const url = `${ctx.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await sendMail(tx, {
      to: email,
      subject: 'Reset your BeSmart password',
      text:
        `An administrator of your organisation sent you a link to choose a new BeSmart password.\n\n` +
        `Choose a new password here (the link works once, for 1 hour):\n${url}\n`,
    });
  }
}
