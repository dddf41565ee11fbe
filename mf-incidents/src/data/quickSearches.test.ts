import { normaliseQuickSearches, parseQuickSearches } from './quickSearches';
import { isApiPath } from './files';

const q = (name: string, response = 'x') => ({
  name,
  query: [{ key: 'location', operator: 'is', response, relation: 'AND' as const }],
});

describe('quick searches', () => {
  it('are de-duplicated by name (latest wins) and sorted alphabetically', () => {
    expect(normaliseQuickSearches([q('beta'), q('Alpha'), q('beta ', 'new')])).toEqual([
      q('Alpha'),
      q('beta', 'new'),
    ]);
  });

  it('drop malformed entries and survive bad JSON', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseQuickSearches('not json')).toEqual([]);
    expect(error).toHaveBeenCalled();
    expect(
      parseQuickSearches(
        JSON.stringify([q('ok'), { name: 3 }, { name: 'bad', query: [{ key: 1 }] }]),
      ),
    ).toEqual([q('ok')]);
    error.mockRestore();
  });
});

describe('isApiPath', () => {
  it.each(['/api/file/1', '/api/file/1?x=1'])('accepts %p', (url) =>
    expect(isApiPath(url)).toBe(true),
  );
  it.each([
    null,
    '',
    'https://evil.test/api/file/1',
    '//evil.test/api/file/1',
    '/api\\..\\x',
    '/api/../auth/session',
    '/api/%2e%2e%2fauth',
    '/remotes/x.js',
  ])('refuses %p', (url) => expect(isApiPath(url)).toBe(false));
});
