import { screen, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { SHARE_TEXTS } from 'shared-api';
import { renderApp } from '../../../test/renderApp';
import { NEW_CODE_SENT } from './SharedDocumentScreen';

const TOKEN = 'Tq2oC3xX1b9Yk0mN_aZ-4rPq8sLw6vE5hJ7uD2fG1cK';
const OPEN = 'POST /api/share/open';
const VERIFY = 'POST /api/share/verify';
const DOCUMENT = 'GET /api/share/document';
const ACCESS = {
  accessToken: 'access-token-abcdefghijklmnopqrstuvwxyz012345',
  expiresAt: '2026-11-24T10:15:00.000Z',
  kind: 'incidentReport',
  fileName: 'besmart-12.pdf',
};

let server: TestServer;
const created: Blob[] = [];
beforeEach(async () => {
  server = await startTestServer();
  server.on(OPEN, { body: { data: { codeSent: true } } });
  created.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:shared-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});
afterEach(async () => {
  window.history.replaceState(null, '', '/');
  await server.close();
});

/** The page as the recipient reaches it: the link from the mail, token in the fragment. */
function openLink(hash = `#${TOKEN}`) {
  window.history.replaceState(null, '', `/shared${hash}`);
  return renderApp('/shared');
}

async function typeCode(user: ReturnType<typeof renderApp>['user'], code: string) {
  const field = await screen.findByLabelText(/^Code/);
  await user.clear(field);
  await user.type(field, code);
  // SubmitButton stays locked for a few seconds after a submit (shared-ui convention).
  const button = await screen.findByRole(
    'button',
    { name: 'Open the document' },
    { timeout: 6000 },
  );
  await user.click(button);
}

describe('/shared', () => {
  it('takes the token out of the address bar, asks for the code, then shows the PDF', async () => {
    server.on(VERIFY, { body: { data: ACCESS } });
    server.on(DOCUMENT, { body: '%PDF-1.4 shared' });
    const { user } = openLink();

    expect(screen.getByText(SHARE_TEXTS.enterCode)).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/shared');
    await waitFor(() => expect(server.callsTo(OPEN)).toHaveLength(1));
    const open = server.callsTo(OPEN)[0]!;
    expect(open.body).toEqual({ token: TOKEN });
    expect(open.headers.authorization).toBeUndefined();
    expect(open.query).toEqual({});
    // The code field has the focus, so the keyboard user types straight away.
    await waitFor(() => expect(screen.getByLabelText(/^Code/)).toHaveFocus());

    await typeCode(user, '123456');
    const frame = await screen.findByTitle('The shared document');
    expect(frame).toHaveAttribute('src', 'blob:shared-1');
    expect(created[0]!.type).toBe('application/pdf');
    expect(server.callsTo(VERIFY)[0]!.body).toEqual({ token: TOKEN, code: '123456' });
    const doc = server.callsTo(DOCUMENT)[0]!;
    expect(doc.headers.authorization).toBe(`Bearer ${ACCESS.accessToken}`);
    expect(doc.query).toEqual({});
    const download = screen.getByRole('link', { name: 'Download the PDF (besmart-12.pdf)' });
    expect(download).toHaveAttribute('href', 'blob:shared-1');
    expect(download).toHaveAttribute('download', 'besmart-12.pdf');
    // Only one code was asked for.
    expect(server.callsTo(OPEN)).toHaveLength(1);
  });

  it('says "Wrong code. Please try again." and lets the user try again', async () => {
    let calls = 0;
    server.on(VERIFY, () =>
      ++calls === 1
        ? { status: 400, body: { error: SHARE_TEXTS.wrongCode } }
        : { body: { data: ACCESS } },
    );
    server.on(DOCUMENT, { body: '%PDF-1.4 shared' });
    const { user } = openLink();
    await typeCode(user, '111111');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_TEXTS.wrongCode);
    await typeCode(user, '222222');
    expect(await screen.findByTitle('The shared document')).toBeVisible();
  }, 15_000);

  it('shows only "This link is not valid or has expired" for an unknown, expired or revoked link', async () => {
    server.on(VERIFY, { status: 404, body: { error: SHARE_TEXTS.notValid } });
    const { user } = openLink();
    await typeCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_TEXTS.notValid);
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
  });

  it('says the link is not valid without asking the server when there is no token', async () => {
    openLink('');
    expect(screen.getByRole('alert')).toHaveTextContent(SHARE_TEXTS.notValid);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('sends a new code when the old one is spent', async () => {
    server.on(VERIFY, { status: 400, body: { error: SHARE_TEXTS.codeUsedUp } });
    const { user } = openLink();
    await typeCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_TEXTS.codeUsedUp);
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(NEW_CODE_SENT)).toBeVisible();
    expect(server.callsTo(OPEN)).toHaveLength(2);
  });

  it('falls back to "not valid" when the access has ended before the PDF was fetched', async () => {
    server.on(VERIFY, { body: { data: ACCESS } });
    server.on(DOCUMENT, { status: 401, body: { error: SHARE_TEXTS.notValid } });
    const { user } = openLink();
    await typeCode(user, '123456');
    expect(await screen.findByRole('alert')).toHaveTextContent(SHARE_TEXTS.notValid);
  });
});
