import { useState } from 'react';
import styled from 'styled-components';
import { api, useApi } from 'shared-api';
import { formatDate } from 'shared-api/dates';
import type { ShareItem, ShareOpening } from 'shared-api/schemas';
import { Button, Card, confirmDialog, toast } from 'shared-ui';

export const PANEL_TITLE = 'Shared links';
export const REVOKE_QUESTION =
  'Revoke this link? The recipient will no longer be able to open the document with it.';
export const REVOKED_TOAST = 'The link has been revoked';
const TIME = 'dd/MM/yyyy HH:mm';

const STATE_TEXT: Record<ShareItem['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

const STEP_TEXT: Record<ShareOpening['step'], string> = {
  open: 'Code requested',
  verify: 'Code entered',
  document: 'Document opened',
};

const REASON_TEXT: Record<string, string> = {
  codeSent: 'code sent',
  wrongCode: 'wrong code',
  codeExpired: 'code expired or already used',
  tooManyWrongCodes: 'too many wrong codes',
  expired: 'link expired',
  revoked: 'link revoked',
  accessExpired: 'access ended',
  notReady: 'document not ready',
};

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colours.border};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colours.muted};
`;

const Wrap = styled.div`
  margin-top: ${({ theme }) => theme.space(4)};
`;

const Actions = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Openings = styled.ol`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  font-size: 0.875rem;
`;

function openingText(o: ShareOpening): string {
  const what = o.ok ? STEP_TEXT[o.step] : `${STEP_TEXT[o.step]}: refused`;
  const why = o.reason && REASON_TEXT[o.reason] ? ` (${REASON_TEXT[o.reason]})` : '';
  return `${formatDate(o.at, TIME)} - ${what}${why}${o.clientIp ? ` from ${o.clientIp}` : ''}`;
}

/**
 * The links a document was shared by (key contacts without an account), each with every opening,
 * and Revoke for its sender, a safeguarding lead or an administrator (the server says who:
 * `mayRevoke`). Shows nothing for a document that was never shared.
 */
export function SharedLinksPanel({ fileId }: { fileId: number }) {
  const { data, error, mutate } = useApi('/api/share', { query: { fileId } });
  const [busy, setBusy] = useState<number | null>(null);
  const links = data?.data ?? [];

  const revoke = async (link: ShareItem) => {
    if (!(await confirmDialog({ message: REVOKE_QUESTION, confirmLabel: 'Revoke' }))) return;
    setBusy(link.id);
    try {
      await api.post(`/api/share/${link.id}/revoke`);
      toast.success(REVOKED_TOAST);
      await mutate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(null);
    }
  };

  if (error || links.length === 0) return null;
  return (
    <Wrap>
      <Card title={PANEL_TITLE} aria-label={PANEL_TITLE}>
        <Links>
          {links.map((link) => (
            <li key={link.id}>
              <Head>
                <strong>
                  {link.recipientName
                    ? `${link.recipientName} (${link.recipientEmail})`
                    : link.recipientEmail}
                </strong>
                <span>{STATE_TEXT[link.state]}</span>
              </Head>
              <Meta>
                Sent {formatDate(link.createdAt, TIME)}
                {link.createdBy
                  ? ` by ${link.createdBy.firstName} ${link.createdBy.lastName}`.trimEnd()
                  : ''}
                {link.state === 'revoked' && link.revokedAt
                  ? `; revoked ${formatDate(link.revokedAt, TIME)}`
                  : `; ${link.state === 'expired' ? 'expired' : 'expires'} ${formatDate(link.expiresAt, TIME)}`}
              </Meta>
              {link.openings.length === 0 ? (
                <Meta>Not opened yet.</Meta>
              ) : (
                <Openings aria-label={`Openings of the link sent to ${link.recipientEmail}`}>
                  {link.openings.map((o, i) => (
                    <li key={i}>{openingText(o)}</li>
                  ))}
                </Openings>
              )}
              {link.mayRevoke && (
                <Actions>
                  <Button
                    type="button"
                    variant="secondary"
                    disabled={busy === link.id}
                    aria-label={`Revoke the link sent to ${link.recipientEmail}`}
                    onClick={() => void revoke(link)}
                  >
                    Revoke
                  </Button>
                </Actions>
              )}
            </li>
          ))}
        </Links>
      </Card>
    </Wrap>
  );
}
