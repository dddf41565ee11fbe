import { ROUTE_TABLE, matchRoute, normalisePath, ownerOf } from './index';

describe('who owns a path', () => {
  it.each([
    ['/incident/6', 'mf-incidents', '/incident/**'],
    ['/incident/search/foo', 'mf-incidents', '/incident/**'],
    ['/incident/ai', 'mf-ai', '/incident/ai'],
    ['/incident/aisupport', 'mf-ai', '/incident/aisupport'],
    ['/incident/4/ai/9', 'mf-ai', '/incident/{userid}/ai/{formId}'],
    ['/incident/report/search', 'mf-reports', '/incident/report/search'],
    ['/user/activate', 'mf-auth', '/user/activate'],
    ['/user/3', 'mf-admin', '/user/**'],
    ['/content/6', 'mf-admin', '/content/**'],
    ['/behaviour/6', 'mf-smartplans', '/behaviour/**'],
    ['/dashboard', 'shell', '/dashboard'],
    ['/', 'shell', '/'],
  ])('%s belongs to %s (rule %s): first match wins', (path, owner, pattern) => {
    expect(matchRoute(path)).toEqual({ owner, pattern });
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(['/nope', '/record/6', '/reports/x', '/api/incident', '/Incident/6'])(
    '%s belongs to nobody: the shell, with no pattern (its 404)',
    (path) => {
      expect(matchRoute(path)).toEqual({ owner: 'shell', pattern: null });
    },
  );

  it('ignores a trailing slash, the query and the hash', () => {
    expect(matchRoute('/incident/ai/')).toEqual({ owner: 'mf-ai', pattern: '/incident/ai' });
    expect(matchRoute('/incident/ai?x=1#top')).toEqual({ owner: 'mf-ai', pattern: '/incident/ai' });
    expect(matchRoute('/dashboard/?tab=2')).toEqual({ owner: 'shell', pattern: '/dashboard' });
    expect(matchRoute('/nope/?x=1')).toEqual({ owner: 'shell', pattern: null });
    expect(normalisePath('//incident//6/?q=1')).toBe('/incident/6');
    expect(normalisePath('?x=1')).toBe('/');
  });

  it("tries the shell's paths before any remote's", () => {
    expect(ROUTE_TABLE.slice(0, 2)).toEqual([
      { pattern: '/', owner: 'shell' },
      { pattern: '/dashboard', owner: 'shell' },
    ]);
  });
});
