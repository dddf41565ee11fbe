import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { api, type UserWithCpoms, type WithFields } from 'shared-api';
import { TextField, toast } from 'shared-ui';
import type { Role } from '../Roles/roleApi';
import { useInvalidate } from '../SystemUsers/ui';
import { SAVE_USER_ERROR } from './InviteUserForm';
import { UserFormFooter } from './UserFormFooter';

export const USER_UPDATED = 'User updated successfully';

export const STAFF_FIELDS = 'id,firstName,lastName,email,jobTitle';

/** A staff member as `GET /api/user/{id}` answers STAFF_FIELDS. */
export type StaffDetails = WithFields<Partial<UserWithCpoms>, typeof STAFF_FIELDS>;

interface EditValues {
  firstName?: string;
  lastName?: string;
  email?: string;
  jobTitle?: string;
  role?: string;
}

interface Props {
  user: StaffDetails;
  currentRoleId: number | null;
  roles: readonly Role[];
  onSaved: () => void;
}

const trimmed = (value?: string) => (value ?? '').trim();

/** Details of an existing staff member and their role in the active organisation. */
export function EditUserForm({ user, currentRoleId, roles, onSaved }: Props) {
  const navigate = useNavigate();
  const invalidate = useInvalidate();

  const submit = async (values: EditValues) => {
    try {
      await api.put(`/api/user/${user.id}`, {
        body: {
          data: {
            firstName: trimmed(values.firstName),
            lastName: trimmed(values.lastName),
            email: trimmed(values.email),
            jobTitle: trimmed(values.jobTitle),
          },
        },
      });
      // Spec 3 §4: the role changes by adding the user to a role, only when it differs.
      const roleId = Number(values.role);
      if (roleId !== currentRoleId) await api.post(`/api/role/${roleId}/user/${user.id}`);
      await invalidate('/api/user', `/api/user/${user.id}`, `/api/user/${user.id}/role`);
      toast.success(USER_UPDATED);
      onSaved();
      navigate('/users');
    } catch {
      toast.error(SAVE_USER_ERROR);
    }
  };

  return (
    <Form<EditValues>
      onSubmit={submit}
      initialValues={{
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email ?? '',
        jobTitle: user.jobTitle ?? '',
        role: currentRoleId === null ? undefined : String(currentRoleId),
      }}
      render={({ handleSubmit }) => (
        <form noValidate aria-label="Edit User" onSubmit={handleSubmit}>
          <TextField name="firstName" label="First name" required maxLength={100} />
          <TextField name="lastName" label="Last name" required maxLength={100} />
          <TextField name="email" label="Email" type="email" required maxLength={254} />
          <TextField name="jobTitle" label="Job title" required maxLength={200} />
          <UserFormFooter roles={roles} submitLabel="Save" />
        </form>
      )}
    />
  );
}
