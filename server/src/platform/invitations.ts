import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organisations } from '../db/schema/index';
import { sendMail } from './mail';
import { issueOneTimeToken } from './one-time-tokens';
import { newToken } from './tokens';

export const INVITATION_TTL_DAYS = 7;

export interface InvitationInput {
  orgId: number;
  email: string;
  /** Role the user gets in the organisation on acceptance. */
  roleId: number | null;
  invitedBy: number | null;
  /** PUBLIC_URL (request.server.config.publicUrl): the mailed link is <publicUrl>/user/activate?token=. */
  publicUrl: string;
}

/**
 * Issues an invitation token (7 days, single use) and mails the link. Works in a tenant
 * transaction of that organisation (RLS lets it write its own invitations and mail) or as system.
 */
export async function createInvitation(
  tx: Tx,
  input: InvitationInput,
): Promise<{ token: string; url: string }> {
  const email = input.email.trim().toLowerCase();
  const [org] = await tx
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, input.orgId));
  if (!org) throw new Error(`createInvitation: organisation ${input.orgId} not visible`);
  const token = newToken();
  await issueOneTimeToken(tx, {
    purpose: 'invitation',
    secret: token,
    ttlMinutes: INVITATION_TTL_DAYS * 24 * 60,
    orgId: input.orgId,
    email,
    data: { roleId: input.roleId, invitedBy: input.invitedBy },
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
  return { token, url };
}
