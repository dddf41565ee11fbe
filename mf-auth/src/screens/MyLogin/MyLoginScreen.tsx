import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { exchangeSsoCode, storeLogin } from 'shared-api';
import { Spinner, toast } from 'shared-ui';
import { AuthLayout } from '../../components/AuthLayout';
import { errorText } from '../../components/errorText';

export const MISSING_SSO_CODE =
  'The single sign-on answer did not include a sign-in code. Please try again.';

/** /mylogin: the single sign-on callback. Exchanges the code once, then /dashboard (or / on error). */
export function MyLoginScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const started = useRef(false);
  const code = params.get('code');
  const state = params.get('state') ?? '';

  useEffect(() => {
    // Codes are single use: never exchange twice (re-renders, StrictMode's double effects).
    if (started.current) return;
    started.current = true;
    if (!code) {
      toast.error(MISSING_SSO_CODE);
      navigate('/', { replace: true });
      return;
    }
    exchangeSsoCode(code, state).then(
      (data) => {
        storeLogin(data);
        navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        navigate('/', { replace: true });
        toast.error(errorText(error));
      },
    );
  }, [code, state, navigate]);

  return (
    <AuthLayout title="Signing you in">
      <Spinner label="Signing you in with the external login..." />
    </AuthLayout>
  );
}
