import type { FastifyReply, FastifyRequest } from 'fastify';
import { requestPoolOf } from '../db/client';
import type { Tx } from '../db/client';
import {
  plausibleToken,
  resolveAuthIn,
  resolvedFromRow,
  SESSION_IDLE_HOURS,
  SLIDE_EVERY_SECONDS,
  type AuthRow,
  type ResolvedAuth,
} from './sessions';
import type { TenantScope } from './tenancy';
import { OpenTransaction } from './tenant-transaction';
import { hashToken } from './tokens';

/**
 * The request's tenant transaction, opened by the guard of a tenant scope in the same round trip
 * as the caller lookup (issue 15: one statement resolves session, user and membership, inside the
 * request's transaction). PostgreSQL only; the handler's first `withContext` runs in it.
 */
interface Opened {
  transaction: OpenTransaction;
  scope: TenantScope;
}

const opened = new WeakMap<FastifyRequest, Opened>();

/** True when requests to db can open their transaction with the caller lookup. */
export function opensRequestTransactions(request: FastifyRequest): boolean {
  return requestPoolOf(request.server.db) !== null;
}

/**
 * BEGIN, then the caller lookup (besmart_resolve_auth without its slide), which also sets the
 * tenant scope from the row it finds: role besmart_app, the organisation asked for and the
 * caller's own id. No row (no live session) sets nothing. The simple protocol takes no
 * parameters: the token's hash is hex and the ids are checked integers.
 */
function openingText(tokenHash: string, orgId: number): string {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('a token hash is 64 hex digits');
  if (!Number.isSafeInteger(orgId) || orgId <= 0) throw new Error('an organisation id is positive');
  return (
    `begin; select a.*, set_config('role', 'besmart_app', true) as scope_role, ` +
    `set_config('app.org_id', '${orgId}', true) as scope_org, ` +
    `set_config('app.user_id', a.id::text, true) as scope_user ` +
    `from besmart_resolve_auth('${tokenHash}', ${orgId}, ${SLIDE_EVERY_SECONDS}, ${SESSION_IDLE_HOURS}, false) a`
  );
}

/**
 * Resolves the bearer token and the caller's standing in organisation orgId, and leaves the
 * request's transaction open in that organisation's scope for the handler (only when the session
 * is live). The transaction ends when the handler's first `withContext` commits it, or, unused, when
 * the response is over (sent, failed, or its connection closed): rolled back.
 * The idle-window slide, when due (once a minute per session), is its own statement on db's pool,
 * so this transaction holds no lock on the session row.
 */
export async function openRequestTransaction(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  orgId: number,
): Promise<ResolvedAuth> {
  const { db } = request.server;
  const pool = requestPoolOf(db);
  if (!pool) throw new Error('request transactions need PostgreSQL');
  if (!plausibleToken(token)) return resolvedFromRow(undefined);
  const { transaction, results } = await OpenTransaction.begin(
    db,
    openingText(hashToken(token), orgId),
    pool,
  );
  const row = results[1]?.rows[0] as AuthRow | undefined;
  if (!row) {
    await transaction.abandon();
    return resolvedFromRow(undefined);
  }
  opened.set(request, { transaction, scope: { orgId, userId: row.id } });
  const end = () => void endUnused(request);
  if (reply.raw.closed) end();
  else reply.raw.once('close', end);
  if (row.slide_due) await resolveAuthIn(db, token, orgId);
  return resolvedFromRow(row);
}

async function endUnused(request: FastifyRequest): Promise<void> {
  const found = opened.get(request);
  if (!found) return;
  opened.delete(request);
  try {
    await found.transaction.abandon();
  } catch (error) {
    request.log.error({ err: error }, 'ending an unused request transaction failed');
  }
}

/**
 * The request's open transaction, when it is still unused and in exactly this scope: runs fn in it
 * and commits. Answers undefined otherwise (the caller opens a transaction of its own).
 */
export function runInRequestTransaction<T>(
  request: FastifyRequest,
  scope: TenantScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> | undefined {
  const found = opened.get(request);
  if (!found || found.transaction.isEnded) return undefined;
  if (found.scope.orgId !== scope.orgId || found.scope.userId !== scope.userId) return undefined;
  opened.delete(request);
  return found.transaction.run(fn);
}
