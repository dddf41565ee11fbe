import { fetchRemotesJson, REMOTES_JSON_URL } from './remotesJson';
import { INLINE_REMOTES_ID } from './inlineRemotes';

function pageWithMap(text: string, type = 'application/json') {
  const script = document.createElement('script');
  script.type = type;
  script.id = INLINE_REMOTES_ID;
  script.textContent = text;
  document.head.append(script);
}

const served = { 'mf-admin': '/remotes/mf-admin/mf-manifest.json' };

function fakeFetch() {
  return jest.fn(async () => ({ ok: true, status: 200, json: async () => served }) as Response);
}

afterEach(() => document.getElementById(INLINE_REMOTES_ID)?.remove());

describe('the remotes map written into the page', () => {
  it('is used for the first read instead of fetching /remotes.json, then /remotes.json is fetched', async () => {
    pageWithMap('{"mf-auth":"/remotes/mf-auth/mf-manifest.json"}');
    const fetchImpl = fakeFetch();
    await expect(fetchRemotesJson(fetchImpl, REMOTES_JSON_URL)).resolves.toEqual({
      'mf-auth': 'http://localhost/remotes/mf-auth/mf-manifest.json',
    });
    expect(fetchImpl).not.toHaveBeenCalled();
    // A Retry later must see a redeploy: the page's copy is gone, the server is asked.
    await expect(fetchRemotesJson(fetchImpl, REMOTES_JSON_URL)).resolves.toEqual({
      'mf-admin': 'http://localhost/remotes/mf-admin/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('falls back to /remotes.json when the block is not JSON, and warns', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageWithMap('{ not json');
    const fetchImpl = fakeFetch();
    await expect(fetchRemotesJson(fetchImpl, REMOTES_JSON_URL)).resolves.toEqual({
      'mf-admin': 'http://localhost/remotes/mf-admin/mf-manifest.json',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('not JSON');
    warn.mockRestore();
  });

  it('ignores an element of another type (never treated as the map)', async () => {
    pageWithMap('{"mf-auth":"/x/mf-manifest.json"}', 'text/plain');
    const fetchImpl = fakeFetch();
    await expect(fetchRemotesJson(fetchImpl, REMOTES_JSON_URL)).resolves.toEqual({
      'mf-admin': 'http://localhost/remotes/mf-admin/mf-manifest.json',
    });
  });

  it('applies the same checks to the page copy: unknown names and non-objects are refused', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    pageWithMap('{"mf-nope":"/remotes/mf-nope/mf-manifest.json"}');
    await expect(fetchRemotesJson(fakeFetch(), REMOTES_JSON_URL)).resolves.toEqual({});
    expect(String(warn.mock.calls[0]?.[0])).toContain("'mf-nope' is not a registered remote");
    pageWithMap('["mf-auth"]');
    await expect(fetchRemotesJson(fakeFetch(), REMOTES_JSON_URL)).rejects.toThrow(
      'is not an object',
    );
    warn.mockRestore();
  });
});
