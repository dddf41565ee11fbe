import { Button, SubmitButton, TextField } from 'shared-ui';
import { Actions, Intro } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';
import { validEmail } from '../../components/validators';

interface Props {
  initialEmail?: string;
  onSubmit: (email: string) => Promise<void>;
  onBack: () => void;
}

export function ForgottenPasswordForm({ initialEmail, onSubmit, onBack }: Props) {
  return (
    <>
      <Intro>
        Enter the e-mail address you sign in with. If it belongs to an account, we will send you a
        link to choose a new password. The link works once, for one hour.
      </Intro>
      <AuthForm<{ email: string }>
        label="Reset your password"
        onSubmit={({ email }) => onSubmit(email.trim())}
        initialValues={initialEmail ? { email: initialEmail } : undefined}
      >
        <>
          <TextField
            name="email"
            label="E-mail address"
            type="email"
            autoComplete="email"
            required
            requiredMessage="Please enter your e-mail address"
            validate={validEmail}
          />
          <Actions>
            <SubmitButton>Send reset link</SubmitButton>
            <Button variant="link" onClick={onBack}>
              &lt; Back to login
            </Button>
          </Actions>
        </>
      </AuthForm>
    </>
  );
}
