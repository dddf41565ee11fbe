import { useState } from 'react';
import { Button, PasswordField, SubmitButton, TextField } from 'shared-ui';
import { Actions } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';

export interface Credentials {
  email: string;
  password: string;
}

interface Props {
  initialEmail?: string;
  onSubmit: (values: Credentials) => Promise<void>;
  onForgotten: () => void;
}

export function CredentialsForm({ initialEmail, onSubmit, onForgotten }: Props) {
  // Fixed for the life of the form: new initial values would reset it, wiping the password the
  // user is about to correct after a refused sign-in.
  const [initialValues] = useState(() => (initialEmail ? { email: initialEmail } : undefined));
  return (
    <AuthForm<Credentials> label="Sign in" onSubmit={onSubmit} initialValues={initialValues}>
      <>
        <TextField
          name="email"
          label="E-mail address"
          type="email"
          autoComplete="username"
          required
          requiredMessage="Please enter your e-mail address"
        />
        <PasswordField
          name="password"
          label="Password"
          autoComplete="current-password"
          required
          requiredMessage="Please enter your password"
        />
        <Actions>
          <SubmitButton>Next</SubmitButton>
          <Button variant="link" onClick={onForgotten}>
            Forgotten your password?
          </Button>
        </Actions>
      </>
    </AuthForm>
  );
}
