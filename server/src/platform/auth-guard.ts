import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ALL_PERMISSIONS } from './permissions';
import { memberships, organisations, roles } from '../db/schema/index';
import { isOrganisationAdmin } from './admin';
import { badRequest, forbidden, unauthorized } from './errors';
import type { MembershipContext } from './request-context';
import { openRequestTransaction, opensRequestTransactions } from './request-transaction';
import { resolveAuthIn, type OrganisationStanding, type SessionUser } from './sessions';
import type { Tx } from '../db/client';
import { withSystem } from './tenancy';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/** Memberships looked up by requireAuth for the `orgId` the request names, for requireOrg to use. */
const prefetched = new WeakMap<
  FastifyRequest,
  { orgId: number; membership: MembershipContext | null }
>();

function requestedOrgId(request: FastifyRequest): number | undefined {
  try {
    return parseOrgId((request.query as Record<string, unknown> | undefined)?.orgId);
  } catch {
    return undefined;
  }
}

/**
 * onRequest: a live session from `Authorization: Bearer`, else 401. The same single statement
 * (sessions.ts resolveAuthIn, outside any transaction) also reads the caller's membership of the
 * organisation the request names, so requireOrg needs no second one (every statement is a round
 * trip).
 */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return authenticate(request, reply, false);
}

/**
 * requireAuth for a tenant scope: on PostgreSQL, when the request names its organisation, the
 * lookup is the request's opening round trip on a connection it keeps for the handler's first
 * withContext, in that organisation's scope: a transaction left open, or for a GET a read-only
 * connection (platform/request-transaction.ts).
 */
async function requireTenantAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return authenticate(request, reply, true);
}

async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  openTransaction: boolean,
): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw unauthorized();
  const orgId = requestedOrgId(request);
  const found =
    openTransaction && orgId !== undefined && opensRequestTransactions(request)
      ? await openRequestTransaction(request, reply, token, orgId)
      : await resolveAuthIn(request.server.db, token, orgId);
  if (!found.session) throw unauthorized();
  request.auth = found.session;
  if (orgId !== undefined) {
    prefetched.set(request, {
      orgId,
      membership: standingToMembership(found.session.user, found.organisation),
    });
  }
}

/** The caller's standing in an organisation as a MembershipContext, or null without access. */
function standingToMembership(
  user: SessionUser,
  organisation: OrganisationStanding | null,
): MembershipContext | null {
  if (!organisation) return null;
  const isAdmin = isOrganisationAdmin(user, { admin: organisation.admin });
  const member = organisation.membership;
  if (member) {
    const liveRole = member.roleId !== null && !member.roleDeleted;
    return {
      roleId: liveRole ? member.roleId : null,
      roleTitle: liveRole ? member.roleTitle : null,
      permissions: liveRole ? [...(member.permissions ?? [])] : [],
      isAdmin,
    };
  }
  // Global admins may enter any organisation without a membership.
  if (user.isGlobalAdmin) {
    return { roleId: null, roleTitle: null, permissions: [...ALL_PERMISSIONS], isAdmin: true };
  }
  return null;
}

export function parseOrgId(value: unknown): number {
  if (value === undefined || value === null || value === '') throw badRequest('orgId: is required');
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(n) || n <= 0 || n > 2147483647) {
    throw badRequest('orgId: must be a whole number');
  }
  return n;
}

/** The caller's standing in an organisation, or null without an active membership. */
export async function membershipFor(
  request: FastifyRequest,
  orgId: number,
): Promise<MembershipContext | null> {
  return withSystem(request.server.db, (tx) => membershipIn(tx, request.auth.user, orgId));
}

async function membershipIn(
  tx: Tx,
  user: SessionUser,
  orgId: number,
): Promise<MembershipContext | null> {
  const [row] = await tx
    .select({
      admin: organisations.admin,
      member: memberships.id,
      roleId: roles.id,
      roleTitle: roles.title,
      permissions: roles.permissions,
      roleDeleted: roles.deleted,
    })
    .from(organisations)
    .leftJoin(
      memberships,
      and(
        eq(memberships.orgId, organisations.id),
        eq(memberships.userId, user.id),
        eq(memberships.deleted, false),
      ),
    )
    .leftJoin(roles, eq(roles.id, memberships.roleId))
    .where(and(eq(organisations.id, orgId), eq(organisations.deleted, false)));
  if (!row) return null;
  return standingToMembership(user, {
    admin: row.admin,
    membership:
      row.member === null
        ? null
        : {
            roleId: row.roleId,
            roleTitle: row.roleTitle,
            permissions: row.permissions ? [...row.permissions] : null,
            roleDeleted: row.roleDeleted,
          },
  });
}

/** preHandler (after requireAuth): `orgId` query must be an organisation the caller belongs to. */
export async function requireOrg(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthorized();
  const orgId = parseOrgId((request.query as Record<string, unknown> | undefined)?.orgId);
  if (request.orgId === orgId && request.membership) return; // already checked (an earlier hook)
  const early = prefetched.get(request);
  const membership =
    early && early.orgId === orgId ? early.membership : await membershipFor(request, orgId);
  if (!membership) throw forbidden();
  request.orgId = orgId;
  request.membership = membership;
}

/**
 * Guards every route of a plugin scope (autohooks style): requireAuth on request (401 before
 * validation, so an anonymous caller learns nothing from error messages), requireOrg before the
 * handler. Call it first in a module's plugin; a public route lives in its own scope.
 */
export function guardTenantScope(app: FastifyInstance): void {
  app.addHook('onRequest', requireTenantAuth);
  app.addHook('preHandler', requireOrg);
}
