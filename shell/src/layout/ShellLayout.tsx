import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { isSignedIn, useSession } from 'shared-api';
import { normalisePath } from '../routes/routeTable';
import { MainArea } from './MainArea';
import { SideMenu } from './SideMenu';
import { SkipLink } from './SkipLink';

const Frame = styled.div`
  display: flex;
  min-height: 100vh;
  @media (max-width: ${({ theme }) => theme.breakpoints.medium}) {
    flex-direction: column;
  }
`;

/** Spec 3 §2.2: no menu on /login and /user/activate, nor when signed out. */
const NO_MENU_PATHS = ['/login', '/user/activate'];

export function ShellLayout() {
  const { pathname } = useLocation();
  const session = useSession();
  const showMenu = isSignedIn(session) && !NO_MENU_PATHS.includes(normalisePath(pathname));
  return (
    <>
      <SkipLink />
      <Frame>
        {showMenu ? <SideMenu /> : null}
        <MainArea />
      </Frame>
    </>
  );
}
