// Counts (and records) the SQL statements the server sends, at the driver: node-postgres'
// Client#query or the PGlite instance's query/exec/transaction. BEGIN and COMMIT are statements too
// (each is a round trip on PostgreSQL). One recorded text is one round trip; a simple-protocol text
// may carry several statements (`begin; select set_config(...)` opens the tenant transaction and
// sets its scope at once): `statementsOf` splits those. Used by the API request bench and the
// request-cost test.
import pg from 'pg';
import type { Db } from '../src/db/client';

export interface RecordedStatement {
  text: string;
  params: unknown[];
}

export interface StatementCounter {
  /** Statements recorded since the last take(), then forgets them. */
  take(): RecordedStatement[];
  /** Stops recording and restores the driver. */
  stop(): void;
}

// Only a text that is nothing but BEGIN / COMMIT / ROLLBACK: `begin; select ...` carries statements.
const CONTROL = /^\s*(begin|commit|rollback)\b[^;]*;?\s*$/i;

export function isTransactionControl(text: string): boolean {
  return CONTROL.test(text);
}

/**
 * The statements of the recorded round trips: a parameterless text with several statements (the
 * server's simple-protocol openings, e.g. `begin; select ...`) is each of them, split on `;` (the
 * server's such texts are constant and hold no `;` inside a literal). Every other text is one
 * statement.
 */
export function statementsOf(roundTrips: RecordedStatement[]): RecordedStatement[] {
  const out: RecordedStatement[] = [];
  for (const r of roundTrips) {
    if (r.params.length === 0 && r.text.includes(';')) {
      for (const text of r.text.split(';')) {
        if (text.trim() !== '') out.push({ text: text.trim(), params: [] });
      }
    } else out.push(r);
  }
  return out;
}

export const opensTransaction = (text: string) => /^\s*begin\b/i.test(text);
export const endsTransaction = (text: string) => /^\s*(commit|rollback)\b/i.test(text);

/** The recorded work in order: each transaction's statements, or one statement outside any. */
export interface Step {
  statements: RecordedStatement[];
  transaction: boolean;
}

/**
 * The steps of the recorded round trips or statements (control statements left out): a
 * `begin; ...` text opens a transaction and its statements are its first.
 */
export function stepsOf(recorded: RecordedStatement[]): Step[] {
  const out: Step[] = [];
  let open: RecordedStatement[] | null = null;
  for (const s of statementsOf(recorded)) {
    if (opensTransaction(s.text)) open = [];
    else if (endsTransaction(s.text)) {
      if (open) out.push({ statements: open, transaction: true });
      open = null;
    } else if (open) open.push(s);
    else out.push({ statements: [s], transaction: false });
  }
  return out;
}

/**
 * The statements between each BEGIN and its COMMIT, in order; a statement outside a transaction
 * is a transaction of its own.
 */
export function transactionsOf(recorded: RecordedStatement[]): RecordedStatement[][] {
  return stepsOf(recorded).map((step) => step.statements);
}

interface PgliteLike {
  query: (text: string, params?: unknown[], options?: unknown) => Promise<unknown>;
  exec: (text: string, options?: unknown) => Promise<unknown>;
  transaction: <T>(fn: (tx: PgliteLike) => Promise<T>) => Promise<T>;
}

export function driverOf(db: Db): unknown {
  return (db as unknown as { $client: unknown }).$client;
}

export function countStatements(db: Db): StatementCounter {
  let recorded: RecordedStatement[] = [];
  const note = (text: string, params: unknown[] = []) => recorded.push({ text, params });
  const client = driverOf(db);
  let restore: () => void;

  if (client instanceof pg.Pool) {
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function query(this: unknown, ...args: unknown[]) {
      const [config, values] = args;
      if (typeof config === 'string') note(config, Array.isArray(values) ? values : []);
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { text: string; values?: unknown[] };
        note(c.text, Array.isArray(values) ? values : (c.values ?? []));
      }
      return original.apply(this, args);
    };
    restore = () => {
      proto.query = original;
    };
  } else {
    const lite = client as PgliteLike;
    const { query, exec, transaction } = lite;
    const wrap = (target: PgliteLike, q: PgliteLike['query'], e: PgliteLike['exec']) => {
      target.query = (text, params, options) => {
        note(text, params ?? []);
        return q.call(target, text, params, options);
      };
      target.exec = (text, options) => {
        note(text);
        return e.call(target, text, options);
      };
    };
    wrap(lite, query, exec);
    lite.transaction = async <T>(fn: (tx: PgliteLike) => Promise<T>): Promise<T> => {
      let ended = false;
      try {
        const result = await transaction.call(lite, (tx: PgliteLike) => {
          note('BEGIN');
          wrap(tx, tx.query, tx.exec);
          return fn(tx);
        });
        ended = true;
        note('COMMIT');
        return result as T;
      } catch (error) {
        if (!ended) note('ROLLBACK');
        throw error;
      }
    };
    restore = () => {
      lite.query = query;
      lite.exec = exec;
      lite.transaction = transaction;
    };
  }

  return {
    take() {
      const out = recorded;
      recorded = [];
      return out;
    },
    stop() {
      restore();
    },
  };
}
