import { configure } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { sessionStore, type LoginData } from 'shared-api';
import { loginData, renderRoutes } from 'test-kit';
import { ReportsRoutes } from '../src/routes';

export { currentLocation, toastTexts } from 'test-kit';

// Two cores shared by many jobs: the first render of a screen can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Puts a signed-in session in the store: the demo safeguarding lead of org 7 unless overridden. */
export function signIn(overrides: Partial<LoginData> = {}): LoginData {
  const data = loginData(overrides);
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

/** A member of staff of org 7 who is not a safeguarding lead. */
export function signInStaff(): LoginData {
  const base = loginData();
  return signIn({ userDetails: { ...base.userDetails, id: 13, email: 'sam@demo-school.test' } });
}

/** The remote's routes at `path`, with the shell's toaster, as the user sees them. */
export function renderApp(path: string) {
  return renderRoutes(
    <SWRConfig
      value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}
    >
      <ReportsRoutes />
    </SWRConfig>,
    path,
  );
}
