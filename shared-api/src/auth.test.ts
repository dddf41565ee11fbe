import {
  acceptInvitation,
  login,
  logout,
  needsVerification,
  refreshSession,
  requestPasswordReset,
  storeLogin,
} from './auth';
import { configureApi } from './client';
import { sessionStore } from './session';
import { useRecordingFetch, type RecordedCall } from './test/recordingFetch';
import type { LoginData } from './types';

const loginData = {
  apiToken: 'tok-9',
  activeOrg: { id: 3, name: 'Demo School', plan: 'Plus' },
  activeSite: null,
  userOrganisations: [
    { id: 3, name: 'Demo School', plan: 'Plus' },
    { id: 4, name: 'Demo Care Home', plan: 'Care' },
  ],
  userDetails: {
    id: 5,
    email: 'lead@demo-school.test',
    firstName: 'L',
    lastName: 'E',
    isglobaladmin: false,
    isdeveloper: false,
  },
  terms: {
    serviceUser: 'pupil',
    serviceUserPlural: 'pupils',
    service: 'school',
    servicePlural: 'schools',
  },
  myPermissions: { '3': { isAdmin: false, role: null, permissions: [] } },
} as unknown as LoginData;

let calls: RecordedCall[];
let answer: (call: RecordedCall) => { status?: number; body: unknown };

beforeEach(() => {
  sessionStore.clear();
  answer = () => ({ body: { data: { success: true } } });
  calls = useRecordingFetch((call) => answer(call));
});

afterAll(() => configureApi({ fetch: undefined }));

describe('auth calls', () => {
  it('login is public and tells a verification step from a sign-in', async () => {
    sessionStore.set({ apiToken: 'old', activeOrg: { id: 1 } as never });
    answer = () => ({ body: { data: { verificationNeeded: true } } });
    const first = await login({ username: 'lead@demo-school.test', password: 'pw' });
    expect(needsVerification(first)).toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/login', query: {} });
    expect(calls[0]!.headers.Authorization).toBeUndefined();

    answer = () => ({ body: { data: loginData } });
    const second = await login({
      username: 'lead@demo-school.test',
      password: 'pw',
      verificationCode: '123456',
    });
    expect(needsVerification(second)).toBe(false);
    expect(calls[1]!.body).toEqual({
      username: 'lead@demo-school.test',
      password: 'pw',
      verificationCode: '123456',
    });
  });

  it('storeLogin writes every session field', () => {
    storeLogin(loginData);
    expect(sessionStore.get()).toMatchObject({
      apiToken: 'tok-9',
      activeOrg: loginData.activeOrg,
      userOrganisations: loginData.userOrganisations,
      userDetails: loginData.userDetails,
      terms: loginData.terms,
      myPermissions: loginData.myPermissions,
      activeSite: null,
    });
    expect(localStorage.getItem('apiToken')).toBe('tok-9');
  });

  it('refreshSession switches the active organisation and keeps the token', async () => {
    storeLogin(loginData);
    const other = { ...loginData, activeOrg: { id: 4, name: 'Demo Care Home', plan: 'Care' } };
    answer = () => ({ body: { data: { ...other, apiToken: undefined } } });
    await refreshSession(4);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      path: '/api/auth/session',
      query: { orgId: '4' },
    });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-9');
    expect(sessionStore.get().activeOrg?.id).toBe(4);
    expect(sessionStore.get().apiToken).toBe('tok-9');
  });

  it('logout revokes the token and clears the session even if the server fails', async () => {
    storeLogin(loginData);
    answer = () => ({ status: 500, body: { error: 'boom' } });
    await logout();
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout', query: {} });
    expect(calls[0]!.headers.Authorization).toBe('Bearer tok-9');
    expect(sessionStore.get()).toEqual({});
  });

  it('reset request names organisation 50', async () => {
    await requestPasswordReset('someone@x.test');
    expect(calls[0]!.body).toEqual({ data: { organisationId: 50, email: 'someone@x.test' } });
  });

  it('invitation acceptance sends type new with the token', async () => {
    await acceptInvitation('inv-token', {
      firstname: 'A',
      lastname: 'B',
      password: 'pw',
      tandc: true,
    });
    expect(calls[0]!.body).toEqual({
      token: 'inv-token',
      data: { firstname: 'A', lastname: 'B', password: 'pw', type: 'new', tandc: true },
    });
  });
});
