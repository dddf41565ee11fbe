import { Link } from 'react-router-dom';
import { Card, Spinner, type DataTableColumn } from 'shared-ui';
import { ReflowTable } from '../../components/reflow';
import { formatDate } from 'shared-api/dates';
import { FlagBadge } from '../../components/FlagBadge';
import {
  besmartReference,
  pdfViewerHref,
  usePersonSubmissions,
  type PersonSubmissionRow as SubmissionRow,
} from '../../data/submissions';

const columns: DataTableColumn<SubmissionRow>[] = [
  {
    key: 'reference',
    header: 'Reference',
    render: (row) => besmartReference(row.reference),
    sortValue: (row) => Number(row.reference ?? 0),
  },
  { key: 'createdAt', header: 'Date', render: (row) => formatDate(row.createdAt) },
  {
    key: 'flag',
    header: 'Flag',
    render: (row) => <FlagBadge flag={row.flag} />,
  },
  {
    key: 'pdfUrl',
    header: 'PDF',
    sortable: false,
    render: (row) =>
      row.pdfUrl ? (
        <Link
          to={pdfViewerHref(row.pdfUrl)}
          aria-label={`PDF of ${besmartReference(row.reference)}`}
        >
          View PDF
        </Link>
      ) : (
        '-'
      ),
  },
];

/** The person's Published incident reports (current versions), newest first. */
export function SubmissionsCard({ userId }: { userId: number }) {
  const list = usePersonSubmissions(
    userId,
    'incidentreport',
    'id,reference,subType,flag,pdfUrl,createdAt',
  );
  return (
    <Card title="Incidents" style={{ marginBottom: '1rem' }}>
      {list.error && <p role="alert">{list.error.message}</p>}
      {list.loading ? (
        <Spinner />
      ) : (
        <ReflowTable
          caption="Incidents"
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          emptyText="There are no records to display."
        />
      )}
    </Card>
  );
}
