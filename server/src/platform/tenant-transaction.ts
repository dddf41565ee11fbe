import { is } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { Pool, type PoolClient, type QueryConfig, type QueryResult } from 'pg';
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

/** The node-postgres pool behind db, or null (PGlite). */
export function poolOf(db: Db): Pool | null {
  return (poolSessionOf(db)?.client as Pool | undefined) ?? null;
}

/** True when db is a node-postgres pool, where `transactionWithPrologue` applies. */
export function supportsPrologue(db: Db): boolean {
  return poolSessionOf(db) !== null;
}

/**
 * Drizzle's transaction object bound to a pooled client. Made once per client and kept with it:
 * it holds no state of a transaction of its own (a top-level one, no savepoint depth), and making
 * it builds a query helper for every table of the schema (a few percent of the main thread per
 * request under load).
 */
const transactionObjects = new WeakMap<PoolClient, Tx>();

function drizzleTransactionOn(client: PoolClient, parts: NodePgSessionParts): Tx {
  let tx = transactionObjects.get(client);
  if (!tx) {
    const session = new NodePgSession(client, parts.dialect, parts.schema, parts.options);
    tx = new NodePgTransaction(parts.dialect, session, parts.schema) as unknown as Tx;
    transactionObjects.set(client, tx);
  }
  return tx;
}

/**
 * A transaction open on a client checked out of a pool, begun by a prologue: a constant
 * simple-protocol text that starts with `begin;` and carries the statements the transaction needs
 * first (role, settings, the caller lookup), in ONE round trip. It takes no
 * parameters (the simple protocol has none), so whatever it inlines must be checked by the caller
 * first.
 *
 * `autocommit` is the read-only variant: its prologue is one parameterised statement that leaves
 * no transaction open, so each statement fn sends commits by itself (under READ COMMITTED a
 * transaction gives several reads nothing more: each statement takes its own snapshot either way)
 * and there is no COMMIT round trip. The prologue sets whatever the statements need at session
 * level, and the next user of the client must clear it first.
 *
 * Ended exactly once: `run(fn)` gives fn a Drizzle transaction bound to the client (savepoints
 * through `tx.transaction` work as in Drizzle inside a BEGIN), then commits, or rolls back when
 * anything failed; `abandon()` rolls back unused. The client goes back to its pool in every case;
 * one whose prologue or rollback failed, or whose connection the server ended while it was checked
 * out, is released with that error, so the pool discards it rather than handing out a connection
 * in an unknown state.
 */
export class OpenTransaction {
  private ended = false;
  private broken: Error | undefined;
  // A checked-out client has no 'error' listener of the pool's: the server ending the connection
  // while it is out (restart, pg_terminate_backend) would be an unhandled 'error' event that ends
  // the process. Noted instead: the next statement (or the rollback) fails.
  private readonly lost = (err: Error) => {
    this.broken ??= err;
  };

  private constructor(
    private readonly client: PoolClient,
    private readonly parts: NodePgSessionParts,
    private readonly explicit: boolean,
  ) {
    client.on('error', this.lost);
  }

  /**
   * Checks a client out of `pool` (db's own pool unless given) and sends the prologue, which opens
   * a transaction. Answers it and the prologue's results, one per statement; a failed prologue
   * rolls back.
   */
  static begin(
    db: Db,
    prologue: string,
    pool?: Pool,
  ): Promise<{ transaction: OpenTransaction; results: QueryResult[] }> {
    if (!/^begin( read write)?;/i.test(prologue) || /;\s*(commit|rollback)\s*$/i.test(prologue)) {
      throw new Error('a transaction prologue starts with "begin;" and leaves it open');
    }
    return OpenTransaction.open(db, prologue, pool, true);
  }

  /**
   * As `begin`, but the prologue is one parameterised statement (a named one is prepared once per
   * connection) and opens no transaction: each later statement commits by itself.
   */
  static autocommit(
    db: Db,
    prologue: QueryConfig,
    pool: Pool,
  ): Promise<{ transaction: OpenTransaction; results: QueryResult[] }> {
    if (/^\s*begin\b/i.test(prologue.text)) {
      throw new Error('an autocommit prologue leaves no transaction open');
    }
    return OpenTransaction.open(db, prologue, pool, false);
  }

  private static async open(
    db: Db,
    prologue: string | QueryConfig,
    pool: Pool | undefined,
    explicit: boolean,
  ): Promise<{ transaction: OpenTransaction; results: QueryResult[] }> {
    const parts = poolSessionOf(db);
    if (!parts) throw new Error('an open transaction needs a node-postgres pool');
    const client = await (pool ?? (parts.client as Pool)).connect();
    const transaction = new OpenTransaction(client, parts, explicit);
    try {
      const answer: QueryResult | QueryResult[] = await client.query(prologue);
      return { transaction, results: Array.isArray(answer) ? answer : [answer] };
    } catch (error) {
      // What a failed prologue left on the connection is not known (a single statement's
      // clearing is rolled back with it): the pool discards the connection.
      transaction.broken ??= error instanceof Error ? error : new Error(String(error));
      await transaction.abandon();
      throw error;
    }
  }

  /** Runs fn in the transaction, then commits (rolls back when anything failed), and releases. */
  async run<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
    this.claim();
    const { client } = this;
    const tx = drizzleTransactionOn(client, this.parts);
    try {
      const result = await fn(tx);
      if (this.explicit) await client.query('commit');
      this.release();
      return result;
    } catch (error) {
      await this.rollbackAndRelease();
      throw error;
    }
  }

  /** Rolls back a transaction nothing ran in, and releases its client. Ends it (no-op if ended). */
  async abandon(): Promise<void> {
    if (this.ended) return;
    this.claim();
    await this.rollbackAndRelease();
  }

  private claim(): void {
    if (this.ended) throw new Error('this transaction has already ended');
    this.ended = true;
  }

  private async rollbackAndRelease(): Promise<void> {
    if (!this.explicit) return this.release();
    try {
      await this.client.query('rollback');
    } catch (rollbackError) {
      this.broken ??=
        rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    }
    this.release();
  }

  private release(): void {
    this.client.removeListener('error', this.lost);
    if (this.broken) this.client.release(this.broken);
    else this.client.release();
  }
}

/**
 * Drizzle's node-postgres `transaction()` with the opening in ONE round trip (`OpenTransaction`),
 * e.g. `begin; select set_config('app.org_id', '12', true)`, on a client of db's own pool.
 */
export async function transactionWithPrologue<T>(
  db: Db,
  prologue: string,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  const { transaction } = await OpenTransaction.begin(db, prologue);
  return transaction.run(fn);
}
