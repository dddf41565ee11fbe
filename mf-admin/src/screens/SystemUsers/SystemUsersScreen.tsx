import { Link, useNavigate } from 'react-router-dom';
import { formatDate, hasPermission, useApi, useSession, type User } from 'shared-api';
import { Button, Card, DataTable, PageHeader, Spinner, type DataTableColumn } from 'shared-ui';
import { LoadError, Page, RowActions } from './ui';
import { deleteSystemUser, displayName, resetUserPassword } from './userActions';

export const USERS_TABLE_STEP = 2000;
export const USER_LIST_QUERY = {
  type: 'user',
  fields: 'id,firstName,lastName,email,userName,createdAt',
  limit: 1000,
  where: { deleted: false },
};

type Row = Partial<User> & { id: number };

/** /users: the organisation's staff (spec 3 §2.12). */
export function SystemUsersScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const canManage = hasPermission(session, 'userManage');
  const { data, error, isLoading, mutate } = useApi<Row[]>('/api/user', USER_LIST_QUERY);

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'Name', render: (row) => displayName(row), sortValue: displayName },
    { key: 'email', header: 'E-mail', hideOnSmall: true },
    {
      key: 'createdAt',
      header: 'Created',
      hideOnSmall: true,
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
          <Button
            variant="secondary"
            aria-label={`Reset password of ${displayName(row)}`}
            onClick={() => void resetUserPassword(row)}
          >
            Reset password
          </Button>
          <Link to={`/user/${row.id}/edit`} aria-label={`Edit ${displayName(row)}`}>
            Edit
          </Link>
          <Button
            variant="danger"
            aria-label={`Delete ${displayName(row)}`}
            onClick={async () => {
              if (await deleteSystemUser(row)) await mutate();
            }}
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
        title="System Users"
        actions={
          canManage && (
            <>
              <Button variant="secondary" onClick={() => navigate('/user/new/upload')}>
                Bulk Upload
              </Button>
              <Button onClick={() => navigate('/user/new/edit')}>Add User</Button>
            </>
          )
        }
      />
      <Card>
        {error ? (
          <LoadError error={error} />
        ) : isLoading || !data ? (
          <Spinner label="Loading users..." />
        ) : (
          <DataTable
            caption="System Users"
            columns={columns}
            rows={data.data}
            rowKey={(row) => row.id}
            initialSort={{ key: 'name', direction: 'asc' }}
            pageStep={USERS_TABLE_STEP}
            emptyText="There are no records to display."
          />
        )}
      </Card>
    </Page>
  );
}
