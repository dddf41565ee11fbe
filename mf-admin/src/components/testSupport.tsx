// Test support for the administration screens (imported by *.test.tsx only, never by the remote).
import { SWRConfig } from 'swr';
import { storeLogin, type LoginData } from 'shared-api';
import { loginData, renderRoutes, type RecordedRequest, type TestServer } from 'test-kit';
import { AdminRoutes } from '../routes';

export const ORG_ID = 7;

/**
 * Signs in to Demo School (org 7) as the organisation admin (every permission), or as staff
 * holding `permissions`; a global administrator only when asked.
 */
export function signIn(
  options: { admin?: boolean; permissions?: string[]; globalAdmin?: boolean } = {},
  overrides: Partial<LoginData> = {},
): LoginData {
  const base = loginData();
  const data = loginData({
    myPermissions: {
      [String(ORG_ID)]: {
        isAdmin: options.admin ?? true,
        role: { id: 3, title: options.admin === false ? 'Standard' : 'Admin' },
        permissions: options.permissions ?? [],
      },
    },
    userDetails: { ...base.userDetails, isglobaladmin: options.globalAdmin ?? false },
    ...overrides,
  });
  storeLogin(data);
  return data;
}

/** The remote's routes at `path` with a fresh SWR cache (no answers leak between tests). */
export function renderAdmin(path: string) {
  return renderRoutes(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <AdminRoutes />
    </SWRConfig>,
    path,
  );
}

/** The first recorded call of `route` (fails the test when there was none). */
export function firstCall(server: TestServer, route: string): RecordedRequest {
  const [call] = server.callsTo(route);
  if (!call) throw new Error(`No call to ${route}`);
  return call;
}

/** A list answer as the API sends it. */
export const list = <T,>(rows: T[]) => ({ body: { data: rows, page: { total: rows.length } } });

/** The parsed `where` of the last call to `route`. */
export function lastWhere(server: TestServer, route: string): unknown {
  const calls = server.callsTo(route);
  const where = calls[calls.length - 1]?.query.where;
  return where === undefined ? undefined : JSON.parse(where);
}

/** Organisation settings answer (type besmart). */
export function orgSettings(values: Record<string, string>) {
  return list(Object.entries(values).map(([key, value]) => ({ type: 'besmart', key, value })));
}

/** The service user the profile and edit tests open (/serviceuser/5). */
export const AMIR = {
  id: 5,
  firstName: 'Amir',
  lastName: 'Khan',
  reference: 'L1001',
  dob: '2013-04-02',
  email: null,
  userName: null,
  ethnicity: 'asian',
  gender: 'male',
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Amir's key contacts tag: his mother, Nadia Khan. */
export const AMIR_KEY_CONTACTS = {
  id: 9,
  user: 5,
  type: 'keycontacts',
  key: 'keycontacts',
  value: JSON.stringify([
    {
      firstName: 'Nadia',
      lastName: 'Khan',
      role: 'Mother',
      email: 'nadia@example.test',
      phone: '01632 960001',
    },
  ]),
};
