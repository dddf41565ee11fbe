import { useNavigate } from 'react-router-dom';
import { Button, SelectField, SubmitButton } from 'shared-ui';
import { roleOptions, type Role } from '../Roles/roleApi';
import { FormActions } from '../SystemUsers/ui';

/** The end of the invite and edit user forms: the role, then Back (to /users) and submit. */
export function UserFormFooter({
  roles,
  submitLabel,
}: {
  roles: readonly Role[];
  submitLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <>
      <SelectField
        name="role"
        label="Role"
        required
        requiredMessage="Please choose a role"
        options={roleOptions(roles)}
      />
      <FormActions>
        <Button variant="secondary" onClick={() => navigate('/users')}>
          Back
        </Button>
        <SubmitButton>{submitLabel}</SubmitButton>
      </FormActions>
    </>
  );
}
