import { isApiPath } from './files';

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
