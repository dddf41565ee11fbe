import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { ApiError, SHARE_TEXTS } from 'shared-api';
import type { ShareAccess } from 'shared-api/schemas';
import { Button, Spinner, SubmitButton } from 'shared-ui';
import { Actions, AuthLayout, Intro } from '../../components/AuthLayout';
import { AuthForm } from '../../components/AuthForm';
import { errorText } from '../../components/errorText';
import { CodeField } from '../Login/CodeField';
import { fetchSharedPdf, isLinkToken, requestCode, verifyCode } from './sharedApi';

export const TITLE = 'Shared document';
export const NEW_CODE_SENT = 'We have sent a new code to your e-mail address.';

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 70vh;
  min-height: 320px;
  border: 1px solid ${({ theme }) => theme.colours.border};
  background: ${({ theme }) => theme.colours.white};
`;

/** The document needs the width of the page, not the sign-in card's. */
const WidePage = styled.div`
  max-width: 70rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: 1.375rem;
    color: ${({ theme }) => theme.colours.deepBlue};
  }
`;

const Problem = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colours.danger};
  font-weight: 600;
`;

const Download = styled.a`
  display: inline-block;
  margin: ${({ theme }) => theme.space(3)} 0;
  font-weight: 600;
`;

/** Reads the link token from the address bar's fragment once; the server never sees it in a URL. */
function tokenFromHash(): string | null {
  const token = window.location.hash.replace(/^#/, '');
  return isLinkToken(token) ? token : null;
}

type Step =
  | { kind: 'invalid' }
  | { kind: 'code'; problem: string | null; note: string | null; usedUp: boolean }
  | { kind: 'document'; access: ShareAccess };

/**
 * /shared#<token>: a key contact (no account) opens one document. The page takes the token out of
 * the address bar at once, asks the server to mail a code, checks the code, then shows the PDF
 * (with a download link) while the short access lasts.
 */
export function SharedDocumentScreen() {
  const [token] = useState(tokenFromHash);
  const [step, setStep] = useState<Step>(() =>
    token ? { kind: 'code', problem: null, note: null, usedUp: false } : { kind: 'invalid' },
  );
  const opened = useRef(false);

  useEffect(() => {
    // The token leaves the address bar (history, screenshots, shoulder-surfing) before anything else.
    if (window.location.hash) {
      const { pathname, search } = window.location;
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    }
    if (!token || opened.current) return;
    opened.current = true;
    requestCode(token).catch((error: unknown) =>
      setStep({ kind: 'code', problem: errorText(error), note: null, usedUp: false }),
    );
  }, [token]);

  const sendNewCode = async () => {
    if (!token) return;
    try {
      await requestCode(token);
      setStep({ kind: 'code', problem: null, note: NEW_CODE_SENT, usedUp: false });
    } catch (error) {
      setStep({ kind: 'code', problem: errorText(error), note: null, usedUp: false });
    }
  };

  const submit = async ({ code }: { code: string }) => {
    if (!token) return;
    try {
      const access = await verifyCode(token, code.trim());
      setStep({ kind: 'document', access });
    } catch (error) {
      const message = errorText(error);
      if (message === SHARE_TEXTS.notValid) setStep({ kind: 'invalid' });
      else {
        setStep({
          kind: 'code',
          problem: message,
          note: null,
          usedUp: message === SHARE_TEXTS.codeUsedUp,
        });
      }
    }
  };

  if (step.kind === 'invalid') {
    return (
      <AuthLayout title={TITLE}>
        <Intro role="alert">{SHARE_TEXTS.notValid}</Intro>
        <Intro>If you still need the document, ask the sender to share it with you again.</Intro>
      </AuthLayout>
    );
  }

  if (step.kind === 'document') {
    return <SharedPdf access={step.access} onEnded={() => setStep({ kind: 'invalid' })} />;
  }

  return (
    <AuthLayout title={TITLE}>
      <Intro>{SHARE_TEXTS.enterCode}</Intro>
      <div aria-live="polite">
        {step.problem && <Problem role="alert">{step.problem}</Problem>}
        {step.note && <Intro>{step.note}</Intro>}
      </div>
      <AuthForm<{ code: string }> label="Enter the code" onSubmit={submit}>
        <>
          <CodeField name="code" label="Code" />
          <Actions>
            <SubmitButton>Open the document</SubmitButton>
            <Button variant="link" onClick={() => void sendNewCode()}>
              Send a new code
            </Button>
          </Actions>
        </>
      </AuthForm>
      {step.usedUp ? null : (
        <Intro>
          The code works once, for 10 minutes. Check your junk mail folder if it has not arrived.
        </Intro>
      )}
    </AuthLayout>
  );
}

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });

/** The PDF (fetched once with the access token) inline and as a download. */
function SharedPdf({ access, onEnded }: { access: ShareAccess; onEnded: () => void }) {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;

  useEffect(() => {
    const controller = new AbortController();
    let created: string | null = null;
    fetchSharedPdf(access.accessToken, controller.signal)
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch((error: unknown) => {
        if ((error as Error)?.name === 'AbortError') return;
        if (error instanceof ApiError && error.status === 401) ended.current();
        else setProblem(errorText(error));
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [access.accessToken]);

  return (
    <WidePage>
      <h1>{TITLE}</h1>
      {problem ? (
        <Problem role="alert">{problem}</Problem>
      ) : objectUrl ? (
        <>
          <Intro>
            You can read or save the document until {timeOf(access.expiresAt)}. After that, open the
            link from your e-mail again.
          </Intro>
          <Download href={objectUrl} download={access.fileName}>
            Download the PDF ({access.fileName})
          </Download>
          <Frame title="The shared document" src={objectUrl} />
        </>
      ) : (
        <Spinner label="Loading document" />
      )}
    </WidePage>
  );
}
