import styled from 'styled-components';
import { formatDateTime } from 'shared-api/dates';
import { Card } from 'shared-ui';
import type { AiDraft } from '../../data/ai';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    margin-top: ${({ theme }) => theme.space(3)};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  p {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

export const NO_DRAFTS = 'No drafts have been saved on this incident yet.';

const author = (draft: AiDraft) =>
  draft.createdBy ? `${draft.createdBy.firstName} ${draft.createdBy.lastName}`.trim() : 'Unknown';

/** Letters saved as drafts on the incident, newest first, each opened in place. */
export function DraftList({ drafts }: { drafts: AiDraft[] }) {
  return (
    <Card title="Saved drafts" headingLevel={2} aria-label="Saved drafts">
      {drafts.length === 0 ? (
        <p>{NO_DRAFTS}</p>
      ) : (
        <List>
          {drafts.map((draft) => (
            <li key={draft.id}>
              <details>
                <summary>{`${draft.title}, saved ${formatDateTime(draft.createdAt)} by ${author(draft)}`}</summary>
                <p>{draft.text}</p>
              </details>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
