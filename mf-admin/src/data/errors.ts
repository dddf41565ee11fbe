import { ApiError } from 'shared-api';

/** The server's own message (its `error` field) or a plain fallback for anything else thrown. */
export function errorText(
  error: unknown,
  fallback = 'Something went wrong, please try again.',
): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
