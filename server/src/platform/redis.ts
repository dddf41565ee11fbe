import { Redis } from 'ioredis';

/** The Redis client of the shared rate-limit store; fails fast rather than queueing while Redis is down. */
export function createRedis(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
}
