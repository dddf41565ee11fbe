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

/** Opens PGlite (no DATABASE_URL) or a node-postgres pool, and applies the migrations. */
export async function createDatabase(config: DatabaseOptions): Promise<Database> {
  if (config.databaseUrl) {
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection the server ends (restart, failover, admin command) is reported here;
    // without a listener Node treats it as unhandled and the whole API process would exit.
    // The pool drops that connection and opens a new one on the next query.
    pool.on('error', (err) => {
      console.error(`PostgreSQL connection lost (${err.message}); it will be replaced`);
    });
    const db = drizzlePg(pool, { schema });
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_DIR });
      await refreshStatistics(db as unknown as Db);
    } catch (err) {
      await pool.end();
      throw err;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
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
