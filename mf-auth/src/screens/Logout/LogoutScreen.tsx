import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from 'shared-api';
import { Spinner } from 'shared-ui';
import { AuthLayout } from '../../components/AuthLayout';

/** /logout: revokes the token on the server, clears the session in every tab, then /login. */
export function LogoutScreen() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // shared-api's logout clears the local session even when the server cannot be reached.
    void logout().finally(() => navigate('/login', { replace: true }));
  }, [navigate]);

  return (
    <AuthLayout title="Signing out">
      <Spinner label="Signing you out..." />
    </AuthLayout>
  );
}
