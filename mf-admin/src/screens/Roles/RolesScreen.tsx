import { useNavigate } from 'react-router-dom';
import { api, roleLabel } from 'shared-api';
import { Button, PageHeader, type DataTableColumn } from 'shared-ui';
import { useAdminAccess } from '../../access/useAdminAccess';
import { confirmDelete } from '../../components/confirmDelete';
import { createdColumn } from '../../components/createdColumn';
import { EditDeleteActions } from '../../components/EditDeleteActions';
import { ListCard } from '../../components/ListCard';
import { Page } from '../SystemUsers/ui';
import { useRoles, type Role } from './roleApi';

export const ROLE_DELETED = 'Role deleted';

/** /roles: the organisation's roles (spec 3 §2.14). */
export function RolesScreen() {
  const navigate = useNavigate();
  const canManage = useAdminAccess().can('manageRoles');
  const { data, error, mutate } = useRoles();

  const remove = (role: Role) =>
    confirmDelete({
      question: `Are you sure you want to delete the role ${roleLabel(role.title)}?`,
      remove: () => api.delete(`/api/role/${role.id}`),
      deleted: ROLE_DELETED,
      afterDelete: mutate,
    });

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => roleLabel(row.title),
      sortValue: (row) => roleLabel(row.title),
    },
    createdColumn(),
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <EditDeleteActions
          name={roleLabel(row.title)}
          editTo={`/role/${row.id}/edit`}
          onDelete={() => void remove(row)}
        />
      ),
    });
  }

  return (
    <Page>
      <PageHeader
        title="Roles"
        actions={canManage && <Button onClick={() => navigate('/role/new/edit')}>Add Role</Button>}
      />
      <ListCard
        error={error}
        rows={data?.data}
        loadingLabel="Loading roles..."
        caption="Roles"
        columns={columns}
        rowKey={(row) => row.id}
        initialSort={{ key: 'title', direction: 'asc' }}
      />
    </Page>
  );
}
