// Test support for the people screens (imported by *.test.tsx only, never by the remote).
import { SWRConfig } from 'swr';
import { storeLogin, type LoginData } from 'shared-api';
import { loginData, renderRoutes, type TestServer } from 'test-kit';
import { AdminRoutes } from '../routes';

export const ORG_ID = 7;

/** Signs in to Demo School (org 7) as an admin, or as staff holding `permissions`. */
export function signIn(
  options: { admin?: boolean; permissions?: string[] } = {},
  overrides: Partial<LoginData> = {},
): LoginData {
  const data = loginData({
    myPermissions: {
      [String(ORG_ID)]: {
        isAdmin: options.admin ?? true,
        role: { id: 3, title: options.admin === false ? 'Standard' : 'Admin' },
        permissions: options.permissions ?? [],
      },
    },
    ...overrides,
  });
  storeLogin(data);
  return data;
}

/** The remote's routes at `path` with a fresh SWR cache (no answers leak between tests). */
export function renderAdmin(path: string) {
  return renderRoutes(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <AdminRoutes />
    </SWRConfig>,
    path,
  );
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
