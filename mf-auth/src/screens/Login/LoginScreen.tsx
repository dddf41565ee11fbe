import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  login,
  needsVerification,
  requestPasswordReset,
  safeReturnTo,
  signup,
  storeLogin,
  type LoginData,
  type SignupData,
} from 'shared-api';
import { Button, toast } from 'shared-ui';
import styled from 'styled-components';
import { AuthLayout, Divider } from '../../components/AuthLayout';
import { errorText } from '../../components/errorText';
import { CredentialsForm, type Credentials } from './CredentialsForm';
import { ExternalLogin } from './ExternalLogin';
import { ForgottenPasswordForm } from './ForgottenPasswordForm';
import { SignUpForm } from './SignUpForm';
import { VerificationForm } from './VerificationForm';

export const RESET_REQUESTED = 'A password reset has been requested. Please check your inbox.';
export const SIGNED_UP = 'Your account has been created. Please sign in to continue.';

type View =
  | { kind: 'login' }
  | { kind: 'verify'; credentials: Credentials }
  | { kind: 'forgot' }
  | { kind: 'signup' };

const TITLES: Record<View['kind'], string> = {
  login: 'Sign in to BeSmart',
  verify: 'Check your e-mail',
  forgot: 'Reset your password',
  signup: 'Create an account',
};

const SignUpPrompt = styled.p`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

/** /login: credentials, then (new browser) the e-mailed code; forgotten password; sign-up. */
export function LoginScreen() {
  const [view, setView] = useState<View>({ kind: 'login' });
  const [email, setEmail] = useState('');
  const [params] = useSearchParams();
  const navigate = useNavigate();

  const signedIn = (data: LoginData) => {
    storeLogin(data);
    navigate(safeReturnTo(params.get('returnTo')), { replace: true });
  };

  const submitCredentials = async (credentials: Credentials) => {
    const username = credentials.email.trim();
    setEmail(username);
    try {
      const result = await login({ username, password: credentials.password });
      if (needsVerification(result))
        setView({ kind: 'verify', credentials: { ...credentials, email: username } });
      else signedIn(result);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const submitCode = async (credentials: Credentials, verificationCode: string) => {
    try {
      const result = await login({
        username: credentials.email,
        password: credentials.password,
        verificationCode,
      });
      // A second code request means the first one was not accepted after all.
      if (needsVerification(result))
        toast.error('The verification code is incorrect or has expired');
      else signedIn(result);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  // Spec 1 §8: the 'requested' toast appears in every case, after the error toast on failure.
  const submitReset = async (address: string) => {
    setEmail(address);
    try {
      await requestPasswordReset(address);
    } catch (error) {
      toast.error(errorText(error));
    }
    toast.success(RESET_REQUESTED);
    setView({ kind: 'login' });
  };

  const submitSignUp = async (data: SignupData) => {
    try {
      await signup(data);
      setEmail(data.email);
      toast.success(SIGNED_UP);
      setView({ kind: 'login' });
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const backToLogin = () => setView({ kind: 'login' });

  return (
    <AuthLayout title={TITLES[view.kind]}>
      {view.kind === 'login' && (
        <>
          <CredentialsForm
            initialEmail={email}
            onSubmit={submitCredentials}
            onForgotten={() => setView({ kind: 'forgot' })}
          />
          <Divider />
          <ExternalLogin />
          <SignUpPrompt>
            Don&apos;t have an account?{' '}
            <Button variant="link" onClick={() => setView({ kind: 'signup' })}>
              Sign up
            </Button>
          </SignUpPrompt>
        </>
      )}
      {view.kind === 'verify' && (
        <VerificationForm
          email={view.credentials.email}
          onSubmit={(code) => submitCode(view.credentials, code)}
          onBack={backToLogin}
        />
      )}
      {view.kind === 'forgot' && (
        <ForgottenPasswordForm initialEmail={email} onSubmit={submitReset} onBack={backToLogin} />
      )}
      {view.kind === 'signup' && <SignUpForm onSubmit={submitSignUp} onBack={backToLogin} />}
    </AuthLayout>
  );
}
