import { safeReturnTo } from './returnTo';

describe('safeReturnTo', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeReturnTo('/incident/search')).toBe('/incident/search');
    expect(safeReturnTo('/serviceuser/5/edit?tab=groups#top')).toBe(
      '/serviceuser/5/edit?tab=groups#top',
    );
  });

  it.each([
    '//evil.com',
    'https://x',
    'http://evil.com/dashboard',
    'javascript:alert(1)',
    '/\\evil.com',
    '/\t/evil.com',
    ' //evil.com',
    'dashboard',
    '',
    '/login',
    '/logout?x=1',
  ])('sends %j to /dashboard', (value) => {
    expect(safeReturnTo(value)).toBe('/dashboard');
  });

  it('rejects non-strings', () => {
    expect(safeReturnTo(undefined)).toBe('/dashboard');
    expect(safeReturnTo({ pathname: '/x' })).toBe('/dashboard');
  });
});
