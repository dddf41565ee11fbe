import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordProblem } from 'shared-api/password';
import {
  AcceptInvitationRequest,
  ApiErrorBody,
  InvitationInfoResponse,
  InvitationQuery,
  SuccessResponse,
} from 'shared-api/schemas';
import type { Tx } from '../../db/client';
import { memberships, organisations, roles, users } from '../../db/schema/index';
import { audit } from '../../platform/audit';
import { badRequest } from '../../platform/errors';
import type { InvitationProfile } from '../../platform/invitations';
import { findLiveToken, markUsed } from '../../platform/one-time-tokens';
import { hashPassword } from '../../platform/passwords';
import { withSystem } from '../../platform/tenancy';
import type { AuthLimits } from './rate-limit';
import { findStaffByEmail } from './users';

export const INVITATION_INVALID = 'This invitation is invalid or has expired';
export const TERMS_REQUIRED = 'You must accept the terms and conditions to continue.';

// tandc may be missing or false: both answer with the spec's own message, not a schema error.
const AcceptBody = AcceptInvitationRequest;
type AcceptBody = AcceptInvitationRequest;

async function liveInvitation(tx: Tx, token: string) {
  const row = await findLiveToken(tx, 'invitation', token);
  if (!row || !row.orgId || !row.email) return null;
  const [org] = await tx
    .select({ id: organisations.id, name: organisations.name })
    .from(organisations)
    .where(and(eq(organisations.id, row.orgId), eq(organisations.deleted, false)));
  return org ? { row, org } : null;
}

/** What a staff import recorded on the invitation (platform/invitations.ts), if anything. */
function invitationProfile(data: Record<string, unknown> | null): InvitationProfile | null {
  const profile = data?.profile as Partial<InvitationProfile> | undefined;
  if (!profile || typeof profile.userName !== 'string') return null;
  return {
    userName: profile.userName,
    jobTitle: typeof profile.jobTitle === 'string' ? profile.jobTitle : null,
  };
}

/** The invited role if it still belongs to the organisation, else its Standard role. */
async function invitedRoleId(tx: Tx, orgId: number, roleId: unknown): Promise<number | null> {
  const rows = await tx
    .select({ id: roles.id, title: roles.title })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.deleted, false)));
  return (
    (rows.find((r) => r.id === roleId) ?? rows.find((r) => r.title === 'Standard'))?.id ?? null
  );
}

export function invitationRoutes(app: FastifyInstance, limits: AuthLimits): void {
  app.get<{ Querystring: InvitationQuery }>(
    '/api/user/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who an invitation is for',
        querystring: InvitationQuery,
        response: { 200: InvitationInfoResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: limits.guard(),
    },
    async (request) => {
      const found = await withSystem(app.db, (tx) => liveInvitation(tx, request.query.token));
      if (!found) throw badRequest(INVITATION_INVALID);
      return { data: { email: found.row.email!, organisationName: found.org.name } };
    },
  );

  app.post<{ Body: AcceptBody }>(
    '/api/user/activate',
    {
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: create the account (or join, for an existing one)',
        body: AcceptBody,
        response: { 200: SuccessResponse, 400: ApiErrorBody, 429: ApiErrorBody },
      },
      preHandler: limits.guard(),
    },
    async (request) => {
      const { token, data } = request.body;
      if (data.tandc !== true) throw badRequest(TERMS_REQUIRED);
      const firstName = data.firstname.trim();
      const lastName = data.lastname.trim();
      if (!firstName) throw badRequest('firstname: is required');
      if (!lastName) throw badRequest('lastname: is required');
      const known = await withSystem(app.db, (tx) => liveInvitation(tx, token));
      if (!known) throw badRequest(INVITATION_INVALID);
      const problem = passwordProblem(data.password, [known.row.email!, firstName, lastName]);
      if (problem) throw badRequest(problem);
      const hash = await hashPassword(data.password);

      await withSystem(app.db, async (tx) => {
        const found = await liveInvitation(tx, token);
        if (!found) throw badRequest(INVITATION_INVALID);
        const { row, org } = found;
        const roleId = await invitedRoleId(tx, org.id, row.data?.roleId);
        const profile = invitationProfile(row.data);
        // An existing account (staff of another organisation) joins; its password and details are
        // kept. A new account takes a staff import's user name and job title. An account made by
        // an earlier staff import has no password yet: accepting sets it and the names.
        let user = await findStaffByEmail(tx, row.email!);
        const created = !user;
        const activated = Boolean(user && !user.passwordHash);
        if (user && activated) {
          const [updated] = await tx
            .update(users)
            .set({ firstName, lastName, passwordHash: hash })
            .where(eq(users.id, user.id))
            .returning();
          user = updated ?? user;
        }
        if (!user) {
          const [inserted] = await tx
            .insert(users)
            .values({
              orgId: org.id,
              type: 'user',
              email: row.email!,
              userName: profile?.userName || row.email!,
              jobTitle: profile?.jobTitle ?? null,
              firstName,
              lastName,
              passwordHash: hash,
            })
            .returning();
          user = inserted ?? null;
        }
        const userId = user!.id;
        const [member] = await tx
          .select({ id: memberships.id })
          .from(memberships)
          .where(
            and(
              eq(memberships.orgId, org.id),
              eq(memberships.userId, userId),
              eq(memberships.deleted, false),
            ),
          );
        if (!member) await tx.insert(memberships).values({ orgId: org.id, userId, roleId });
        await markUsed(tx, row.id);
        await audit(tx, request, {
          action: 'invitation_accepted',
          entity: 'user',
          entityId: userId,
          orgId: org.id,
          actorId: userId,
          after: {
            created,
            activated,
            roleId,
            email: row.email,
            invitedBy: row.data?.invitedBy ?? null,
          },
        });
      });
      return { data: { success: true as const } };
    },
  );
}
