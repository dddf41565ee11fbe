import { useNavigate } from 'react-router-dom';
import { useApi, type UserWithCpoms, type WithFields } from 'shared-api';
import { Button, PageHeader, type DataTableColumn } from 'shared-ui';
import { mayDeleteStaff, mayResetStaffPassword } from '../../access/staffAccount';
import { useAdminAccess } from '../../access/useAdminAccess';
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
} as const;
/** Without userManage other staff members' e-mail addresses are not asked for (nor shown). */
export const USER_LIST_QUERY_NO_EMAIL = {
  ...USER_LIST_QUERY,
  fields: 'id,firstName,lastName,createdAt',
} as const;

type Row = WithFields<Partial<UserWithCpoms>, (typeof USER_LIST_QUERY)['fields']>;

/** /users: the organisation's staff (spec 3 §2.12). */
export function SystemUsersScreen() {
  const navigate = useNavigate();
  const access = useAdminAccess();
  const canManage = access.can('editUser');
  const seeEmails = access.can('seeStaffEmails');
  const { data, error, mutate } = useApi('/api/user', {
    query: seeEmails ? USER_LIST_QUERY : USER_LIST_QUERY_NO_EMAIL,
  });

  const columns: DataTableColumn<Row>[] = [
    { key: 'name', header: 'Name', render: (row) => displayName(row), sortValue: displayName },
  ];
  // Spec 3 §2.12: on small screens the e-mail and created columns are hidden.
  if (seeEmails) columns.push({ key: 'email', header: 'E-mail', hideOnSmall: true });
  columns.push({ ...createdColumn<Row>('Created'), hideOnSmall: true });
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      sortable: false,
      render: (row) => (
        <EditDeleteActions
          name={displayName(row)}
          editTo={`/user/${row.id}/edit`}
          onDelete={
            mayDeleteStaff(access, row.id).allowed
              ? async () => {
                  if (await deleteSystemUser(row)) await mutate();
                }
              : undefined
          }
        >
          {mayResetStaffPassword(access, row.id).allowed && (
            <Button
              variant="secondary"
              aria-label={`Reset password of ${displayName(row)}`}
              onClick={() => void resetUserPassword(row)}
            >
              Reset password
            </Button>
          )}
        </EditDeleteActions>
      ),
    });
  }

  return (
    <Page>
      <PageHeader
        title="System Users"
        actions={
          <>
            {access.can('importUsers') && (
              <Button variant="secondary" onClick={() => navigate('/user/new/upload')}>
                Bulk Upload
              </Button>
            )}
            {access.can('inviteUser') && (
              <Button onClick={() => navigate('/user/new/edit')}>Add User</Button>
            )}
          </>
        }
      />
      <ListCard
        error={error}
        rows={data?.data as Row[] | undefined}
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
