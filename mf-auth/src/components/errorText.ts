import { ApiError } from 'shared-api';

export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';

/** The server's own message (ApiError carries its `error` text); anything else a generic line. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR;
}
