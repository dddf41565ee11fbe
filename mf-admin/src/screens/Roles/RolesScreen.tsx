import { Link, useNavigate } from 'react-router-dom';
import { api, formatDate, hasPermission, roleLabel, useSession } from 'shared-api';
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
import { errorText, LoadError, Page, RowActions } from '../SystemUsers/ui';
import { useRoles, type Role } from './roleApi';

export const ROLE_DELETED = 'Role deleted';

/** /roles: the organisation's roles (spec 3 §2.14). */
export function RolesScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const canManage = hasPermission(session, 'roleManage');
  const { data, error, mutate } = useRoles();

  const remove = async (role: Role) => {
    const sure = await confirmDialog(
      `Are you sure you want to delete the role ${roleLabel(role.title)}?`,
    );
    if (!sure) return;
    try {
      await api.delete(`/api/role/${role.id}`);
      toast.success(ROLE_DELETED);
      await mutate();
    } catch (err) {
      toast.error(errorText(err));
    }
  };

  const columns: DataTableColumn<Role>[] = [
    {
      key: 'title',
      header: 'Title',
      render: (row) => roleLabel(row.title),
      sortValue: (row) => roleLabel(row.title),
    },
    {
      key: 'createdAt',
      header: 'Date created',
      render: (row) => formatDate(row.createdAt),
      sortValue: (row) => row.createdAt ?? '',
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <RowActions>
          <Link to={`/role/${row.id}/edit`} aria-label={`Edit ${roleLabel(row.title)}`}>
            Edit
          </Link>
          <Button
            variant="danger"
            aria-label={`Delete ${roleLabel(row.title)}`}
            onClick={() => void remove(row)}
          >
            Delete
          </Button>
        </RowActions>
      ),
    });
  }

  return (
    <Page>
      <PageHeader
        title="Roles"
        actions={canManage && <Button onClick={() => navigate('/role/new/edit')}>Add Role</Button>}
      />
      <Card>
        {error ? (
          <LoadError error={error} />
        ) : !data ? (
          <Spinner label="Loading roles..." />
        ) : (
          <DataTable
            caption="Roles"
            columns={columns}
            rows={data.data}
            rowKey={(row) => row.id}
            initialSort={{ key: 'title', direction: 'asc' }}
            emptyText="There are no records to display."
          />
        )}
      </Card>
    </Page>
  );
}
