import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { ExtractTablesWithRelations, SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import { SERVER_DIR } from '../config';
import * as schema from './schema/index';
import { refreshStatistics } from './statistics';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (used to make the test template). */
  dump?: () => Promise<Blob | File>;
}

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

export interface DatabaseOptions {
  /** PGlite folder, or ':memory:'. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl?: string;
  /** PGlite only: start from a dumped data directory (test template) instead of initdb. */
  loadDataDir?: Blob;
}

/** Connections per pool; a PostgreSQL process opens two pools (below). */
const POOL_SIZE = 10;

function newPool(connectionString: string): Pool {
  const pool = new Pool({ connectionString, max: POOL_SIZE });
  // An idle connection the server ends (restart, failover, admin command) is reported here;
  // without a listener Node treats it as unhandled and the whole API process would exit.
  // The pool drops that connection and opens a new one on the next query.
  pool.on('error', (err) => {
    console.error(`PostgreSQL connection lost (${err.message}); it will be replaced`);
  });
  return pool;
}

const requestPools = new WeakMap<Db, Pool>();

/**
 * PostgreSQL only: the pool of request transactions (platform/request-transaction.ts), apart from
 * db's own. A request holds one of these from its caller lookup until its handler's tenant work
 * commits, and may meanwhile need a connection of db's pool (withSystem, a second transaction); no
 * holder of db's pool ever waits for this one. With one shared pool, a full pool of such requests
 * would each wait for a connection none of them gives back.
 */
export function requestPoolOf(db: Db): Pool | null {
  return requestPools.get(db) ?? null;
}

/** Opens PGlite (no DATABASE_URL) or a node-postgres pool, and applies the migrations. */
export async function createDatabase(config: DatabaseOptions): Promise<Database> {
  if (config.databaseUrl) {
    const pool = newPool(config.databaseUrl);
    const nodePgDb = drizzlePg(pool, { schema });
    const db = nodePgDb as unknown as Db;
    try {
      await migratePg(nodePgDb, { migrationsFolder: MIGRATIONS_DIR });
      await refreshStatistics(db);
    } catch (err) {
      await pool.end();
      throw err;
    }
    const requestPool = newPool(config.databaseUrl);
    requestPools.set(db, requestPool);
    const close = async () => {
      await Promise.all([requestPool.end(), pool.end()]);
    };
    return { db, kind: 'postgres', close };
  }
  const inMemory = config.dataDir === ':memory:';
  if (!inMemory) mkdirSync(config.dataDir, { recursive: true });
  const client = inMemory
    ? new PGlite(config.loadDataDir ? { loadDataDir: config.loadDataDir } : {})
    : new PGlite(config.dataDir);
  const db = drizzlePglite(client, { schema });
  try {
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    await refreshStatistics(db as unknown as Db);
  } catch (err) {
    await client.close();
    throw err;
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/** Raw SQL rows from either driver (both answer `{ rows }`). */
export async function queryRows<T>(runner: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
