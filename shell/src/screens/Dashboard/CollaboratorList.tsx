import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { api, useSession, type CollaboratorReportRow } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import { Button, Card, EmptyState, Spinner, toast } from 'shared-ui';
import { incidentLink, incidentNumber, pendingRows } from './collaboratorRows';

export const NO_INCIDENTS_TEXT = 'No incidents to display';
const LIST_TITLE = "Incidents I'm collaborating on";

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  a {
    flex: 1;
    min-width: 0;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colours.muted};
  }
`;

interface Props {
  rows: CollaboratorReportRow[] | undefined;
  loading: boolean;
  /** Called after an acknowledgement so the report is fetched again. */
  onChanged: () => unknown;
}

export function CollaboratorList({ rows, loading, onChanged }: Props) {
  const { userDetails } = useSession();
  const [acknowledged, setAcknowledged] = useState<ReadonlySet<number>>(new Set());
  const [busy, setBusy] = useState<number | null>(null);
  const visible = pendingRows(rows ?? [], userDetails?.id, acknowledged);

  const acknowledge = async (row: CollaboratorReportRow) => {
    setBusy(row.id);
    try {
      await api.post(`/api/formsubmission/${row.id}/acknowledge`, { body: { status: true } });
      setAcknowledged((previous) => new Set(previous).add(row.id));
      await onChanged();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  let body;
  if (loading && !rows) body = <Spinner />;
  else if (visible.length === 0) body = <EmptyState message={NO_INCIDENTS_TEXT} />;
  else
    body = (
      <List>
        {visible.map((row) => (
          <li key={row.id}>
            <Link to={incidentLink(row)}>
              <strong>{incidentNumber(row)}</strong> {row.studentFirstname} {row.studentLastname}
              <small>
                {formatDate(row.dateOfIncident)} - reported by {row.authorFirstname}{' '}
                {row.authorLastname}
              </small>
            </Link>
            <Button
              variant="secondary"
              aria-label={`Acknowledge ${incidentNumber(row)}`}
              disabled={busy === row.id}
              onClick={() => void acknowledge(row)}
            >
              X
            </Button>
          </li>
        ))}
      </List>
    );

  return (
    <Card title={LIST_TITLE} aria-label={LIST_TITLE}>
      {body}
    </Card>
  );
}
