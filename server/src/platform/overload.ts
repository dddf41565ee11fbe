import type { FastifyInstance, FastifyReply } from 'fastify';
import underPressure from '@fastify/under-pressure';

/**
 * Load shedding (issue 15): an overloaded server answers 503 with Retry-After at once instead of
 * letting requests queue for seconds. Two signals, either one sheds:
 * - `@fastify/under-pressure`: the event loop is delayed (or busier, or the heap larger) than the
 *   limits, sampled every `sampleIntervalMs`;
 * - requests in flight: more than `maxInFlight` accepted and not yet answered (they are waiting for a
 *   database connection or for the single PGlite connection, which the event loop does not show).
 * A limit of 0 turns that check off. By default only the in-flight cap is on (it measures the queue
 * itself); the sampled signals are opt-in. Configured from the environment (server README, "Load shedding").
 */
export interface OverloadOptions {
  enabled: boolean;
  /** under-pressure maxEventLoopDelay (ms). */
  maxEventLoopDelayMs: number;
  /** under-pressure maxEventLoopUtilization (0..1). */
  maxEventLoopUtilization: number;
  /** under-pressure maxHeapUsedBytes, in MiB. */
  maxHeapUsedMb: number;
  /** Requests accepted and not yet answered. */
  maxInFlight: number;
  /** Retry-After of the 503 answer. */
  retryAfterSeconds: number;
  /** How often under-pressure samples the event loop. */
  sampleIntervalMs: number;
}

export const OVERLOAD_MESSAGE = 'The server is busy. Please try again in a few seconds.';

export const DEFAULT_OVERLOAD: OverloadOptions = {
  enabled: true,
  // Off by default: the sampled mean is retrospective, so one synchronous job (a PDF render on a busy
  // machine) that blocks the loop for a second sheds the requests arriving after it is over.
  maxEventLoopDelayMs: 0,
  maxEventLoopUtilization: 0,
  maxHeapUsedMb: 0,
  maxInFlight: 256,
  retryAfterSeconds: 10,
  sampleIntervalMs: 1000,
};

function numberFrom(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0 || n > max) {
    throw new Error(`${name}: must be a number from 0 to ${max}, got "${raw}"`);
  }
  return n;
}

/** OVERLOAD_* variables; a bad value stops the start with a message naming it. */
export function overloadFromEnv(env: NodeJS.ProcessEnv = process.env): OverloadOptions {
  const enabled = env.OVERLOAD_SHEDDING;
  if (enabled !== undefined && !['true', 'false', ''].includes(enabled)) {
    throw new Error(`OVERLOAD_SHEDDING: must be true or false, got "${enabled}"`);
  }
  return {
    enabled: enabled !== 'false',
    maxEventLoopDelayMs: numberFrom(
      env,
      'OVERLOAD_MAX_EVENT_LOOP_DELAY_MS',
      DEFAULT_OVERLOAD.maxEventLoopDelayMs,
    ),
    maxEventLoopUtilization: numberFrom(
      env,
      'OVERLOAD_MAX_EVENT_LOOP_UTILIZATION',
      DEFAULT_OVERLOAD.maxEventLoopUtilization,
      1,
    ),
    maxHeapUsedMb: numberFrom(env, 'OVERLOAD_MAX_HEAP_USED_MB', DEFAULT_OVERLOAD.maxHeapUsedMb),
    maxInFlight: numberFrom(env, 'OVERLOAD_MAX_IN_FLIGHT', DEFAULT_OVERLOAD.maxInFlight),
    retryAfterSeconds: Math.max(
      1,
      numberFrom(env, 'OVERLOAD_RETRY_AFTER_SECONDS', DEFAULT_OVERLOAD.retryAfterSeconds),
    ),
    sampleIntervalMs: DEFAULT_OVERLOAD.sampleIntervalMs,
  };
}

function busy(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(Math.ceil(retryAfterSeconds)))
    .header('Cache-Control', 'no-store')
    .send({ error: OVERLOAD_MESSAGE });
}

export function registerOverloadShedding(app: FastifyInstance, options: OverloadOptions): void {
  if (!options.enabled) return;
  const { retryAfterSeconds } = options;

  if (options.maxInFlight > 0) {
    let inFlight = 0;
    const counted = new WeakSet<object>();
    app.addHook('onRequest', async (request, reply) => {
      if (inFlight >= options.maxInFlight) return busy(reply, retryAfterSeconds);
      inFlight += 1;
      counted.add(request);
      return undefined;
    });
    app.addHook('onResponse', async (request) => {
      if (counted.delete(request)) inFlight -= 1;
    });
  }

  const samples =
    options.maxEventLoopDelayMs > 0 ||
    options.maxEventLoopUtilization > 0 ||
    options.maxHeapUsedMb > 0;
  if (samples) {
    // Start-up (migrations, compiling every route's validators) blocks the loop for a second or
    // more; the first samples after ready would report it and shed the first requests. Sampled
    // signals count from two intervals after ready.
    let shedFrom = Number.POSITIVE_INFINITY;
    app.addHook('onReady', async () => {
      shedFrom = Date.now() + 2 * options.sampleIntervalMs;
    });
    app.register(underPressure, {
      maxEventLoopDelay: options.maxEventLoopDelayMs,
      maxEventLoopUtilization: options.maxEventLoopUtilization,
      maxHeapUsedBytes: options.maxHeapUsedMb * 1024 * 1024,
      sampleInterval: options.sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      // Answered here; Fastify runs nothing further for a request whose reply is sent.
      pressureHandler: (_request, reply) => {
        if (Date.now() >= shedFrom) busy(reply, retryAfterSeconds);
      },
    });
  }
}
