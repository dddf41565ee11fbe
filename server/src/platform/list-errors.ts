import { badRequest } from './errors';
import { ListQueryError } from './list-query';

/** Runs `fn`, turning a list-parameter problem into a 400 with its message. */
export async function asBadRequest<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ListQueryError) throw badRequest(err.message);
    throw err;
  }
}
