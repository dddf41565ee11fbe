import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { api, isEmailAddress, useSession } from 'shared-api';
import { TextField, toast } from 'shared-ui';
import type { Role } from '../Roles/roleApi';
import { errorText, errorType, useInvalidate } from '../SystemUsers/ui';
import { UserFormFooter } from './UserFormFooter';

export const USER_ADDED = 'User added';
export const SAVE_USER_ERROR = 'Error saving the user, please try again.';

interface InviteValues {
  email?: string;
  role?: string;
}

/** 'Invite User': the invited person gets an e-mail with a link to /user/activate. */
export function InviteUserForm({ roles }: { roles: readonly Role[] }) {
  const navigate = useNavigate();
  const { activeOrg } = useSession();
  const invalidate = useInvalidate();

  const submit = async ({ email, role }: InviteValues) => {
    try {
      await api.post('/api/user/invite', {
        body: {
          email: [email!.trim().toLowerCase()],
          role: Number(role),
          // Signed in, there is always an active organisation (the server checks it anyway).
          organisation: activeOrg?.id as number,
        },
      });
      await invalidate('/api/user');
      toast.success(USER_ADDED);
      navigate('/users');
    } catch (error) {
      // Over the organisation's user limit the server explains it in its own words.
      toast.error(errorType(error) === 'userlimit' ? errorText(error) : SAVE_USER_ERROR);
    }
  };

  return (
    <Form<InviteValues>
      onSubmit={submit}
      render={({ handleSubmit }) => (
        <form noValidate aria-label="Invite User" onSubmit={handleSubmit}>
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="off"
            required
            requiredMessage="Please enter an email address"
            validate={(value) =>
              value && !isEmailAddress(value.trim())
                ? 'Please enter a valid email address'
                : undefined
            }
            maxLength={254}
          />
          <UserFormFooter roles={roles} submitLabel="Invite User" />
        </form>
      )}
    />
  );
}
