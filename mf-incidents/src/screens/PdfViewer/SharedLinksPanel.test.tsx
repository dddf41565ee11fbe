import { screen, waitFor, within } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { renderIncidents, signIn, toastTexts } from '../../components/testing/renderIncidents';
import { PANEL_TITLE, REVOKE_QUESTION, REVOKED_TOAST } from './SharedLinksPanel';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  server.on('GET /api/file/9', { body: '%PDF-1.4 fake' });
  URL.createObjectURL = jest.fn(() => 'blob:pdf-1');
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => server.close());

const link = (over: Record<string, unknown> = {}) => ({
  id: 31,
  kind: 'incidentReport',
  submissionId: 12,
  fileId: 9,
  recipientEmail: 'pat.parent@family.test',
  recipientName: 'Pat Parent',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdBy: { id: 4, firstName: 'Arlo', lastName: 'Author' },
  expiresAt: '2026-11-27T09:00:00.000Z',
  revokedAt: null,
  state: 'active',
  mayRevoke: true,
  openings: [
    {
      at: '2026-11-20T10:00:00.000Z',
      step: 'open',
      ok: true,
      reason: 'codeSent',
      clientIp: '203.0.113.5',
    },
    {
      at: '2026-11-20T10:01:00.000Z',
      step: 'verify',
      ok: false,
      reason: 'wrongCode',
      clientIp: '203.0.113.5',
    },
  ],
  ...over,
});

describe('Shared links on the PDF viewer', () => {
  it('lists the links of the file with every opening and revokes one after confirmation', async () => {
    let revoked = false;
    server.on('GET /api/share', () => ({
      body: {
        data: [
          revoked
            ? link({ state: 'revoked', mayRevoke: false, revokedAt: '2026-11-21T08:00:00.000Z' })
            : link(),
        ],
        page: { total: 1 },
      },
    }));
    server.on('POST /api/share/31/revoke', () => {
      revoked = true;
      return { body: { data: link({ state: 'revoked', mayRevoke: false }) } };
    });
    signIn();
    const { user } = renderIncidents(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`);

    const panel = await screen.findByRole('region', { name: PANEL_TITLE });
    expect(server.callsTo('GET /api/share')[0]!.query).toMatchObject({ fileId: '9', orgId: '7' });
    expect(panel).toHaveTextContent('Pat Parent (pat.parent@family.test)');
    expect(panel).toHaveTextContent('Active');
    expect(panel).toHaveTextContent('by Arlo Author');
    const openings = within(panel).getByRole('list', {
      name: 'Openings of the link sent to pat.parent@family.test',
    });
    expect(
      within(openings)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/Code requested \(code sent\) from 203\.0\.113\.5$/),
      expect.stringMatching(/Code entered: refused \(wrong code\) from 203\.0\.113\.5$/),
    ]);

    await user.click(
      within(panel).getByRole('button', { name: 'Revoke the link sent to pat.parent@family.test' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(REVOKE_QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(server.callsTo('POST /api/share/31/revoke')).toHaveLength(1));
    await waitFor(() => expect(panel).toHaveTextContent('Revoked'));
    expect(within(panel).queryByRole('button', { name: /Revoke/ })).toBeNull();
    expect(toastTexts()).toContain(`success: ${REVOKED_TOAST}`);
  });

  it('offers no Revoke to someone the server does not allow', async () => {
    server.on('GET /api/share', {
      body: { data: [link({ mayRevoke: false })], page: { total: 1 } },
    });
    signIn();
    renderIncidents(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`);
    const panel = await screen.findByRole('region', { name: PANEL_TITLE });
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('shows no panel for a document that was never shared', async () => {
    server.on('GET /api/share', { body: { data: [], page: { total: 0 } } });
    signIn();
    renderIncidents(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`);
    await screen.findByTitle('PDF document');
    await waitFor(() => expect(server.callsTo('GET /api/share')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: PANEL_TITLE })).toBeNull();
  });
});
