import type { SignupData } from 'shared-api';
import { Button, SubmitButton, TextField } from 'shared-ui';
import { Actions, Intro } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';
import { passwordProblemOf } from '../../components/passwordRules';
import { NewPasswordField } from '../../components/NewPasswordField';
import { TermsCheckbox } from '../../components/TermsCheckbox';
import { validEmail } from '../../components/validators';

export type SignUpValues = SignupData & { tandc?: boolean };

interface Props {
  onSubmit: (data: SignupData) => Promise<void>;
  onBack: () => void;
}

/** A new organisation with the person signing up as its administrator (contract §1 signup). */
export function SignUpForm({ onSubmit, onBack }: Props) {
  return (
    <>
      <Intro>
        Create a BeSmart account for your school or care service. You will be its administrator and
        can invite your colleagues once you have signed in.
      </Intro>
      <AuthForm<SignUpValues>
        label="Create an account"
        onSubmit={async ({ tandc: _tandc, ...data }) => {
          const problem = await passwordProblemOf(data.password);
          if (problem) return { password: problem };
          await onSubmit({
            ...data,
            firstName: data.firstName.trim(),
            lastName: data.lastName.trim(),
            email: data.email.trim(),
            organisationName: data.organisationName.trim(),
          });
        }}
      >
        <>
          <TextField
            name="firstName"
            label="First name"
            autoComplete="given-name"
            required
            requiredMessage="Please enter your first name"
            maxLength={100}
          />
          <TextField
            name="lastName"
            label="Last name"
            autoComplete="family-name"
            required
            requiredMessage="Please enter your last name"
            maxLength={100}
          />
          <TextField
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            requiredMessage="Please enter your e-mail address"
            validate={validEmail}
          />
          <TextField
            name="organisationName"
            label="Organisation name"
            autoComplete="organization"
            hint="The school, trust, home or care service you work for."
            required
            requiredMessage="Please enter the name of your organisation"
            maxLength={200}
          />
          <NewPasswordField />
          <TermsCheckbox />
          <Actions>
            <SubmitButton>Create account</SubmitButton>
            <Button variant="link" onClick={onBack}>
              &lt; Back to login
            </Button>
          </Actions>
        </>
      </AuthForm>
    </>
  );
}
