import { formatDate } from 'shared-api/dates';
import { DataTable, type DataTableColumn } from 'shared-ui';
import { ScrollArea } from '../../../components/ScrollArea';
import type { PlanLogRow } from '../../../data/plans';
import { FOLLOW_UP_QUESTIONS } from '../questions';
import { ListQuestion, Section } from './Section';

export const NO_LOGS_TEXT = 'No logs have been added to this Smart Plan.';

const when = (date: string, time: string) =>
  date ? `${formatDate(date)}${time ? ` ${time}` : ''}` : '-';

const columns: DataTableColumn<PlanLogRow>[] = [
  { key: 'log', header: 'Log', render: (row) => row.log || '-' },
  {
    key: 'recorded',
    header: 'Recorded',
    render: (row) => when(row.recordedDate, row.recordedTime),
    sortValue: (row) => `${row.recordedDate} ${row.recordedTime}`,
  },
  { key: 'recordedBy', header: 'By', render: (row) => row.recordedBy || '-' },
  { key: 'action', header: 'Action', render: (row) => row.action || '-' },
  { key: 'actionedBy', header: 'By', render: (row) => row.actionedBy || '-' },
  {
    key: 'actionDate',
    header: 'Date',
    render: (row) => (row.actionDate ? formatDate(row.actionDate) : '-'),
  },
];

/** Tab 3 'Follow Up Support', and the logs marked "Add to Smart Plan" (read-only). */
export function FollowUpPage({ logs }: { logs: PlanLogRow[] }) {
  return (
    <>
      {FOLLOW_UP_QUESTIONS.map((q) => (
        <ListQuestion key={q.key} question={q} />
      ))}
      <Section title="Logs">
        <ScrollArea label="Logs added to this Smart Plan">
          <DataTable
            caption="Logs added to this Smart Plan"
            columns={columns}
            rows={logs}
            rowKey={(row) => row.id}
            initialSort={{ key: 'recorded', direction: 'desc' }}
            emptyText={NO_LOGS_TEXT}
          />
        </ScrollArea>
      </Section>
    </>
  );
}
