import { SubmitButton, TextField } from 'shared-ui';
import { Actions } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';
import { passwordProblemOf } from '../../components/passwordRules';
import { NewPasswordField } from '../../components/NewPasswordField';
import { TermsCheckbox } from '../../components/TermsCheckbox';

export interface InvitationValues {
  firstname: string;
  lastname: string;
  password: string;
  tandc?: boolean;
}

export function InvitationForm({
  onSubmit,
}: {
  onSubmit: (values: InvitationValues) => Promise<void>;
}) {
  return (
    <AuthForm<InvitationValues>
      label="Accept the invitation"
      onSubmit={async (values) => {
        const problem = await passwordProblemOf(values.password);
        if (problem) return { password: problem };
        await onSubmit(values);
      }}
    >
      <>
        <TextField
          name="firstname"
          label="First name"
          autoComplete="given-name"
          required
          requiredMessage="Please enter your first name"
          maxLength={100}
        />
        <TextField
          name="lastname"
          label="Last name"
          autoComplete="family-name"
          required
          requiredMessage="Please enter your last name"
          maxLength={100}
        />
        <NewPasswordField />
        <TermsCheckbox />
        <Actions>
          <SubmitButton>Accept the invitation</SubmitButton>
        </Actions>
      </>
    </AuthForm>
  );
}
