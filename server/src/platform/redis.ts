import { Redis } from 'ioredis';

/** The Redis client of the shared rate-limit store; fails fast rather than queueing while Redis is down. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
}

/**
 * Resolves once the client is connected (or after `timeoutMs`, logged): without the offline queue,
 * a count attempted before the connection is up fails open and the attempt is not counted.
 */
export function redisReady(redis: Redis, timeoutMs = 5000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(() => {
      console.error(
        `Redis not ready after ${timeoutMs} ms: rate limits are not shared until it is`,
      );
      done();
    }, timeoutMs);
    redis.once('ready', done);
  });
}
