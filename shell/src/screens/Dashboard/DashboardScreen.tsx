import { useEffect, useState } from 'react';
import { AreaUnavailable, Spinner } from 'shared-ui';
import { loadDashboard, loadedDashboard } from './loadDashboard';

/**
 * The dashboard route. Not React.lazy + Suspense: React 19 reveals content that replaces a
 * Suspense fallback no sooner than 300 ms after the fallback appeared, which held every sign-in
 * for most of that time after the chunk had arrived. Once loaded, the module renders at once.
 */
export function DashboardScreen() {
  const [module, setModule] = useState(loadedDashboard);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (module || failed) return;
    let current = true;
    loadDashboard().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [module, failed]);

  if (module) return <module.Dashboard />;
  if (failed) return <AreaUnavailable area="Dashboard" onRetry={() => setFailed(false)} />;
  return <Spinner />;
}
