import { useCallback, useEffect, useState } from 'react';
import { useSession, useTerms } from 'shared-api';
import { formatRelative } from 'shared-api/dates';
import {
  EditIcon,
  IconButton,
  IconLink,
  PageHeader,
  Spinner,
  toast,
  TrashIcon,
  type DataTableColumn,
} from 'shared-ui';
import { ReflowTable } from 'shared-ui/search';
import { fetchDrafts, type DraftRow } from '../../data/search';
import { IncidentTabs } from '../../components/IncidentTabs';
import { archiveIncident } from '../../components/results/IncidentActions';
import { mayArchiveDraft } from '../../permissions';

const draftEditPath = (row: DraftRow) =>
  row.subtype === 'highlevel'
    ? `/incident/high-level/${row.userId}/edit`
    : `/incident/${row.userId}/edit`;

/** Incomplete Incident Reports (/incident/drafts): the caller's own drafts. */
export function DraftsScreen() {
  const session = useSession();
  const terms = useTerms();
  const [rows, setRows] = useState<DraftRow[] | null>(null);
  // Every draft listed is the caller's own, which the server lets its author archive.
  const canDelete = mayArchiveDraft(session);

  const load = useCallback(async () => {
    try {
      setRows((await fetchDrafts()).rows);
    } catch (error) {
      setRows([]);
      toast.error(error instanceof Error ? error.message : 'Unknown Error: Please try again');
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load, session.activeOrg?.id]);

  const columns: DataTableColumn<DraftRow>[] = [
    { key: 'id', header: 'Draft ID' },
    {
      key: 'createdAt',
      header: 'Created',
      render: (row) => formatRelative(row.createdAt),
      sortValue: (row) => row.createdAt,
    },
    {
      key: 'child',
      header: terms.ServiceUser,
      render: (row) => `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
    },
    {
      key: 'edit',
      header: 'Edit',
      sortable: false,
      render: (row) => (
        <span style={{ display: 'inline-flex', gap: 2 }}>
          <IconLink label={`Edit draft ${row.id}`} to={draftEditPath(row)}>
            <EditIcon />
          </IconLink>
          {canDelete && (
            <IconButton
              label={`Delete draft ${row.id}`}
              onClick={() =>
                void archiveIncident(row.id).then((done) => {
                  if (done) void load();
                })
              }
            >
              <TrashIcon />
            </IconButton>
          )}
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Incomplete Incident Reports" />
      <IncidentTabs active="drafts" />
      {rows === null ? (
        <Spinner label="Loading drafts" />
      ) : (
        <ReflowTable
          columns={columns}
          rows={rows}
          rowKey={(row) => row.id}
          caption="Incomplete incident reports"
          initialSort={{ key: 'id', direction: 'desc' }}
          emptyText="There are no results to display"
        />
      )}
    </>
  );
}
