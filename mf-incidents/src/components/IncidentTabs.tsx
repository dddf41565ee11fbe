import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isSafeguardingLead, useSession } from 'shared-api';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  border-bottom: 2px solid ${({ theme }) => theme.colours.border};
  margin-bottom: ${({ theme }) => theme.space(5)};
  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-bottom: 3px solid transparent;
    margin-bottom: -2px;
    color: ${({ theme }) => theme.colours.deepBlue};
    text-decoration: none;
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colours.orange};
    font-weight: 700;
  }
`;

export type IncidentTab = 'search' | 'drafts' | 'cpoms';

/** Whether this session may see the CPOMS-synced list (lead + CPOMS enabled). */
export function useCpomsListAllowed(): boolean {
  const session = useSession();
  return isSafeguardingLead(session) && Boolean(session.activeOrg?.cpomsEnabled);
}

/**
 * The shared incident tab bar. Incident Search goes to the global search for leads; other staff
 * (who would only be redirected from there) go to their own search.
 */
export function IncidentTabs({ active }: { active: IncidentTab }) {
  const session = useSession();
  const lead = isSafeguardingLead(session);
  const cpoms = useCpomsListAllowed();
  const tabs: { id: IncidentTab; label: string; to: string }[] = [
    {
      id: 'search',
      label: 'Incident Search',
      to: lead ? '/incident/search/global' : '/incident/search',
    },
    { id: 'drafts', label: 'Incomplete Incidents', to: '/incident/drafts' },
    ...(cpoms ? [{ id: 'cpoms' as const, label: 'Synced to CPOMS', to: '/incident/cpoms' }] : []),
  ];
  return (
    <Bar aria-label="Incidents">
      {tabs.map((tab) => (
        <Link key={tab.id} to={tab.to} aria-current={tab.id === active ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </Bar>
  );
}
