import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryResult } from 'pg';
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
import { isId, type TenantScope } from './tenancy';
import { OpenTransaction } from './tenant-transaction';
import { hashToken } from './tokens';

/**
 * The request's tenant connection, opened by the guard of a tenant scope in the same round trip as
 * the caller lookup (issue 15: one statement resolves session, user and membership, inside the
 * request's transaction): a transaction left open for a request that may write, a read-only
 * connection for a GET. PostgreSQL only; the handler's first `withContext` runs in it.
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
 * Clears what an earlier request left on this connection at session level (a read-only request's
 * scope, below): role, organisation, user, read-only. First in every opening, so a lookup that finds
 * no row leaves a connection with no scope at all.
 */
const CLEAR_SESSION =
  "select set_config('role', 'none', false), set_config('app.org_id', '', false), " +
  "set_config('app.user_id', '', false), set_config('default_transaction_read_only', 'off', false)";

/**
 * The opening round trip. First the clearing, committed in a read-write transaction of its own
 * whatever the connection's defaults were, so a lookup that finds no row leaves no scope behind.
 * Then the caller lookup (besmart_resolve_auth without its slide), whose row also sets the tenant
 * scope: role besmart_app, the organisation asked for and the caller's own id. No row sets nothing.
 * - A request that may write: the lookup opens the transaction the handler's first withContext
 *   runs in, and the scope is transaction-local, as in runAsTenant.
 * - A read-only request (GET, HEAD): the lookup commits at once, and the scope stays set on the
 *   connection with `default_transaction_read_only` on, so the handler's statements each commit by
 *   themselves (no COMMIT round trip) and any write it tries fails. The next opening on the
 *   connection clears it all first.
 * The simple protocol takes no parameters: the token's hash is hex and the ids are checked integers.
 */
function openingText(tokenHash: string, orgId: number, readOnly: boolean): string {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('a token hash is 64 hex digits');
  if (!isId(orgId)) throw new Error('an organisation id is a positive integer');
  const local = readOnly ? 'false' : 'true';
  const lookup =
    `select a.*, set_config('role', 'besmart_app', ${local}) as scope_role, ` +
    `set_config('app.org_id', '${orgId}', ${local}) as scope_org, ` +
    `set_config('app.user_id', a.id::text, ${local}) as scope_user` +
    (readOnly
      ? `, set_config('default_transaction_read_only', 'on', false) as scope_read_only`
      : '') +
    ` from besmart_resolve_auth('${tokenHash}', ${orgId}, ${SLIDE_EVERY_SECONDS}, ${SESSION_IDLE_HOURS}, false) a`;
  // The lookup's function may write (its slide), so its transaction is read-write too.
  return `begin read write; ${CLEAR_SESSION}; commit; begin read write; ${lookup}${readOnly ? '; commit' : ''}`;
}

/** The lookup's answer among the opening's results (the one that set the scope). */
function lookupRow(results: QueryResult[]): AuthRow | undefined {
  const lookup = results.find((r) => r.fields.some((f) => f.name === 'scope_org'));
  return lookup?.rows[0] as AuthRow | undefined;
}

/** GET and HEAD only read (the server's routes keep to that; a write would fail, see above). */
function isReadOnly(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * Resolves the bearer token and the caller's standing in organisation orgId, and keeps the
 * connection in that organisation's scope for the handler (only when the session is live): a
 * transaction left open, or for a GET the read-only connection (see openingText). It ends when the
 * handler's first `withContext` has run on it (committed), or, unused, when the response is over
 * (sent, failed, or its connection closed): rolled back, and the connection released.
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
  const readOnly = isReadOnly(request);
  const opening = openingText(hashToken(token), orgId, readOnly);
  const { transaction, results } = readOnly
    ? await OpenTransaction.autocommit(db, opening, pool)
    : await OpenTransaction.begin(db, opening, pool);
  const row = lookupRow(results);
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
  if (!found) return undefined;
  if (found.scope.orgId !== scope.orgId || found.scope.userId !== scope.userId) return undefined;
  opened.delete(request);
  return found.transaction.run(fn);
}
