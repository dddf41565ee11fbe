// "Smart Plans due for review" (issue 10 §7): the dashboard report plansDueForReview, shown to
// those who may see the plan (its author; everyone with sharedSmartPlans; the server picks the
// rows), Plus plans only.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type PlanDueRow } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Card, EmptyState, Spinner } from 'shared-ui';

export const PLANS_DUE_TITLE = 'Smart Plans due for review';
export const NO_PLANS_DUE_TEXT = 'No Smart Plans are due for review';

export type { PlanDueRow };

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    color: ${({ theme }) => theme.colours.deepBlue};
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colours.muted};
  }
  strong {
    color: ${({ theme }) => theme.colours.danger};
  }
`;

export function PlansDueCard({
  rows,
  loading,
}: {
  rows: PlanDueRow[] | undefined;
  loading: boolean;
}) {
  let body;
  if (loading && !rows) body = <Spinner />;
  else if (!rows || rows.length === 0) body = <EmptyState message={NO_PLANS_DUE_TEXT} />;
  else
    body = (
      <List>
        {rows.map((row) => (
          <li key={row.id}>
            <Link to={`/behaviour/${row.subject.id}/plan/${row.id}`}>
              {row.subject.firstName} {row.subject.lastName}
            </Link>
            <small>
              Review date {formatDate(row.reviewDate)} -{' '}
              {row.reviewStatus === 'overdue' ? <strong>Overdue</strong> : 'Due soon'}
            </small>
          </li>
        ))}
      </List>
    );
  return (
    <Card title={PLANS_DUE_TITLE} aria-label={PLANS_DUE_TITLE}>
      {body}
    </Card>
  );
}
