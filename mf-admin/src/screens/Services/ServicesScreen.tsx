import { useNavigate } from 'react-router-dom';
import { api, useTerms, withTerms } from 'shared-api';
import { Button, Card, PageHeader, type DataTableColumn } from 'shared-ui';
import { confirmDelete } from '../../components/confirmDelete';
import { createdColumn } from '../../components/createdColumn';
import { EditDeleteActions } from '../../components/EditDeleteActions';
import { ListCard } from '../../components/ListCard';
import { Notice, Page } from '../SystemUsers/ui';
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

  const remove = (row: OrganisationRow) =>
    confirmDelete({
      question: `Are you sure you want to delete ${row.name}?`,
      remove: () => api.delete(`/api/organisations/${row.id}`),
      deleted: ORGANISATION_DELETED,
      afterDelete: mutate,
    });

  const columns: DataTableColumn<OrganisationRow>[] = [
    { key: 'name', header: 'Name' },
    createdColumn(),
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <EditDeleteActions
          name={row.name}
          editTo={`/service/${row.id}/edit`}
          onDelete={() => void remove(row)}
        />
      ),
    },
  ];

  return (
    <Page>
      <PageHeader
        title={terms.Services}
        actions={<Button onClick={() => navigate('/service/new/edit')}>Add {terms.Service}</Button>}
      />
      <ListCard
        error={error}
        rows={data?.data}
        loadingLabel="Loading..."
        caption={terms.Services}
        columns={columns}
        rowKey={(row) => row.id}
        initialSort={{ key: 'name', direction: 'asc' }}
      />
    </Page>
  );
}
