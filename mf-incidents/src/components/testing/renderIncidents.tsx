import { configure } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sessionStore, type LoginData } from 'shared-api';
import { RESTRICTED_USER_PERMISSIONS } from 'shared-api/permissions';
import { loginData, renderRoutes } from 'test-kit';
import { IncidentsRoutes } from '../../routes';

export { currentLocation, toastTexts } from 'test-kit';

// Two cores shared by many jobs: the first render of a screen can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/**
 * Puts a signed-in session in the store (the demo lead of org 7 unless overridden), holding the
 * Restricted User permissions every demo role has at least (record, no delete) unless
 * `myPermissions` is given.
 */
export function signIn(overrides: Partial<LoginData> = {}): LoginData {
  const data = loginData({
    myPermissions: {
      '7': {
        isAdmin: false,
        role: { id: 3, title: 'Standard' },
        permissions: [...RESTRICTED_USER_PERMISSIONS],
      },
    },
    ...overrides,
  });
  sessionStore.set({
    apiToken: data.apiToken,
    activeOrg: data.activeOrg,
    userDetails: data.userDetails,
    userOrganisations: data.userOrganisations,
    terms: data.terms,
    myPermissions: data.myPermissions,
  });
  return data;
}

/** The remote's routes at `path` with a fresh SWR cache per test. */
export function renderIncidents(path: string) {
  return renderRoutes(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <IncidentsRoutes />
    </SWRConfig>,
    path,
  );
}
