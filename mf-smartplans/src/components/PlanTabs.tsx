import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 40px;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colours.deepBlue};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colours.deepBlue};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colours.deepBlue};
    color: #fff;
  }
`;

export type PlanTab = 'plans' | 'drafts';

const TABS: { id: PlanTab; label: string; to: string }[] = [
  { id: 'plans', label: 'My Smart Plans', to: '/plans' },
  { id: 'drafts', label: 'Incomplete Smart Plans', to: '/behaviour/drafts' },
];

/** The Smart Plans sub-navigation (spec 1 §2): two buttons, the current one marked. */
export function PlanTabs({ active }: { active: PlanTab }) {
  return (
    <Bar aria-label="Smart Plans">
      {TABS.map((tab) => (
        <Link key={tab.id} to={tab.to} aria-current={tab.id === active ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </Bar>
  );
}
