import type { Db, Tx } from '../db/client';

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

/**
 * Runs fn in one transaction as the NOLOGIN role besmart_app with app.org_id / app.user_id set
 * (transaction-local), so row-level security confines every statement to that organisation even
 * if a query forgets its own org filter.
 */
export async function runAsTenant<T>(
  db: Db,
  scope: TenantScope,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!Number.isInteger(scope.orgId) || scope.orgId <= 0) {
    throw new Error('runAsTenant needs a positive organisation id');
  }
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
  return db.transaction(async (tx) => {
    await runPrepared(tx, 'besmart_system_role', 'set local role besmart_system', []);
    return fn(tx);
  });
}
