export const UNKNOWN_ERROR = 'Unknown Error: Please try again';

/** The text a failed call toasts: the error's own message, else the generic line. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : UNKNOWN_ERROR;
}
