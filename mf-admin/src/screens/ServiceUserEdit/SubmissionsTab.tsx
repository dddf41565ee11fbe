import { useMemo } from 'react';
import { Button, Card, Spinner, confirmDialog, toast, type DataTableColumn } from 'shared-ui';
import { formatDate } from 'shared-api/dates';
import { downloadCsv } from 'shared-api/csv';
import { ReflowTable } from '../../components/reflow';
import { Toolbar } from '../../components/PageContainer';
import { useAdminAccess } from '../../access/useAdminAccess';
import { errorText } from '../../data/errors';
import {
  archiveSubmission,
  usePersonSubmissions,
  useResponses,
  type ResponseRow,
} from '../../data/submissions';
import { clickersCsv, clickersFileName } from './clickersCsv';

export const NO_LOGS_TEXT = 'No Logs available';
export const NO_CLICKERS_TEXT = 'No Clickers available';
export const NO_CONCERN_TEXT = 'No concern recorded';
export const DELETE_CONFIRM = 'Are you sure you want to delete this?';

interface Row {
  id: number;
  date: string;
  sortDate: string;
  text: string;
}

function answer(responses: ResponseRow[], submission: number, key: string): string | undefined {
  const found = responses.find((r) => r.submission === submission && r.questionKey === key);
  return found?.response && found.response.trim() !== '' ? found.response : undefined;
}

export interface SubmissionsTabProps {
  userId: number;
  kind: 'concern' | 'clicker';
  /** The person's name, for the CSV file name (Clickers). */
  personName?: string;
}

/** Spec 3 §2.9 Logs and Clickers: the person's Published ones, newest first, with delete. */
export function SubmissionsTab({ userId, kind, personName = '' }: SubmissionsTabProps) {
  const submissions = usePersonSubmissions(userId, kind);
  const ids = useMemo(
    () => (kind === 'concern' ? submissions.rows.map((s) => s.id) : []),
    [kind, submissions.rows],
  );
  const responses = useResponses(ids);
  const mayDelete = useAdminAccess().can('deleteLogOrClicker');

  const rows = useMemo<Row[]>(
    () =>
      submissions.rows.map((s) => {
        if (kind === 'clicker') {
          return {
            id: s.id,
            date: formatDate(s.createdAt),
            sortDate: s.createdAt,
            text: s.subType ?? '',
          };
        }
        const concernDate = answer(responses.rows, s.id, 'concernDate');
        return {
          id: s.id,
          date: formatDate(concernDate),
          sortDate: concernDate ?? '',
          text: answer(responses.rows, s.id, 'concern') ?? NO_CONCERN_TEXT,
        };
      }),
    [kind, submissions.rows, responses.rows],
  );

  const remove = async (id: number) => {
    if (!(await confirmDialog(DELETE_CONFIRM))) return;
    try {
      await archiveSubmission(id);
      await submissions.reload();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const columns: DataTableColumn<Row>[] = [
    { key: 'date', header: 'Date', sortValue: (row) => row.sortDate },
    { key: 'text', header: kind === 'concern' ? 'Concern' : 'Behaviour' },
  ];
  if (mayDelete) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <Button
          variant="link"
          aria-label={`Delete ${row.text}, ${row.date}`}
          onClick={() => void remove(row.id)}
        >
          Delete
        </Button>
      ),
    });
  }

  const title = kind === 'concern' ? 'Logs' : 'Clickers';
  const loading = submissions.loading || (ids.length > 0 && responses.loading);
  const exportClickers = () =>
    downloadCsv(
      clickersFileName(personName),
      clickersCsv(
        submissions.rows.map((s) => ({ createdAt: s.createdAt, behaviour: s.subType ?? '' })),
      ),
    );
  return (
    <Card title={title}>
      {kind === 'clicker' && (
        // Issue 14 §9: the list as CSV (formula cells neutralised) and printed without the portal's
        // menus and buttons (shared-ui's print styles).
        <Toolbar>
          <Button
            variant="secondary"
            disabled={loading || rows.length === 0}
            onClick={exportClickers}
          >
            Export CSV
          </Button>
          <Button variant="secondary" onClick={() => window.print()}>
            Print
          </Button>
        </Toolbar>
      )}
      {submissions.error && <p role="alert">{submissions.error.message}</p>}
      {loading ? (
        <Spinner />
      ) : (
        <ReflowTable
          caption={title}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          emptyText={kind === 'concern' ? NO_LOGS_TEXT : NO_CLICKERS_TEXT}
        />
      )}
    </Card>
  );
}
