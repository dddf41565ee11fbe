import { configure } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sessionStore, type LoginData } from 'shared-api';
import { loginData, renderRoutes } from 'test-kit';
import { AiRoutes } from '../src/routes';

export { currentLocation, toastTexts } from 'test-kit';

// The screens wait on a real HTTP server, on a machine shared with other builds: wait longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

/** The remote's routes at `path`, with the shell's toaster and a fresh SWR cache, as the user sees them. */
export function renderApp(path: string) {
  return renderRoutes(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <AiRoutes />
    </SWRConfig>,
    path,
  );
}

/** A signed-in member of Demo School (id 7); `aiTermsAccepted` as given (default true). */
export function signIn({
  aiTermsAccepted = true,
  ...overrides
}: Partial<LoginData> & { aiTermsAccepted?: boolean } = {}): LoginData {
  const base = loginData();
  const data = loginData({ activeOrg: { ...base.activeOrg, aiTermsAccepted }, ...overrides });
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
