import { cleanup, configure } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sessionStore, type LoginData } from 'shared-api';
import { toast } from 'shared-ui';
import { loginData, renderRoutes, type TestServer } from 'test-kit';
import { SmartPlansRoutes } from '../routes';

export { currentLocation, toastTexts } from 'test-kit';

// Two cores shared by many jobs: the first render of a screen can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** A signed-in session: the demo lead of org 7 (Plus) with smartPlanCreate, unless overridden. */
export function signIn(
  overrides: Partial<LoginData> = {},
  permissions: string[] = ['smartPlanCreate'],
): LoginData {
  const base = loginData(overrides);
  const data = {
    ...base,
    myPermissions: overrides.myPermissions ?? {
      '7': { isAdmin: false, role: { id: 3, title: 'Standard' }, permissions },
    },
  };
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

/** Signed in to an organisation on another plan ('Care', 'Standard'...). */
export function signInOnPlan(plan: string): LoginData {
  const base = loginData();
  return signIn({ activeOrg: { ...base.activeOrg, plan } });
}

/** The remote's routes at `path` with a fresh SWR cache per test. */
export function renderPlans(path: string) {
  return renderRoutes(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <SmartPlansRoutes />
    </SWRConfig>,
    path,
  );
}

/** After each test: unmount, stop the test's server, sign out and drop the toasts. */
export function resetAfterEach(server: () => TestServer | undefined) {
  afterEach(async () => {
    cleanup();
    await server()?.close();
    sessionStore.clear();
    toast.clear();
  });
}
