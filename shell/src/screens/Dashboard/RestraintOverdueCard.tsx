// "Restraint records overdue: N" (issue 13): for safeguarding leads and organisation admins of
// plans with the Physical Intervention Report, linking to the oversight screen filtered to overdue.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  hasPlusOrCare,
  isOrgAdmin,
  isSafeguardingLead,
  useApi,
  type SessionState,
} from 'shared-api';
import { Card, Spinner } from 'shared-ui';

export const RESTRAINT_CARD_TITLE = 'Restraint records';
export const OVERDUE_LINK = '/restraint/oversight?state=overdue';

/** Who sees the card (the server answers the count to leads and admins only). */
export function showsRestraintCard(session: SessionState): boolean {
  return (isSafeguardingLead(session) || isOrgAdmin(session)) && hasPlusOrCare(session);
}

const Count = styled.p<{ $overdue: boolean }>`
  margin: 0;
  font-size: 1.125rem;
  a {
    color: ${({ theme, $overdue }) => ($overdue ? theme.colours.danger : theme.colours.deepBlue)};
    font-weight: 600;
  }
`;

export function RestraintOverdueCard() {
  const answer = useApi('/api/restraint/overdue-count');
  const overdue = answer.data?.data.overdue;
  let body;
  if (answer.error) body = <p role="alert">The overdue count could not be loaded.</p>;
  else if (overdue === undefined) body = <Spinner label="Loading the overdue count" />;
  else
    body = (
      <Count $overdue={overdue > 0}>
        <Link to={OVERDUE_LINK}>Restraint records overdue: {overdue}</Link>
      </Count>
    );
  return (
    <Card title={RESTRAINT_CARD_TITLE} aria-label={RESTRAINT_CARD_TITLE}>
      {body}
    </Card>
  );
}
