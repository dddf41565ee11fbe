import { httpFetch, startTestServer, type TestServer } from '../test/httpFetch';
import { fetchRemotesJson } from './remotesJson';

let server: TestServer;
let answer: { status?: number; body: unknown };

beforeAll(async () => {
  server = await startTestServer((request) =>
    request.path === '/remotes.json' ? answer : undefined,
  );
});

afterAll(() => server.close());

const read = () => fetchRemotesJson(httpFetch, `${server.url}/remotes.json`);

describe('fetchRemotesJson', () => {
  it('keeps known remotes, makes their URLs absolute and ignores unknown names and bad values', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = {
      body: {
        'mf-auth': '/remotes/mf-auth/mf-manifest.json',
        'mf-reports': 'https://cdn.example.org/mf-reports/1.2.0/mf-manifest.json',
        'mf-unknown': '/remotes/mf-unknown/mf-manifest.json',
        'mf-admin': 42,
        'mf-ai': '',
        'mf-incidents': 'http://[::1',
      },
    };
    await expect(read()).resolves.toEqual({
      'mf-auth': 'http://localhost/remotes/mf-auth/mf-manifest.json',
      'mf-reports': 'https://cdn.example.org/mf-reports/1.2.0/mf-manifest.json',
    });
    // Each left-out entry is reported by name, in one message.
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0]?.[0]);
    expect(message).toContain("'mf-unknown' is not a registered remote");
    expect(message).toContain("'mf-admin' has no URL");
    expect(message).toContain("'mf-ai' has no URL");
    expect(message).toContain("'mf-incidents' has a URL that cannot be read");
    warn.mockRestore();
  });

  it('reports nothing when every entry is usable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answer = { body: { 'mf-admin': '/remotes/mf-admin/mf-manifest.json' } };
    await expect(read()).resolves.toEqual({
      'mf-admin': 'http://localhost/remotes/mf-admin/mf-manifest.json',
    });
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('rejects a non-object answer and an HTTP error', async () => {
    answer = { body: ['mf-auth'] };
    await expect(read()).rejects.toThrow('is not an object of remote names to URLs');
    answer = { status: 503, body: { error: 'down' } };
    await expect(read()).rejects.toThrow('answered 503');
  });
});
