import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient } from 'pg';
import type { Db, Tx } from '../db/client';

/** What NodePgSession keeps (its fields are not part of Drizzle's typings). */
interface NodePgSessionParts {
  client: Pool | PoolClient;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}

/** The node-postgres session of db when db is a node-postgres pool (not PGlite, not a client). */
function poolSessionOf(db: Db): NodePgSessionParts | null {
  const session: unknown = db._.session;
  if (!is(session, NodePgSession)) return null;
  const parts = session as unknown as NodePgSessionParts;
  return parts.client instanceof Pool ? parts : null;
}

/** True when db is a node-postgres pool, where `transactionWithPrologue` applies. */
export function supportsPrologue(db: Db): boolean {
  return poolSessionOf(db) !== null;
}

/**
 * Drizzle's node-postgres `transaction()` with the opening in ONE round trip: `prologue` is a
 * constant simple-protocol text that starts with `begin;` and carries the statements the
 * transaction needs first (role, settings), e.g.
 * `begin; select set_config('app.org_id', '12', true)`. It takes no parameters (the simple
 * protocol has none), so whatever it inlines must be checked by the caller first.
 *
 * fn gets a Drizzle transaction bound to the same pooled client (savepoints through
 * `tx.transaction` work as in Drizzle). Then `commit`, or `rollback` when anything failed
 * (including the prologue or the commit). The client goes back to the pool in every case; one
 * whose rollback failed is released with that error, so the pool discards it rather than handing
 * out a connection in an unknown transaction state.
 */
export async function transactionWithPrologue<T>(
  db: Db,
  prologue: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  if (!/^begin;/i.test(prologue)) throw new Error('a transaction prologue starts with "begin;"');
  const parts = poolSessionOf(db);
  if (!parts) throw new Error('transactionWithPrologue needs a node-postgres pool');
  const client = await (parts.client as Pool).connect();
  let broken: Error | undefined;
  // A checked-out client has no 'error' listener of the pool's: the server ending the connection
  // while fn runs (restart, pg_terminate_backend) would be an unhandled 'error' event that ends
  // the process. Noted instead: the next statement (or the rollback) fails and the client is
  // released with the error.
  const lost = (err: Error) => {
    broken ??= err;
  };
  client.on('error', lost);
  try {
    const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    const tx = new NodePgTransaction(parts.dialect, session, parts.schema) as unknown as Tx;
    try {
      await client.query(prologue);
      const result = await fn(tx);
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        broken ??=
          rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    }
  } finally {
    client.removeListener('error', lost);
    if (broken) client.release(broken);
    else client.release();
  }
}
