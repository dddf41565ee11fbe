import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { queryRows, type Db } from '../../db/client';
import { withSystem } from '../tenancy';
import { JobInterrupted, jobKind } from './define';
import './kinds';

/** What running jobs needs: the app's database, configuration and logger. */
export interface JobHost {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** Which due jobs to claim (default: any). */
export interface JobFilter {
  id?: number;
  kind?: string;
  key?: string;
}

interface Claimed {
  id: number;
  org_id: number | null;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

export type JobOutcome = 'done' | 'retry' | 'failed' | 'interrupted';

const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** Wait before the next attempt after `attempts` failed ones: base, 2x, 4x ... at most one hour. */
export function backoffMs(base: number, attempts: number): number {
  return Math.min(base * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}

function filterSql(filter: JobFilter): SQL {
  const parts: SQL[] = [sql`true`];
  if (filter.id !== undefined) parts.push(sql`id = ${filter.id}`);
  if (filter.kind !== undefined) parts.push(sql`kind = ${filter.kind}`);
  if (filter.key !== undefined) parts.push(sql`key = ${filter.key}`);
  return sql.join(parts, sql` and `);
}

/**
 * Claims one due job (queued and due, or running with an expired lease) and leases it to this
 * worker, in one short transaction as besmart_system. SKIP LOCKED: two workers never take the
 * same row. A job whose lease expired on its last attempt is marked failed instead.
 */
async function claim(host: JobHost, filter: JobFilter, token: string): Promise<Claimed | null> {
  const lease = `${host.config.jobs.leaseMs} milliseconds`;
  return withSystem(host.db, async (tx) => {
    await tx.execute(sql`
      update jobs set status = 'failed', finished_at = now(), updated_at = now(),
        locked_until = null, lock_token = null,
        last_error = 'The worker stopped while running it (lease expired) on its last attempt'
      where status = 'running' and locked_until < now() and attempts >= max_attempts`);
    const [row] = await queryRows<Claimed>(
      tx,
      sql`update jobs set status = 'running', attempts = attempts + 1,
            locked_until = now() + ${lease}::interval, lock_token = ${token}, updated_at = now()
          where id = (
            select id from jobs
            where ((status = 'queued' and run_after <= now())
                   or (status = 'running' and locked_until < now()))
              and ${filterSql(filter)}
            order by run_after, id
            limit 1
            for update skip locked)
          returning id, org_id, kind, payload, attempts, max_attempts`,
    );
    return row ?? null;
  });
}

/** Records how the attempt ended, only if this worker still holds the lease. */
async function finish(
  host: JobHost,
  job: Claimed,
  token: string,
  outcome: JobOutcome,
  err?: unknown,
): Promise<void> {
  const set =
    outcome === 'done'
      ? sql`status = 'done', finished_at = now(), last_error = null`
      : outcome === 'failed'
        ? sql`status = 'failed', finished_at = now(), last_error = ${errorText(err)}`
        : outcome === 'interrupted'
          ? sql`status = 'queued', attempts = attempts - 1, run_after = now()`
          : sql`status = 'queued', last_error = ${errorText(err)},
                run_after = now() + ${`${backoffMs(host.config.jobs.backoffMs, job.attempts)} milliseconds`}::interval`;
  await withSystem(host.db, (tx) =>
    tx.execute(sql`update jobs set ${set}, locked_until = null, lock_token = null, updated_at = now()
                   where id = ${job.id} and lock_token = ${token}`),
  );
}

/**
 * Claims and runs one due job. Returns null when none was due. A failure is retried with
 * exponential backoff until max_attempts, then the job is failed (the outbox screen can retry it).
 */
export async function runNextJob(
  host: JobHost,
  filter: JobFilter = {},
  shouldStop: () => boolean = () => false,
): Promise<{ id: number; kind: string; outcome: JobOutcome } | null> {
  const token = randomUUID();
  const job = await claim(host, filter, token);
  if (!job) return null;
  const kind = jobKind(job.kind);
  let outcome: JobOutcome;
  let error: unknown;
  if (!kind) {
    outcome = 'failed';
    error = new Error(`Unknown job kind '${job.kind}'`);
  } else {
    try {
      await kind.run(job.payload, {
        db: host.db,
        config: host.config,
        log: host.log,
        job: {
          id: job.id,
          orgId: job.org_id,
          attempt: job.attempts,
          maxAttempts: job.max_attempts,
        },
        shouldStop,
      });
      outcome = 'done';
    } catch (err) {
      error = err;
      outcome =
        err instanceof JobInterrupted
          ? 'interrupted'
          : job.attempts >= job.max_attempts
            ? 'failed'
            : 'retry';
    }
  }
  if (outcome !== 'done' && outcome !== 'interrupted') {
    host.log.warn(
      { err: error, jobId: job.id, kind: job.kind, attempt: job.attempts },
      outcome === 'failed' ? 'Job failed' : 'Job attempt failed; will retry',
    );
  }
  await finish(host, job, token, outcome, error);
  return { id: job.id, kind: job.kind, outcome };
}

/**
 * Runs due jobs until none is left (jobs a job enqueues included). For tests and for a request
 * that wants its own job done before it answers; `filter` narrows which jobs.
 */
export async function drainJobs(
  host: JobHost,
  filter: JobFilter = {},
): Promise<{ id: number; kind: string; outcome: JobOutcome }[]> {
  const ran: { id: number; kind: string; outcome: JobOutcome }[] = [];
  for (;;) {
    const result = await runNextJob(host, filter);
    if (!result) return ran;
    ran.push(result);
  }
}
