import type { FastifyInstance } from 'fastify';
import { setDefaultMaxAttempts, takeEnqueued } from './enqueue';
import { runNextJob, type JobHost } from './run';

/**
 * The in-process worker: runs due jobs one at a time until none is left, then sleeps for
 * JOBS_POLL_MS or until woken (after a request that enqueued has answered, i.e. committed).
 */
export class JobWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;

  constructor(private readonly host: JobHost) {}

  start(): void {
    this.stopping = false;
    this.wake();
  }

  /** Look for due jobs now (or as soon as the current round ends). */
  wake(): void {
    if (this.stopping) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running = this.round().finally(() => {
      this.running = null;
      if (this.stopping) return;
      if (this.again) {
        this.again = false;
        this.wake();
        return;
      }
      this.timer = setTimeout(() => this.wake(), this.host.config.jobs.pollMs);
      this.timer.unref();
    });
  }

  private async round(): Promise<void> {
    try {
      while (!this.stopping) {
        const ran = await runNextJob(this.host, {}, () => this.stopping);
        if (!ran) return;
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } catch (err) {
      // The database is unreachable or closing: try again at the next poll.
      this.host.log.error({ err }, 'Job worker: could not claim or finish a job');
    }
  }

  /** Stops taking jobs and waits for the one in progress. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * Wires the worker into the app: started once the server listens (JOBS_WORKER; apps that are only
 * injected into, like the API tests, drive jobs with drainJobs instead), woken after each answer
 * of a request that enqueued, stopped before the app closes.
 */
export function registerJobWorker(app: FastifyInstance): void {
  setDefaultMaxAttempts(app.config.jobs.maxAttempts);
  if (!app.config.jobs.worker) return;
  const worker = new JobWorker({ db: app.db, config: app.config, log: app.log });
  let listening = false;
  app.addHook('onListen', async () => {
    listening = true;
    worker.start();
  });
  app.addHook('onResponse', async () => {
    if (listening && takeEnqueued()) worker.wake();
  });
  app.addHook('preClose', async () => {
    await worker.stop();
  });
}
