import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { oneTimeTokens, organisations } from '../db/schema/index';
import { sendMail } from './mail';
import { issueOneTimeToken } from './one-time-tokens';
import { newToken } from './tokens';

export const INVITATION_TTL_DAYS = 7;

export interface InvitationProfile {
  userName: string;
  jobTitle: string | null;
}

/**
 * Voids the organisation's unused invitations to these e-mails (inviting again replaces the
 * pending invitation: the older link stops working). Returns how many were voided.
 */
export async function replacePendingInvitations(
  tx: Tx,
  orgId: number,
  emails: readonly string[],
): Promise<number> {
  if (emails.length === 0) return 0;
  const voided = await tx
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.purpose, 'invitation'),
        eq(oneTimeTokens.orgId, orgId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
        inArray(oneTimeTokens.email, [...emails]),
      ),
    )
    .returning({ id: oneTimeTokens.id });
  return voided.length;
}

export interface InvitationInput {
  orgId: number;
  email: string;
  /** Role the user gets in the organisation on acceptance. */
  roleId: number | null;
  invitedBy: number | null;
  /**
   * What a staff import knew about the person (user name, job title): used only if accepting
   * creates a new account. An existing account keeps its own details.
   */
  profile?: InvitationProfile;
  /** PUBLIC_URL (request.server.config.publicUrl): the mailed link is <publicUrl>/user/activate?token=. */
  publicUrl: string;
}

/**
 * Issues an invitation token (7 days, single use) and mails the link. Works in a tenant
 * transaction of that organisation (RLS lets it write its own invitations and mail) or as system.
 * It never looks at whether the e-mail has an account: inviting a new address and one with an
 * account elsewhere does the same work, answers the same and sends the same mail (the person
 * joins only by accepting). `id` is the invitation's (one_time_tokens) id.
 */
export async function createInvitation(
  tx: Tx,
  input: InvitationInput,
): Promise<{ id: number; token: string; url: string }> {
  const email = input.email.trim().toLowerCase();
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, input.orgId));
  if (!org) throw new Error(`createInvitation: organisation ${input.orgId} not visible`);
  const token = newToken();
  const id = await issueOneTimeToken(tx, {
    purpose: 'invitation',
    secret: token,
    ttlMinutes: INVITATION_TTL_DAYS * 24 * 60,
    orgId: input.orgId,
    email,
    data: {
      roleId: input.roleId,
      invitedBy: input.invitedBy,
      ...(input.profile ? { profile: input.profile } : {}),
    },
  });
  const url = `${input.publicUrl}/user/activate?token=${encodeURIComponent(token)}`;
  await sendMail(tx, {
    to: email,
    orgId: input.orgId,
    subject: `You have been invited to ${org.name} on BeSmart`,
    text:
      `You have been invited to join ${org.name} on BeSmart.\n\n` +
      `Accept the invitation and choose your password here (the link works once, for ${INVITATION_TTL_DAYS} days):\n${url}\n`,
  });
  return { id, token, url };
}
