import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from './client';

/**
 * Planner statistics (README "Planner statistics"). ANALYZE only does anything for the table's
 * owner (or a superuser): run as the RLS roles besmart_app / besmart_system, PostgreSQL skips each
 * table with a warning. So it always runs on the connecting role (the one that ran the migrations
 * and owns the tables), outside any tenant transaction, on the public tables that role owns (a
 * database-wide ANALYZE would also warn about every system catalogue it does not own).
 *
 * PostgreSQL keeps statistics fresh by autovacuum as well; PGlite has no autovacuum, so without
 * these calls an embedded database never has any and the planner guesses every row count.
 */
export async function refreshStatistics(db: Db): Promise<string[]> {
  const result = (await db.execute(
    sql`select quote_ident(tablename) as name from pg_tables
      where schemaname = 'public' and tableowner = current_user order by tablename`,
  )) as unknown as { rows: { name: string }[] };
  const tables = result.rows.map((row) => row.name);
  // Names come from the catalogue, quoted by quote_ident; no input reaches this statement.
  if (tables.length) await db.execute(sql.raw(`analyze ${tables.join(', ')}`));
  return tables;
}

const pending = new WeakMap<Db, NodeJS.Timeout>();

/**
 * Refreshes the statistics shortly after a bulk write (an import) has committed: called inside
 * the writing transaction, it runs once that request is done (calls within the delay share one
 * ANALYZE). Failures are logged, never thrown at the caller.
 */
export function refreshStatisticsSoon(
  db: Db,
  log: { warn: (obj: unknown, msg: string) => void },
  delayMs = 2_000,
): void {
  if (pending.has(db)) return;
  const timer = setTimeout(() => {
    pending.delete(db);
    refreshStatistics(db).catch((err: unknown) =>
      log.warn({ err }, 'planner statistics refresh failed'),
    );
  }, delayMs);
  timer.unref();
  pending.set(db, timer);
}

/**
 * PGlite: ANALYZE every `minutes` while the server runs (the autovacuum it lacks). PostgreSQL's
 * autovacuum does this itself. 0 = off.
 */
export function scheduleStatistics(
  app: FastifyInstance,
  db: Db,
  kind: 'pglite' | 'postgres',
  minutes: number,
): void {
  if (kind !== 'pglite' || minutes <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      refreshStatistics(db).catch((err: unknown) =>
        app.log.warn({ err }, 'scheduled planner statistics refresh failed'),
      );
    }, minutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
