import { Link, useNavigate } from 'react-router-dom';
import { api, formatDate, useTerms, withTerms } from 'shared-api';
import {
  Button,
  Card,
  confirmDialog,
  DataTable,
  PageHeader,
  Spinner,
  toast,
  type DataTableColumn,
} from 'shared-ui';
import { errorText, LoadError, Notice, Page, RowActions } from '../SystemUsers/ui';
import {
  GLOBAL_ADMINS_ONLY,
  useIsGlobalAdmin,
  useOrganisations,
  type OrganisationRow,
} from './organisationApi';

export const ORGANISATION_DELETED = 'Organisation deleted';

/** /services: every organisation, for global administrators (spec 3 §2.15). */
export function ServicesScreen() {
  const terms = useTerms();
  const navigate = useNavigate();
  const allowed = useIsGlobalAdmin();
  const { data, error, mutate } = useOrganisations(allowed);

  if (!allowed) {
    return (
      <Page>
        <PageHeader title={terms.Services} />
        <Card>
          <Notice role="alert">{withTerms(GLOBAL_ADMINS_ONLY, terms)}</Notice>
        </Card>
      </Page>
    );
  }

  const remove = async (row: OrganisationRow) => {
    if (!(await confirmDialog(`Are you sure you want to delete ${row.name}?`))) return;
    try {
      await api.delete(`/api/organisations/${row.id}`);
      toast.success(ORGANISATION_DELETED);
      await mutate();
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  const columns: DataTableColumn<OrganisationRow>[] = [
    { key: 'name', header: 'Name' },
    {
      key: 'createdAt',
      header: 'Date created',
      render: (row) => formatDate(row.createdAt),
      sortValue: (row) => row.createdAt ?? '',
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <RowActions>
          <Link to={`/service/${row.id}/edit`} aria-label={`Edit ${row.name}`}>
            Edit
          </Link>
          <Button
            variant="danger"
            aria-label={`Delete ${row.name}`}
            onClick={() => void remove(row)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={terms.Services}
        actions={<Button onClick={() => navigate('/service/new/edit')}>Add {terms.Service}</Button>}
      />
      <Card>
        {error ? (
          <LoadError error={error} />
        ) : !data ? (
          <Spinner label="Loading..." />
        ) : (
          <DataTable
            caption={terms.Services}
            columns={columns}
            rows={data.data}
            rowKey={(row) => row.id}
            initialSort={{ key: 'name', direction: 'asc' }}
            emptyText="There are no records to display."
          />
        )}
      </Card>
    </Page>
  );
}
