// Every follow-up of the record, newest first: current ones and the ones a newer entry of the same
// kind superseded (nothing is deleted; the history shows who recorded what and when).
import { formatDate, formatDateTime } from 'shared-api/dates';
import { Card, EmptyState } from 'shared-ui';
import styled from 'styled-components';
import { METHOD_LABELS, type FollowUp, type ParentMethod } from '../../data/restraint';

export const HISTORY_TITLE = 'Follow-up history';

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
    overflow-wrap: anywhere;
  }
  li:last-child {
    border-bottom: 0;
  }
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  small {
    color: ${({ theme }) => theme.colours.muted};
  }
`;

const KIND_LABELS = { parentReport: 'Parent report', signOff: 'Sign-off', debrief: 'Debrief' };

type NameOf = (id: unknown) => string;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The follow-up's content in one or two sentences. */
export function followUpSummary(item: FollowUp, nameOf: NameOf): string[] {
  const d = item.data;
  if (item.kind === 'parentReport') {
    if (d.outcome === 'withheld') {
      return [
        `Parents not told; the local authority was told on ${formatDate(text(d.localAuthorityToldOn))}.`,
        `Reason: ${text(d.reason)}`,
      ];
    }
    const method = METHOD_LABELS[d.method as ParentMethod] ?? text(d.method);
    return [
      `Told ${text(d.toldTo)} on ${formatDateTime(text(d.toldAt))} by ${method.toLowerCase()}; told by ${nameOf(d.toldBy)}.`,
    ];
  }
  if (item.kind === 'signOff') {
    return [
      `Spoke with the staff on ${formatDateTime(text(d.spokeWithStaffAt))}; signed as accurate.`,
      `Notes: ${text(d.conversationNote)}`,
    ];
  }
  return [
    `Debrief on ${formatDateTime(text(d.debriefAt))} by ${nameOf(d.debriefBy)}.`,
    `View: ${text(d.childView)}`,
  ];
}

export function FollowUpHistory({
  items,
  latestSubmissionId,
  nameOf,
}: {
  items: FollowUp[];
  latestSubmissionId: number;
  nameOf: NameOf;
}) {
  const sorted = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Card title={HISTORY_TITLE} aria-label={HISTORY_TITLE}>
      {sorted.length === 0 ? (
        <EmptyState message="Nothing has been recorded yet" />
      ) : (
        <List>
          {sorted.map((item) => (
            <li key={item.id}>
              <strong>{KIND_LABELS[item.kind]}</strong>{' '}
              <small>
                {formatDateTime(item.createdAt)} by {nameOf(item.createdBy)}
                {item.kind === 'signOff' ? ` - signs version ${item.version}` : ''}
                {item.kind === 'signOff' && item.submissionId !== latestSubmissionId
                  ? ' (an earlier version)'
                  : ''}
                {item.supersededAt ? ` - superseded ${formatDateTime(item.supersededAt)}` : ''}
              </small>
              {followUpSummary(item, nameOf).map((line) => (
                <p key={line}>{line}</p>
              ))}
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
