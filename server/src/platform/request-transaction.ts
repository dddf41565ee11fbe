import type { FastifyReply, FastifyRequest } from 'fastify';
import type { QueryConfig, QueryResult } from 'pg';
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
 * The opening round trip of a request that may write. First the clearing, committed in a
 * read-write transaction of its own whatever the connection's defaults were, so a lookup that finds
 * no row leaves no scope behind. Then the caller lookup (besmart_resolve_auth without its slide),
 * whose row also sets the tenant scope, transaction-local as in runAsTenant: role besmart_app, the
 * organisation asked for and the caller's own id. No row sets nothing. The lookup opens the
 * transaction the handler's first withContext runs in.
 * The simple protocol takes no parameters: the token's hash is hex and the id a checked integer.
 */
function writeOpeningText(tokenHash: string, orgId: number): string {
  if (!/^[0-9a-f]{64}$/.test(tokenHash)) throw new Error('a token hash is 64 hex digits');
  if (!isId(orgId)) throw new Error('an organisation id is a positive integer');
  const lookup =
    `select a.*, set_config('role', 'besmart_app', true) as scope_role, ` +
    `set_config('app.org_id', '${orgId}', true) as scope_org, ` +
    `set_config('app.user_id', a.id::text, true) as scope_user` +
    ` from besmart_resolve_auth('${tokenHash}', ${orgId}, ${SLIDE_EVERY_SECONDS}, ${SESSION_IDLE_HOURS}, false) a`;
  return `begin read write; ${CLEAR_SESSION}; commit; begin read write; ${lookup}`;
}

/** The lookup's answer among the write opening's results (the one that set the scope). */
function lookupRow(results: QueryResult[]): AuthRow | undefined {
  const lookup = results.find((r) => r.fields.some((f) => f.name === 'scope_org'));
  return lookup?.rows[0] as AuthRow | undefined;
}

/**
 * The opening of a read-only request (GET, HEAD): one prepared statement, besmart_open_read
 * (migration 0022), which clears the connection as above, looks the caller up and, only with a
 * row, leaves the scope set on the connection with `default_transaction_read_only` on. No
 * transaction stays open: the handler's statements each commit by themselves (no COMMIT round
 * trip) and any write it tries fails. The next opening on the connection clears it all first.
 */
function readOpening(tokenHash: string, orgId: number): QueryConfig {
  return {
    name: 'besmart_open_read',
    text: 'select * from besmart_open_read($1, $2::int, $3::int, $4::int)',
    values: [tokenHash, orgId, SLIDE_EVERY_SECONDS, SESSION_IDLE_HOURS],
  };
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
  const tokenHash = hashToken(token);
  const { transaction, results } = readOnly
    ? await OpenTransaction.autocommit(db, readOpening(tokenHash, orgId), pool)
    : await OpenTransaction.begin(db, writeOpeningText(tokenHash, orgId), pool);
  const row = readOnly ? (results[0]?.rows[0] as AuthRow | undefined) : lookupRow(results);
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
