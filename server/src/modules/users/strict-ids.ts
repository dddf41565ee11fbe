import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../platform/errors';

/** Largest value of a PostgreSQL integer column (every id here is one). */
export const INT4_MAX = 2147483647;

export function isDbId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= INT4_MAX;
}

/**
 * preValidation hook: path ids must be plain positive whole numbers that fit an integer column.
 * The validator's type conversion would otherwise read '/api/user/1.5' as user 1.
 */
export async function strictIdParams(request: FastifyRequest): Promise<void> {
  for (const [name, raw] of Object.entries((request.params ?? {}) as Record<string, unknown>)) {
    if (name !== 'id' && !name.endsWith('Id')) continue;
    const text = String(raw);
    if (!/^[1-9][0-9]{0,9}$/.test(text) || !isDbId(Number(text))) {
      throw badRequest(`${name}: must be a positive whole number`);
    }
  }
}
