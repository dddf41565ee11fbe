import { HttpError } from '../../platform/errors';

export { badRequest, forbidden, notFound } from '../../platform/errors';

export const conflict = (message: string) => new HttpError(409, message);
/** The CPOMS exchange failed (the failure is recorded first). */
export const badGateway = (message: string) => new HttpError(502, message);
