import { Link } from 'react-router-dom';
import { Card, Spinner, type DataTableColumn } from 'shared-ui';
import { ReflowTable } from '../../components/reflow';
import { formatDate } from 'shared-api/dates';
import {
  linksToPdf,
  submissionIdOf,
  useActionLog,
  type ActionLogEntry,
} from '../../data/actionLog';
import { pdfViewerHref } from '../../data/submissions';

export const NO_ACTION_LOG_TEXT = 'No Action Log details available';
/** date-fns form of the spec's 'MMM Do YYYY-HH:mm'. */
export const ACTION_LOG_DATE = 'MMM do yyyy-HH:mm';

/** Spec 3 §2.10 Action Log; the two 'submitted' entries link to the submission's PDF. */
export function ActionLogCard({ userId }: { userId: number }) {
  const log = useActionLog(userId);

  const description = (entry: ActionLogEntry) => {
    const submissionId = linksToPdf(entry) ? submissionIdOf(entry) : undefined;
    const pdf = submissionId === undefined ? undefined : log.pdfBySubmission.get(submissionId);
    return pdf ? <Link to={pdfViewerHref(pdf)}>{entry.description}</Link> : entry.description;
  };

  const columns: DataTableColumn<ActionLogEntry>[] = [
    {
      key: 'createdAt',
      header: 'Date',
      render: (entry) => formatDate(entry.createdAt, ACTION_LOG_DATE),
    },
    { key: 'description', header: 'Description', render: description },
  ];

  return (
    <Card title="Action Log">
      {log.error && <p role="alert">{log.error.message}</p>}
      {log.loading ? (
        <Spinner />
      ) : (
        <ReflowTable
          caption="Action Log"
          columns={columns}
          rows={log.entries}
          rowKey={(entry) => entry.id}
          emptyText={NO_ACTION_LOG_TEXT}
        />
      )}
    </Card>
  );
}
