import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client';
import type { JobKind } from './define';

export interface EnqueueOptions {
  /** The organisation the job concerns; default: the tenant transaction's own (none for withSystem). */
  orgId?: number | null;
  /** Not before this time (default: as soon as the transaction commits). */
  runAfter?: Date;
  /**
   * At most one queued or running job per kind and key: enqueuing again while one is active
   * returns that job's id instead of adding another.
   */
  key?: string;
}

let defaultMaxAttempts = 8;
let enqueued = false;

/** Called by buildApp with JOBS_MAX_ATTEMPTS. */
export function setDefaultMaxAttempts(n: number): void {
  defaultMaxAttempts = n;
}

/** Something became due outside enqueue (e.g. a retried job): wake the worker after this answer. */
export function noteEnqueued(): void {
  enqueued = true;
}

/** True (once) when a job was enqueued since the last call: the worker is worth waking. */
export function takeEnqueued(): boolean {
  const was = enqueued;
  enqueued = false;
  return was;
}

/** Records the job in the caller's transaction: it runs only after that transaction commits. */
export async function enqueue<P>(
  tx: Tx,
  job: JobKind<P>,
  payload: P,
  opts: EnqueueOptions = {},
): Promise<number> {
  const orgId =
    opts.orgId === undefined
      ? sql`nullif(current_setting('app.org_id', true), '')::int`
      : sql`${opts.orgId}::int`;
  const runAfter = opts.runAfter ? sql`${opts.runAfter.toISOString()}::timestamptz` : sql`now()`;
  const key = opts.key ?? null;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into jobs (org_id, kind, payload, key, max_attempts, run_after)
        values (${orgId}, ${job.kind}, ${JSON.stringify(payload ?? {})}::jsonb, ${key},
                ${defaultMaxAttempts}, ${runAfter})
        on conflict (kind, key) where key is not null and status in ('queued', 'running')
        do nothing
        returning id`,
  );
  enqueued = true;
  if (row) return row.id;
  const [active] = await queryRows<{ id: number }>(
    tx,
    sql`select id from jobs where kind = ${job.kind} and key = ${key}
          and status in ('queued', 'running') order by id limit 1`,
  );
  if (!active) throw new Error(`Job ${job.kind} ${key}: neither added nor found`);
  return active.id;
}
