import { useEffect, useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { planOf, sessionStore, useSession } from 'shared-api';
import { activeIndexFor, menuItems } from '../menu/menuRules';
import { OrganisationSelector } from './OrganisationSelector';
import { PlanLogo } from './PlanLogo';

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
  @media (max-width: ${({ theme }) => theme.breakpoints.small}) {
    width: 100%;
    min-height: 0;
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

export function SideMenu() {
  const session = useSession();
  const { pathname } = useLocation();
  const items = useMemo(() => menuItems(session), [session]);
  const current = activeIndexFor(items, pathname);
  const remembered = session.lastActiveIndex;

  useEffect(() => {
    if (current >= 0 && current !== remembered) sessionStore.set({ lastActiveIndex: current });
  }, [current, remembered]);

  const highlighted = current >= 0 ? current : (remembered ?? -1);
  const organisations = session.userOrganisations ?? [];

  return (
    <Nav aria-label="Main menu">
      <PlanLogo plan={planOf(session)} />
      <Who>
        <strong>{session.activeOrg?.name}</strong>
        <span>{session.userDetails?.email}</span>
      </Who>
      {organisations.length > 1 && <OrganisationSelector />}
      <Items>
        {items.map((item, index) => (
          <li key={item.key}>
            <Item to={item.path} aria-current={index === highlighted ? 'page' : undefined}>
              {item.label}
            </Item>
          </li>
        ))}
      </Items>
      <Logout to="/logout">Logout</Logout>
    </Nav>
  );
}
