import { api, ApiError, apiUrl, NETWORK_ERROR_MESSAGE } from 'shared-api';
import type { ShareAccess } from 'shared-api/schemas';

/** The public calls of a document link: never the session's token, never an orgId. */
const PUBLIC = { auth: false, orgId: false } as const;

/** Link tokens are 43 base64url characters; anything else is not one of our links. */
export function isLinkToken(value: string): boolean {
  return /^[A-Za-z0-9_-]{20,100}$/.test(value);
}

/** Asks the server to mail a code to the link's recipient (same answer for any token). */
export async function requestCode(token: string): Promise<void> {
  await api.post('/api/share/open', { body: { token }, ...PUBLIC });
}

export async function verifyCode(token: string, code: string): Promise<ShareAccess> {
  return (await api.post('/api/share/verify', { body: { token, code }, ...PUBLIC })).data;
}

/** The PDF itself, with the short-lived access token (a header: never in a URL). */
export async function fetchSharedPdf(accessToken: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/share/document'), {
      headers: { Authorization: `Bearer ${accessToken}` },
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
  if (!response.ok) {
    let message = `The request failed (${response.status})`;
    try {
      const body = (await response.json()) as { error?: unknown };
      if (typeof body.error === 'string' && body.error) message = body.error;
    } catch {
      // not JSON: keep the generic text
    }
    throw new ApiError(message, response.status);
  }
  return new Blob([await response.arrayBuffer()], { type: 'application/pdf' });
}
