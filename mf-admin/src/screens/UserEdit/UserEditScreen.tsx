import { useNavigate, useParams } from 'react-router-dom';
import { useApi, useSession } from 'shared-api';
import { Button, Card, PageHeader, Spinner } from 'shared-ui';
import { useRoles, type Role } from '../Roles/roleApi';
import { LoadError, Page, Stack, useInvalidate } from '../SystemUsers/ui';
import { deleteSystemUser, displayName, resetUserPassword } from '../SystemUsers/userActions';
import { EditUserForm, type StaffDetails } from './EditUserForm';
import { InviteUserForm } from './InviteUserForm';

const BREADCRUMBS = [{ label: 'System Users', to: '/users' }];

/** GET /api/user/{id}/role may answer one role or the user's roles: take this organisation's. */
export function currentRoleOf(
  answer: Role | Role[] | null | undefined,
  orgId?: number,
): number | null {
  if (!answer) return null;
  const list = Array.isArray(answer) ? answer : [answer];
  const match = list.find(
    (role) => orgId === undefined || role.organisation === undefined || role.organisation === orgId,
  );
  return match?.id ?? null;
}

/** /user/{userid}/edit: 'new' invites a staff member, otherwise edits one (spec 3 §2.13). */
export function UserEditScreen() {
  const { userid = 'new' } = useParams();
  const roles = useRoles();

  if (userid === 'new') {
    return (
      <Page>
        <PageHeader title="Invite User" breadcrumbs={[...BREADCRUMBS, { label: 'Invite User' }]} />
        <Card>
          {roles.error ? (
            <LoadError error={roles.error} />
          ) : !roles.data ? (
            <Spinner label="Loading roles..." />
          ) : (
            <InviteUserForm roles={roles.data.data} />
          )}
        </Card>
      </Page>
    );
  }
  return <ExistingUser id={userid} roles={roles.data?.data} rolesError={roles.error} />;
}

function ExistingUser({
  id,
  roles,
  rolesError,
}: {
  id: string;
  roles?: Role[];
  rolesError?: unknown;
}) {
  const navigate = useNavigate();
  const { activeOrg } = useSession();
  const invalidate = useInvalidate();
  const user = useApi<StaffDetails>(`/api/user/${id}`, {
    fields: 'id,firstName,lastName,email,jobTitle',
  });
  const role = useApi<Role | Role[] | null>(`/api/user/${id}/role`);
  const error = user.error ?? role.error ?? rolesError;
  const ready = user.data && role.data && roles;
  const details = user.data?.data;

  return (
    <Page>
      <PageHeader
        title={details ? displayName(details) : 'Edit User'}
        breadcrumbs={[...BREADCRUMBS, { label: 'Edit User' }]}
        actions={
          details && (
            <>
              <Button variant="secondary" onClick={() => void resetUserPassword(details)}>
                Reset Password
              </Button>
              <Button
                variant="danger"
                onClick={async () => {
                  if (await deleteSystemUser(details)) {
                    await invalidate('/api/user');
                    navigate('/users');
                  }
                }}
              >
                Delete User
              </Button>
            </>
          )
        }
      />
      <Stack>
        <Card>
          {error ? (
            <LoadError error={error} />
          ) : !ready || !details ? (
            <Spinner label="Loading user..." />
          ) : (
            <EditUserForm
              user={{
                ...details,
                firstName: details.firstName ?? '',
                lastName: details.lastName ?? '',
                email: details.email ?? '',
                jobTitle: details.jobTitle ?? '',
              }}
              currentRoleId={currentRoleOf(role.data!.data, activeOrg?.id)}
              roles={roles}
              onSaved={() => void user.mutate()}
            />
          )}
        </Card>
      </Stack>
    </Page>
  );
}
