// Direct HTTP calls to the portal API (contract §1), for checks the browser cannot make on its own.
import { DEMO_PASSWORD } from './demo';
import type { MailCapture } from './mailCapture';

export interface LoginDataLike {
  apiToken: string;
  activeOrg: { id: number; name: string; plan: string };
  userOrganisations: { id: number; name: string; plan: string }[];
}

async function postJson(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** Signs in through the API (password, then the mailed code) and returns LoginData. */
export async function apiLogin(
  baseUrl: string,
  mail: MailCapture,
  email: string,
  password = DEMO_PASSWORD,
): Promise<LoginDataLike> {
  const mark = mail.mark();
  const first = await postJson(`${baseUrl}/api/auth/login`, { username: email, password });
  const firstData = (first.json as { data?: Record<string, unknown> } | null)?.data;
  if (first.status !== 200 || !firstData) {
    throw new Error(`login ${email}: ${first.status} ${JSON.stringify(first.json)}`);
  }
  if (!firstData.verificationNeeded) return firstData as unknown as LoginDataLike;
  const verificationCode = await mail.readCode(email, { after: mark });
  const second = await postJson(`${baseUrl}/api/auth/login`, {
    username: email,
    password,
    verificationCode,
  });
  const data = (second.json as { data?: LoginDataLike } | null)?.data;
  if (second.status !== 200 || !data?.apiToken) {
    throw new Error(`login ${email} with code: ${second.status} ${JSON.stringify(second.json)}`);
  }
  return data;
}
