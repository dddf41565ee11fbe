import { Button, SubmitButton } from 'shared-ui';
import { Actions, Intro } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';
import { CodeField } from './CodeField';

interface Props {
  email: string;
  onSubmit: (code: string) => Promise<void>;
  onBack: () => void;
}

export function VerificationForm({ email, onSubmit, onBack }: Props) {
  return (
    <>
      <Intro>
        This is the first time you have signed in from this browser, so we have e-mailed a 6-digit
        verification code to <strong>{email}</strong>. Enter it below to continue. The code expires
        after 10 minutes.
      </Intro>
      <AuthForm<{ code: string }>
        label="Enter the verification code"
        onSubmit={({ code }) => onSubmit(code.trim())}
      >
        <>
          <CodeField name="code" label="Verification code" />
          <Actions>
            <SubmitButton>Verify</SubmitButton>
            <Button variant="link" onClick={onBack}>
              &lt; Back to login
            </Button>
          </Actions>
        </>
      </AuthForm>
    </>
  );
}
