import { useNavigate, useParams } from 'react-router-dom';
import { useApi, useSession } from 'shared-api';
import { Button, Card, PageHeader, Spinner } from 'shared-ui';
import { mayDeleteStaff, mayResetStaffPassword } from '../../access/staffAccount';
import { useAdminAccess } from '../../access/useAdminAccess';
import { Withheld } from '../../components/Withheld';
import { useRoles, type Role } from '../Roles/roleApi';
import { LoadError, Page, Stack, useInvalidate } from '../SystemUsers/ui';
import { deleteSystemUser, displayName, resetUserPassword } from '../SystemUsers/userActions';
import { EditUserForm, STAFF_FIELDS, type StaffDetails } from './EditUserForm';
import { InviteUserForm } from './InviteUserForm';

const BREADCRUMBS = [{ label: 'System Users', to: '/users' }];

/** GET /api/user/{id}/role answers the user's roles: take this organisation's. */
export function currentRoleOf(
  list: readonly Pick<Partial<Role>, 'id' | 'organisation'>[],
  orgId?: number,
): number | null {
  const match = list.find(
    (role) => orgId === undefined || role.organisation === undefined || role.organisation === orgId,
  );
  return match?.id ?? null;
}

/** /user/{userid}/edit: 'new' invites a staff member, otherwise edits one (spec 3 §2.13). */
export function UserEditScreen() {
  const { userid = 'new' } = useParams();
  const access = useAdminAccess();
  const action = userid === 'new' ? 'inviteUser' : 'editUser';
  const allowed = access.can(action);
  // Without the permission nothing is fetched: the server would refuse every write anyway.
  const roles = useRoles(allowed);

  if (!allowed) {
    return (
      <Page>
        <PageHeader
          title={userid === 'new' ? 'Invite User' : 'Edit User'}
          breadcrumbs={BREADCRUMBS}
        />
        <Card>
          <Withheld reason={access.reason(action)} />
        </Card>
      </Page>
    );
  }
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
  const access = useAdminAccess();
  const targetId = Number(id);
  const reset = mayResetStaffPassword(access, targetId);
  const remove = mayDeleteStaff(access, targetId);
  const withheld = [reset, remove].flatMap((rule) => (rule.reason ? [rule.reason] : []));
  const invalidate = useInvalidate();
  const user = useApi(`/api/user/${Number(id)}`, { query: { fields: STAFF_FIELDS } });
  const role = useApi(`/api/user/${Number(id)}/role`);
  const error = user.error ?? role.error ?? rolesError;
  const ready = user.data && role.data && roles;
  const details = user.data?.data as StaffDetails | undefined;

  return (
    <Page>
      <PageHeader
        title={details ? displayName(details) : 'Edit User'}
        breadcrumbs={[...BREADCRUMBS, { label: 'Edit User' }]}
        actions={
          details && (
            <>
              {reset.allowed && (
                <Button variant="secondary" onClick={() => void resetUserPassword(details)}>
                  Reset Password
                </Button>
              )}
              {remove.allowed && (
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
              )}
            </>
          )
        }
      />
      <Stack>
        {details && withheld.length > 0 && (
          <div aria-label="Unavailable actions" role="note">
            {[...new Set(withheld)].map((reason) => (
              <Withheld key={reason} reason={reason} />
            ))}
          </div>
        )}
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
