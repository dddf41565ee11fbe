// One deadline item (recorded, parents told, sign-off, debrief) as words: its state, when it is
// due or was done, and how late. Colour is never the only signal (the state is written).
import { formatDateTime } from 'shared-api/dates';
import styled from 'styled-components';
import { lateness, STATE_LABELS, type RestraintItem } from '../../data/restraint';

const Tag = styled.strong<{ $tone: 'ok' | 'warn' | 'bad' | 'plain' }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  border: 1px solid currentColor;
  font-size: 0.875rem;
  color: ${({ theme, $tone }) =>
    $tone === 'bad'
      ? theme.colours.danger
      : $tone === 'ok'
        ? theme.colours.deepBlue
        : theme.colours.text};
`;

const Detail = styled.span`
  display: block;
  font-size: 0.875rem;
`;

/** The sentence under the state: "Done 12/03/2026 10:05 (2 h 5 min late)", "Due by ...". */
export function itemDetail(item: RestraintItem): string {
  if (item.state === 'done') {
    const when = item.doneAt ? `Done ${formatDateTime(item.doneAt)}` : 'Done';
    return item.lateByMinutes && item.lateByMinutes > 0
      ? `${when} (${lateness(item.lateByMinutes)} late)`
      : `${when} (on time)`;
  }
  if (!item.dueAt) return 'No deadline';
  if (item.state === 'overdue') {
    const by = item.lateByMinutes > 0 ? ` (${lateness(item.lateByMinutes)} overdue)` : '';
    return `Was due by ${formatDateTime(item.dueAt)}${by}`;
  }
  return `Due by ${formatDateTime(item.dueAt)}`;
}

export function ItemStatus({ item }: { item: RestraintItem }) {
  const late = item.state === 'done' && Boolean(item.lateByMinutes && item.lateByMinutes > 0);
  const tone =
    item.state === 'overdue' || late
      ? 'bad'
      : item.state === 'due'
        ? 'warn'
        : item.state === 'done'
          ? 'ok'
          : 'plain';
  return (
    <span>
      <Tag $tone={tone}>{late ? 'Done late' : STATE_LABELS[item.state]}</Tag>
      <Detail>{itemDetail(item)}</Detail>
    </span>
  );
}
