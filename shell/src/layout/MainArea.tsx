import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isSignedIn, useSession } from 'shared-api';
import { AREA_ELEMENT_ID, AreaUnavailable, Spinner, areaLabelFrom } from 'shared-ui';
import { isPublicPath, matchRoute, type RemoteName } from '../routes/routeTable';
import { useAreaAvailability } from '../remotes/areaStore';
import { retryArea } from '../remotes/portal';
import { MAIN_CONTENT_ID } from './SkipLink';
import { NotFound } from '../screens/NotFound';
import { DashboardScreen } from '../screens/Dashboard/DashboardScreen';
import { loadDashboard } from '../screens/Dashboard/loadDashboard';

/** Typing or pressing on a screen of the signed-out portal: the user is about to sign in. */
const INTENT_EVENTS = ['input', 'keydown', 'pointerdown'] as const;

/**
 * Fetches the dashboard chunk while the user fills in the sign-in form (or once signed in), so it
 * is there for the first signed-in screen without being part of /login's first load.
 */
function usePreloadDashboard(signedIn: boolean) {
  useEffect(() => {
    const preload = () => void loadDashboard().catch(() => undefined);
    if (signedIn) {
      preload();
      return;
    }
    for (const type of INTENT_EVENTS) document.addEventListener(type, preload, { once: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, preload);
    };
  }, [signedIn]);
}

const Main = styled.main`
  flex: 1;
  min-width: 0;
  &:focus {
    outline: none;
  }
  padding: ${({ theme }) => theme.space(6)};
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

function RemoteStatus({ owner }: { owner: RemoteName }) {
  const availability = useAreaAvailability(owner);
  if (availability === 'unavailable') {
    return <AreaUnavailable area={areaLabelFrom(owner)} onRetry={() => void retryArea(owner)} />;
  }
  if (availability === 'loading') return <Spinner />;
  return null;
}

/**
 * The main content: shell screens, or the remote area container (#besmart-area) where the owning
 * remote mounts. The container is always rendered at the same place in the tree so React never
 * replaces the element a remote has mounted into.
 */
export function MainArea() {
  const { pathname, search } = useLocation();
  const session = useSession();
  const { owner, pattern } = matchRoute(pathname);
  const remote = owner === 'shell' ? null : owner;
  const areaHidden = useAreaAvailability(remote) === 'unavailable' || remote === null;
  const signedIn = isSignedIn(session);
  const mustSignIn = !isPublicPath(pathname) && !signedIn;
  usePreloadDashboard(signedIn);

  let content;
  if (mustSignIn) {
    content = <Navigate to={`/login?returnTo=${encodeURIComponent(pathname + search)}`} replace />;
  } else if (remote) {
    content = <RemoteStatus owner={remote} />;
  } else {
    content = pattern === null ? <NotFound /> : <DashboardScreen />;
  }

  return (
    // The page's only <main>: remotes render inside it and must not add their own.
    <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
      {content}
      <div id={AREA_ELEMENT_ID} hidden={mustSignIn || areaHidden} />
    </Main>
  );
}
