import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';

/** What a running job is given. */
export interface JobContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** The row being run: its organisation and which attempt this is (1 = first). */
  job: { id: number; orgId: number | null; attempt: number; maxAttempts: number };
  /** True once the worker is stopping (server closing): a long job should end early. */
  shouldStop(): boolean;
}

export interface JobKind<P> {
  kind: string;
  run(payload: P, ctx: JobContext): Promise<void>;
}

/**
 * Thrown by a job that stopped early because the worker is stopping: the job goes back to the
 * queue without using up an attempt.
 */
export class JobInterrupted extends Error {
  constructor() {
    super('Interrupted: the server is closing');
    this.name = 'JobInterrupted';
  }
}

const registry = new Map<string, JobKind<unknown>>();

/** Declares a job kind. Its module must be imported from kinds.ts so the worker knows it. */
export function defineJob<P>(
  kind: string,
  run: (payload: P, ctx: JobContext) => Promise<void>,
): JobKind<P> {
  if (registry.has(kind)) throw new Error(`Job kind '${kind}' is defined twice`);
  const job: JobKind<P> = { kind, run };
  registry.set(kind, job as JobKind<unknown>);
  return job;
}

export function jobKind(kind: string): JobKind<unknown> | undefined {
  return registry.get(kind);
}
