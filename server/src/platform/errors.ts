/** Messages the clients show word for word (contracts §1). */
export const MESSAGES = {
  sessionExpired: 'Your session has expired. Please sign in again.',
  noOrgAccess: 'You do not have access to this organisation',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  invalidJson: 'Request body is not valid JSON',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;

/** An error whose message is safe to show to the client. */
export class HttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export function httpError(status: number, message: string): HttpError {
  return new HttpError(status, message);
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string = MESSAGES.sessionExpired) =>
  new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.noOrgAccess) => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyAttempts) =>
  new HttpError(429, message);
