import { api, apiUrl } from './client';
import { sessionStore } from './session';
import type {
  AcceptInvitationData,
  InvitationInfo,
  LoginData,
  LoginRequest,
  SessionData,
  SignupData,
  SsoStatus,
  VerificationNeeded,
} from './types';

const PUBLIC = { auth: false } as const;

/** Spec 1 §7: the reset request always names organisation 50. */
export const PASSWORD_RESET_ORGANISATION_ID = 50;

export type LoginResult = VerificationNeeded | LoginData;

export function needsVerification(result: LoginResult): result is VerificationNeeded {
  return 'verificationNeeded' in result && result.verificationNeeded === true;
}

export async function login(payload: LoginRequest): Promise<LoginResult> {
  return (await api.post('/api/auth/login', { body: payload, ...PUBLIC })).data;
}

/** Writes a successful sign-in into the session store (every field the shell and remotes read). */
export function storeLogin(data: LoginData): void {
  sessionStore.set({
    apiToken: data.apiToken,
    activeOrg: data.activeOrg,
    activeSite: data.activeSite ?? null,
    userOrganisations: data.userOrganisations,
    userDetails: data.userDetails,
    terms: data.terms,
    myPermissions: data.myPermissions,
    lastActiveIndex: 0,
  });
}

export async function fetchSession(orgId: number): Promise<SessionData> {
  return (await api.get('/api/auth/session', { query: { orgId } })).data;
}

/** Loads organisation `orgId` (switch or refresh) and stores it as the active one. */
export async function refreshSession(orgId: number): Promise<SessionData> {
  const data = await fetchSession(orgId);
  sessionStore.set({
    activeOrg: data.activeOrg,
    activeSite: data.activeSite ?? null,
    userOrganisations: data.userOrganisations,
    userDetails: data.userDetails,
    terms: data.terms,
    myPermissions: data.myPermissions,
  });
  return data;
}

/** Revokes the token (best effort: the local session is cleared even when the server is away). */
export async function logout(): Promise<void> {
  try {
    if (sessionStore.get().apiToken) {
      await api.post('/api/auth/logout', { orgId: false });
    }
  } catch {
    // Already expired or unreachable: nothing more to revoke.
  } finally {
    sessionStore.clear();
  }
}

export async function requestPasswordReset(email: string): Promise<void> {
  await api.post('/api/auth/password/request-reset', {
    body: { data: { organisationId: PASSWORD_RESET_ORGANISATION_ID, email } },
    ...PUBLIC,
  });
}

export async function resetPassword(token: string, password: string): Promise<void> {
  await api.post('/api/auth/password/reset', { body: { data: { token, password } }, ...PUBLIC });
}

export async function signup(data: SignupData): Promise<void> {
  await api.post('/api/auth/signup', { body: { data }, ...PUBLIC });
}

export async function exchangeSsoCode(code: string, state: string): Promise<LoginData> {
  return (await api.get('/api/auth/mylogin', { query: { code, state }, ...PUBLIC })).data;
}

export async function ssoStatus(): Promise<SsoStatus> {
  return (await api.get('/api/auth/sso-status', PUBLIC)).data;
}

/** Where the browser goes to start single sign-on (a full-page redirect, not a fetch). */
export function ssoStartUrl(): string {
  return apiUrl('/api/auth/mylogin/redirect');
}

export async function getInvitation(token: string): Promise<InvitationInfo> {
  return (await api.get('/api/user/activate', { query: { token }, ...PUBLIC })).data;
}

export async function acceptInvitation(
  token: string,
  data: Omit<AcceptInvitationData, 'type'> & { type?: 'new' },
): Promise<void> {
  await api.post('/api/user/activate', {
    body: { token, data: { ...data, type: 'new' } },
    ...PUBLIC,
  });
}
