import { formatDate } from 'shared-api/dates';
import styled from 'styled-components';
import { EmptyState } from 'shared-ui';
import type { ResponseRow, SubmissionRow } from '../../data/submissions';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 640px;
  overflow-y: auto;
`;

const Item = styled.button`
  display: block;
  width: 100%;
  text-align: left;
  font: inherit;
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colours.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.white};
  color: ${({ theme }) => theme.colours.text};
  cursor: pointer;
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colours.orange};
    box-shadow: inset 4px 0 0 ${({ theme }) => theme.colours.orange};
  }
  strong {
    color: ${({ theme }) => theme.colours.deepBlue};
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    overflow-wrap: anywhere;
  }
`;

const answer = (rows: ResponseRow[], key: string) =>
  rows.find((r) => r.questionKey === key)?.response;

/** The person's logs, newest first; choosing one loads it into the form. */
export function LogList({
  logs,
  responses,
  currentId,
  onChoose,
}: {
  logs: SubmissionRow[];
  responses: Map<number, ResponseRow[]>;
  currentId: number | null;
  onChoose: (id: number) => void;
}) {
  if (logs.length === 0) return <EmptyState message="No Logs available" />;
  return (
    <List aria-label="Logs">
      {logs.map((log) => {
        const rows = responses.get(log.id) ?? [];
        const date = formatDate(answer(rows, 'concernDate') ?? log.createdAt);
        const time = answer(rows, 'concernTime') ?? '';
        const type = answer(rows, 'positiveNegative') ?? '';
        const concern = answer(rows, 'concern');
        return (
          <li key={log.id}>
            <Item
              type="button"
              aria-current={log.id === currentId}
              onClick={() => onChoose(log.id)}
            >
              <strong>
                {date} {time}
              </strong>{' '}
              - {type}
              <p>{concern ?? 'No concern recorded'}</p>
            </Item>
          </li>
        );
      })}
    </List>
  );
}
