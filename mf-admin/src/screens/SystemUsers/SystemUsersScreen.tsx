import { useNavigate } from 'react-router-dom';
import { hasPermission, useApi, useSession, type User } from 'shared-api';
import { Button, PageHeader, type DataTableColumn } from 'shared-ui';
import { createdColumn } from '../../components/createdColumn';
import { EditDeleteActions } from '../../components/EditDeleteActions';
import { ListCard } from '../../components/ListCard';
import { Page } from './ui';
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
  const { data, error, mutate } = useApi<Row[]>('/api/user', USER_LIST_QUERY);

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'Name', render: (row) => displayName(row), sortValue: displayName },
    { key: 'email', header: 'E-mail', hideOnSmall: true },
    { ...createdColumn<Row>('Created'), hideOnSmall: true },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <EditDeleteActions
          name={displayName(row)}
          editTo={`/user/${row.id}/edit`}
          onDelete={async () => {
            if (await deleteSystemUser(row)) await mutate();
          }}
        >
          <Button
            variant="secondary"
            aria-label={`Reset password of ${displayName(row)}`}
            onClick={() => void resetUserPassword(row)}
          >
            Reset password
          </Button>
        </EditDeleteActions>
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
      <ListCard
        error={error}
        rows={data?.data}
        loadingLabel="Loading users..."
        caption="System Users"
        columns={columns}
        rowKey={(row) => row.id}
        initialSort={{ key: 'name', direction: 'asc' }}
        pageStep={USERS_TABLE_STEP}
      />
    </Page>
  );
}
