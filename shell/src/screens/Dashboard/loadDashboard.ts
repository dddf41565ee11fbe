// The dashboard is a chunk of its own so /login does not carry it (nor its date formatting,
// date-fns). It is fetched as soon as the user shows the intent to sign in (typing on a public
// screen) or is signed in, so it is usually in memory before the first signed-in render.
type DashboardModule = typeof import('./Dashboard');

let loaded: DashboardModule | null = null;
let loading: Promise<DashboardModule> | null = null;

/** The dashboard module once it has loaded, else null. */
export function loadedDashboard(): DashboardModule | null {
  return loaded;
}

/** Loads the dashboard module once; a failed load may be tried again. */
export function loadDashboard(): Promise<DashboardModule> {
  loading ??= import('./Dashboard').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
