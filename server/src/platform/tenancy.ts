import type { Db, Tx } from '../db/client';
import { supportsPrologue, transactionWithPrologue } from './tenant-transaction';

/**
 * Runs one constant SQL text with positional parameters ($1, $2, ...) and answers its rows, without
 * the query builder. On node-postgres the text is a named statement: parsed and planned once per
 * connection, then only bound and executed (PostgreSQL re-plans it by itself when the role or the
 * tables change). PGlite has a single connection and ignores the name. `name` must be unique to
 * `text` (node-postgres refuses the same name with another text).
 */
export async function runPrepared<T>(
  runner: Db | Tx,
  name: string,
  text: string,
  params: unknown[],
): Promise<T[]> {
  const prepared = runner._.session.prepareQuery({ sql: text, params }, undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}

const TENANT_SCOPE_SQL =
  "select set_config('role', 'besmart_app', true), set_config('app.org_id', $1, true), set_config('app.user_id', $2, true)";

export interface TenantScope {
  orgId: number;
  userId: number | null;
}

/** A database id that may be inlined into SQL text: a safe positive integer. */
export function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/**
 * The opening of a tenant transaction on node-postgres, one simple-protocol text (one round trip):
 * BEGIN, then the same three set_config calls as TENANT_SCOPE_SQL. The simple protocol takes no
 * parameters, so the two ids are inlined: only ever checked safe positive integers (userId may be
 * null, which is '').
 */
export function tenantPrologue(scope: TenantScope): string {
  checkScope(scope);
  const userId = scope.userId === null ? '' : String(scope.userId);
  return `begin; select set_config('role', 'besmart_app', true), set_config('app.org_id', '${scope.orgId}', true), set_config('app.user_id', '${userId}', true)`;
}

function checkScope(scope: TenantScope): void {
  if (!isId(scope.orgId)) throw new Error('runAsTenant needs a positive organisation id');
  if (scope.userId !== null && !isId(scope.userId)) {
    throw new Error('runAsTenant needs a positive user id or null');
  }
}

/**
 * Runs fn in one transaction as the NOLOGIN role besmart_app with app.org_id / app.user_id set
 * (transaction-local), so row-level security confines every statement to that organisation even
 * if a query forgets its own org filter. A bad organisation or user id is refused before any SQL.
 *
 * On node-postgres BEGIN and the scope are one round trip (`tenantPrologue`, run by
 * `transactionWithPrologue` on a pooled client of its own). PGlite keeps Drizzle's transaction
 * (its own lock and BEGIN) and the prepared scope statement: it is in-process, a round trip there
 * costs no socket write, and its `transaction` must own the BEGIN to serialise other callers.
 */
export async function runAsTenant<T>(
  db: Db,
  scope: TenantScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  checkScope(scope);
  if (supportsPrologue(db)) return transactionWithPrologue(db, tenantPrologue(scope), fn);
  return db.transaction(async (tx) => {
    // One statement: set_config('role', ..., true) is SET LOCAL ROLE; each statement is a round trip.
    await runPrepared(tx, 'besmart_tenant_scope', TENANT_SCOPE_SQL, [
      String(scope.orgId),
      scope.userId === null ? '' : String(scope.userId),
    ]);
    return fn(tx);
  });
}

/**
 * Runs fn as besmart_system, which RLS lets see every organisation. Only for lookups that happen
 * before (or outside) an organisation is known. Every use:
 * - platform/sessions.ts: creating/revoking sessions (the bearer-token lookup itself is the
 *   besmart_resolve_auth function, migration 0017, which runs as besmart_system by itself);
 * - platform/auth-guard.ts: the caller's membership of the requested organisation (requireOrg);
 * - modules/auth: sign-in by e-mail, verification codes, device cookies, reset and invitation
 *   tokens, OIDC state, sign-up (creates an organisation), and the session payload listing all of the
 *   caller's organisations and permissions;
 * - seed/: the demo data (one transaction);
 * - platform/mail.ts when called with a Db (mail outside any organisation).
 * - modules/organisations/routes-admin.ts: global administrators listing, creating, changing and
 *   deleting organisations (after the global-admin check);
 * - modules/users/service-invite.ts: the reset-password token and mail a user manager sends a
 *   staff member (after the userManage check);
 * - modules/formsubmissions/pdf-backfill.ts: the ids of reports still missing a PDF, across
 *   organisations (each PDF is then written as its own organisation with runAsTenant).
 */
export async function withSystem<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  // node-postgres: BEGIN and the role switch in one round trip, as in runAsTenant.
  if (supportsPrologue(db)) {
    return transactionWithPrologue(db, 'begin; set local role besmart_system', fn);
  }
  return db.transaction(async (tx) => {
    await runPrepared(tx, 'besmart_system_role', 'set local role besmart_system', []);
    return fn(tx);
  });
}
