import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { acceptInvitation, getInvitation, type InvitationInfo } from 'shared-api';
import { Spinner, toast } from 'shared-ui';
import { AuthLayout, Intro } from '../../components/AuthLayout';
import { errorText } from '../../components/errorText';
import { InvitationForm, type InvitationValues } from './InvitationForm';

export const ACCOUNT_ACTIVATED = 'Your account has been activated. Please login to continue.';
export const INVALID_INVITATION = 'This invitation is invalid or has expired';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; invitation: InvitationInfo }
  | { status: 'failed'; message: string };

/** /user/activate?token=: a person invited by an administrator sets up their account. */
export function ActivateInvitationScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [load, setLoad] = useState<Load>(
    token ? { status: 'loading' } : { status: 'failed', message: INVALID_INVITATION },
  );

  useEffect(() => {
    if (!token) return;
    let active = true;
    getInvitation(token).then(
      (invitation) => active && setLoad({ status: 'ready', invitation }),
      (error: unknown) => active && setLoad({ status: 'failed', message: errorText(error) }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  const submit = async ({ firstname, lastname, password }: InvitationValues) => {
    try {
      await acceptInvitation(token, {
        firstname: firstname.trim(),
        lastname: lastname.trim(),
        password,
        tandc: true,
      });
      toast.success(ACCOUNT_ACTIVATED);
      navigate('/login', { replace: true });
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <AuthLayout title="Accept your invitation">
      {load.status === 'loading' && <Spinner label="Loading your invitation..." />}
      {load.status === 'failed' && (
        <>
          <Intro role="alert">{load.message}</Intro>
          <p>Please ask your organisation&apos;s administrator to send you a new invitation.</p>
          <Link to="/login">&lt; Back to login</Link>
        </>
      )}
      {load.status === 'ready' && (
        <>
          <Intro>
            You have been invited to join <strong>{load.invitation.organisationName}</strong> on
            BeSmart. Your account will use the e-mail address{' '}
            <strong>{load.invitation.email}</strong>.
          </Intro>
          <InvitationForm onSubmit={submit} />
        </>
      )}
    </AuthLayout>
  );
}
