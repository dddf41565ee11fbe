import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import type { Config } from '../config';
import { asBadRequest } from './list-errors';
import type { SessionUser } from './sessions';
import { runInRequestTransaction } from './request-transaction';
import { runAsTenant, withSystem } from './tenancy';

export interface AuthContext {
  userId: number;
  sessionId: number;
  user: SessionUser;
}

export interface MembershipContext {
  roleId: number | null;
  roleTitle: string | null;
  permissions: string[];
  isAdmin: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
  interface FastifyRequest {
    /** Set by requireAuth; null on public routes. */
    auth: AuthContext;
    /** Set by requireOrg (the checked `orgId` query parameter). */
    orgId: number;
    /** Set by requireOrg. */
    membership: MembershipContext;
  }
}

/**
 * What a service needs to know about the call it serves, built once per request by withContext:
 * the tenant transaction, the organisation and the actor (explicit, never read from a request),
 * the caller's standing there, and where the call came from (for the audit trail).
 * Services take it as their first argument: `createGroup(ctx, input)`.
 */
export interface RequestContext {
  /** The request's one tenant transaction (RLS scoped to orgId). */
  tx: Tx;
  orgId: number;
  userId: number;
  /** The signed-in user (e-mail for the safeguarding-lead rule, global-admin flag). */
  user: SessionUser;
  membership: MembershipContext;
  clientIp: string | null;
  config: Config;
  /** The database itself, only for withSystem lookups outside the tenant (see tenancy.ts). */
  db: Db;
  log: FastifyBaseLogger;
}

function contextOf(request: FastifyRequest, tx: Tx): RequestContext {
  if (!request.orgId || !request.auth) throw new Error('request context on an unguarded route');
  return {
    tx,
    orgId: request.orgId,
    userId: request.auth.userId,
    user: request.auth.user,
    membership: request.membership,
    clientIp: request.ip ?? null,
    config: request.server.config,
    db: request.server.db,
    log: request.log,
  };
}

/**
 * Runs fn with the request's context in the organisation's tenant scope (routes of a scope guarded
 * by guardTenantScope: requireAuth and requireOrg have run): where the guard's opening left it when
 * still unused (PostgreSQL: a transaction, or for a GET a read-only connection whose statements
 * each commit by themselves), else in a new transaction. A list-parameter problem anywhere in fn
 * answers 400 naming it.
 */
export function withContext<T>(
  request: FastifyRequest,
  fn: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  const { db } = request.server;
  const scope = { orgId: request.orgId, userId: request.auth?.userId ?? null };
  const run = (tx: Tx) => fn(contextOf(request, tx));
  return asBadRequest(
    () => runInRequestTransaction(request, scope, run) ?? runAsTenant(db, scope, run),
  );
}

/**
 * The same context with a besmart_system transaction (every organisation visible), for the global
 * administrators' routes only; the service checks requireGlobalAdmin(ctx) before its first query.
 */
export function withSystemContext<T>(
  request: FastifyRequest,
  fn: (ctx: RequestContext) => Promise<T>,
): Promise<T> {
  return asBadRequest(() => withSystem(request.server.db, (tx) => fn(contextOf(request, tx))));
}
