import { screen, waitFor } from '@testing-library/react';
import { startTestServer, type TestServer } from 'test-kit';
import { currentLocation, renderIncidents, signIn } from '../../components/testing/renderIncidents';

let server: TestServer;
const created: Blob[] = [];
beforeEach(async () => {
  server = await startTestServer();
  created.length = 0;
  URL.createObjectURL = jest.fn((blob: Blob) => {
    created.push(blob);
    return `blob:pdf-${created.length}`;
  });
  URL.revokeObjectURL = jest.fn();
});
afterEach(() => server.close());

describe('/pdfviewer', () => {
  it('fetches the API file with the Bearer token and shows it 700px high', async () => {
    server.on('GET /api/file/9', { body: '%PDF-1.4 fake' });
    signIn();
    renderIncidents(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`);
    const frame = await screen.findByTitle('PDF document');
    expect(frame).toHaveAttribute('src', 'blob:pdf-1');
    expect(created[0]!.type).toBe('application/pdf');
    const call = server.callsTo('GET /api/file/9')[0]!;
    expect(call.headers.authorization).toBe('Bearer token-from-server');
    expect(call.query.orgId).toBe('7');
    expect(frame).toHaveStyle({ height: '700px' });
  });

  it("holds the frame's 700px while loading, so the shared links below do not jump", async () => {
    server.on('GET /api/file/9', { body: '%PDF-1.4 fake' });
    signIn();
    renderIncidents(`/pdfviewer?url=${encodeURIComponent('/api/file/9')}`);
    const loading = screen.getByTestId('pdf-frame-box');
    expect(loading).toHaveStyle({ minHeight: '700px' });
    const frame = await screen.findByTitle('PDF document');
    expect(frame.parentElement).toBe(loading);
  });

  it('never sends the token to another origin', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    signIn();
    for (const url of [
      'https://evil.test/x.pdf',
      '//evil.test/api/file/1',
      '/api/..%2fauth',
      'javascript:alert(1)',
    ]) {
      const view = renderIncidents(`/pdfviewer?url=${encodeURIComponent(url)}`);
      expect(screen.queryByTitle('PDF document')).not.toBeInTheDocument();
      view.unmount();
    }
    expect(server.requests).toHaveLength(0);
    error.mockRestore();
  });

  it('only logs "Network response was not ok" when the fetch fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.on('GET /api/file/3', { status: 404, body: { error: 'Not found' } });
    signIn();
    const { user } = renderIncidents('/pdfviewer?url=/api/file/3');
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Network response was not ok', expect.anything()),
    );
    expect(screen.queryByTitle('PDF document')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Opened directly (as from a mailed link): Back has no previous page and goes to the dashboard.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(currentLocation()).toBe('/dashboard');
    error.mockRestore();
  });
});
