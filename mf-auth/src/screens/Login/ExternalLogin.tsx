import { useState } from 'react';
import { ssoStartUrl, ssoStatus } from 'shared-api';
import { Button, toast } from 'shared-ui';
import styled from 'styled-components';
import { browserRedirect } from '../../browserRedirect';
import { errorText } from '../../components/errorText';

export const SSO_NOT_SET_UP =
  'Single sign-on is not set up for this portal. Please sign in with your e-mail address and password, or ask your organisation’s administrator about single sign-on.';

const Notice = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colours.infoBackground};
  color: ${({ theme }) => theme.colours.deepBlue};
`;

/** Starts single sign-on with a full-page redirect when the server has it configured. */
export function ExternalLogin() {
  const [checking, setChecking] = useState(false);
  const [unavailable, setUnavailable] = useState(false);

  const start = async () => {
    setChecking(true);
    try {
      const { configured } = await ssoStatus();
      if (configured) {
        browserRedirect.go(ssoStartUrl());
        return;
      }
      setUnavailable(true);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setChecking(false);
    }
  };

  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => void start()}
        disabled={checking}
        aria-describedby={unavailable ? 'sso-unavailable' : undefined}
      >
        Sign in with the external login
      </Button>
      <div role="status" aria-live="polite">
        {unavailable && <Notice id="sso-unavailable">{SSO_NOT_SET_UP}</Notice>}
      </div>
    </div>
  );
}
