import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { planOf, sessionStore, useSession } from 'shared-api';
import { activeIndexFor, menuItems } from '../menu/menuRules';
import { OrganisationSelector } from './OrganisationSelector';
import { PlanLogo } from './PlanLogo';
import { useMenuDrawer } from './useMenuDrawer';

/** Below this width the menu is a drawer opened by the Menu button (issue 14 §4). */
const NARROW = '900px';
const WIDE = '901px';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: 240px;
  flex-shrink: 0;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colours.deepBlue};
  color: ${({ theme }) => theme.colours.white};
  @media (max-width: ${NARROW}) {
    position: fixed;
    top: 0;
    bottom: 0;
    left: 0;
    z-index: 900;
    width: min(300px, 85vw);
    min-height: 0;
    overflow-y: auto;
    box-shadow: 4px 0 16px rgba(4, 18, 76, 0.3);
    &[data-open='false'] {
      display: none;
    }
  }
  @media print {
    display: none;
  }
`;

const TopBar = styled.header`
  @media (min-width: ${WIDE}) {
    display: none;
  }
  @media (max-width: ${NARROW}) {
    position: sticky;
    top: 0;
    z-index: 800;
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colours.deepBlue};
    color: ${({ theme }) => theme.colours.white};
  }
  @media print {
    display: none;
  }
`;

const MenuButton = styled.button`
  font: inherit;
  font-weight: 700;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 2px solid ${({ theme }) => theme.colours.white};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
`;

const CloseButton = styled(MenuButton)`
  align-self: flex-end;
  @media (min-width: ${WIDE}) {
    display: none;
  }
`;

const Backdrop = styled.div`
  @media (min-width: ${WIDE}) {
    display: none;
  }
  @media (max-width: ${NARROW}) {
    position: fixed;
    inset: 0;
    z-index: 850;
    background: rgba(4, 18, 76, 0.5);
  }
`;

const DrawerLogo = styled.div`
  @media (max-width: ${NARROW}) {
    display: none;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  overflow-wrap: anywhere;
  strong {
    font-size: 1rem;
  }
  span {
    font-size: 0.8125rem;
    opacity: 0.85;
  }
`;

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Item = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  color: inherit;
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.08);
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colours.orange};
    color: ${({ theme }) => theme.colours.onOrange};
    font-weight: 700;
  }
`;

const Logout = styled(Item)`
  margin-top: auto;
`;

const MENU_ID = 'main-menu';

export function SideMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const items = useMemo(() => menuItems(session), [session]);
  const current = activeIndexFor(items, pathname);
  const remembered = session.lastActiveIndex;

  useEffect(() => {
    if (current >= 0 && current !== remembered) sessionStore.set({ lastActiveIndex: current });
  }, [current, remembered]);

  const organisations = session.userOrganisations ?? [];
  const drawer = useMenuDrawer();
  const logo = <PlanLogo plan={planOf(session)} />;

  return (
    <>
      <TopBar>
        {logo}
        <MenuButton
          ref={drawer.buttonRef}
          type="button"
          aria-expanded={drawer.open}
          aria-controls={MENU_ID}
          onClick={drawer.toggle}
        >
          <span aria-hidden="true">☰</span> Menu
        </MenuButton>
      </TopBar>
      {drawer.open && <Backdrop aria-hidden="true" onClick={() => drawer.close(false)} />}
      <Nav
        id={MENU_ID}
        ref={drawer.drawerRef}
        aria-label="Main menu"
        data-open={drawer.open}
        onBlur={drawer.onDrawerBlur}
      >
        <CloseButton type="button" onClick={() => drawer.close(true)}>
          <span aria-hidden="true">×</span> Close menu
        </CloseButton>
        <DrawerLogo>{logo}</DrawerLogo>
        <Who>
          <strong>{session.activeOrg?.name}</strong>
          <span>{session.userDetails?.email}</span>
        </Who>
        {organisations.length > 1 && <OrganisationSelector />}
        <Items>
          {items.map((item, index) => (
            <li key={item.key}>
              <Item to={item.path} aria-current={index === current ? 'page' : undefined}>
                {item.label}
              </Item>
            </li>
          ))}
        </Items>
        <Logout to="/logout">Logout</Logout>
      </Nav>
    </>
  );
}
