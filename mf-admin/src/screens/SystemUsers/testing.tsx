// Test support for the administration screens (imported by *.test.tsx only).
import { SWRConfig } from 'swr';
import { storeLogin, type LoginData } from 'shared-api';
import { loginData, renderRoutes, type RecordedRequest, type TestServer } from 'test-kit';
import { AdminRoutes } from '../../routes';

export const ORG_ID = 7;

/** Signs in as the school's organisation admin (every permission) unless told otherwise. */
export function signInAs(
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
