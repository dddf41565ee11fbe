import { REMOTES, examplePath } from 'shared-api/remotes';
import { ROUTE_TABLE, isPublicPath, matchRoute, normalisePath, type Owner } from './routeTable';

// Every route of spec 3 §2.1, with concrete values for the parameters.
const SPEC_ROUTES: [string, Owner][] = [
  ['/dashboard', 'shell'],
  ['/', 'shell'],
  ['/record', 'mf-incidents'],
  ['/pdfviewer', 'mf-incidents'],
  ['/incident/search', 'mf-incidents'],
  ['/incident/search/global', 'mf-incidents'],
  ['/incident/drafts', 'mf-incidents'],
  ['/incident/cpoms', 'mf-incidents'],
  ['/incident/ai', 'mf-ai'],
  ['/incident/aisupport', 'mf-ai'],
  ['/incident/42/edit', 'mf-incidents'],
  ['/incident/42/edit/7', 'mf-incidents'],
  ['/incident/high-level/42/edit', 'mf-incidents'],
  ['/incident/high-level/42/edit/7', 'mf-incidents'],
  ['/incident/42/ai/7', 'mf-ai'],
  ['/incident/42/completion', 'mf-incidents'],
  ['/log/42/edit', 'mf-incidents'],
  ['/log/42/edit/7', 'mf-incidents'],
  ['/behaviour/drafts', 'mf-smartplans'],
  ['/behaviour/42/edit', 'mf-smartplans'],
  ['/plans', 'mf-smartplans'],
  ['/ai/insights', 'mf-ai'],
  ['/ai/insights/incident', 'mf-ai'],
  ['/ai/insights/serviceuser', 'mf-ai'],
  ['/ai/insights/serviceuser/42', 'mf-ai'],
  ['/ai/insights/service', 'mf-ai'],
  ['/reports', 'mf-reports'],
  ['/incident/report/search', 'mf-reports'],
  ['/intervention/report/search', 'mf-reports'],
  ['/involvement/report/search', 'mf-reports'],
  ['/medicalIntervention/report/search', 'mf-reports'],
  ['/log/report/search', 'mf-reports'],
  ['/clicker/report/search', 'mf-reports'],
  ['/incidentreportExtras/report/search', 'mf-reports'],
  ['/report/incidentreport', 'mf-reports'],
  ['/report/interventionreport', 'mf-reports'],
  ['/report/involvementreport', 'mf-reports'],
  ['/report/medicalinterventionreport', 'mf-reports'],
  ['/report/concernreport', 'mf-reports'],
  ['/report/clickerreport', 'mf-reports'],
  ['/report/incidentreportExtras', 'mf-reports'],
  ['/roles', 'mf-admin'],
  ['/role/3/edit', 'mf-admin'],
  ['/services', 'mf-admin'],
  ['/service/5/edit', 'mf-admin'],
  ['/servicesetup', 'mf-admin'],
  ['/users', 'mf-admin'],
  ['/user/42/edit', 'mf-admin'],
  ['/user/new/upload', 'mf-admin'],
  ['/user/activate', 'mf-auth'],
  ['/serviceusers', 'mf-admin'],
  ['/serviceuser/42/edit', 'mf-admin'],
  ['/serviceuser/new/edit', 'mf-admin'],
  ['/serviceuser/42/profile', 'mf-admin'],
  ['/serviceuser/new/upload', 'mf-admin'],
  ['/content', 'mf-admin'],
  ['/content/9/edit', 'mf-admin'],
  ['/login', 'mf-auth'],
  ['/mylogin', 'mf-auth'],
  ['/logout', 'mf-auth'],
  ['/reset-password', 'mf-auth'],
  ['/privacy', 'mf-auth'],
  ['/tandc', 'mf-auth'],
  ['/shared', 'mf-auth'],
];

describe('matchRoute', () => {
  it.each(SPEC_ROUTES)('%s belongs to %s', (path, owner) => {
    const match = matchRoute(path);
    expect(match.owner).toBe(owner);
    expect(match.pattern).not.toBeNull();
  });

  it.each([
    '/nowhere',
    '/dashboards',
    '/report',
    '/report/unknown',
    '/records',
    '/ai',
    '/report/search',
  ])('unknown path %s is the shell 404', (path) => {
    expect(matchRoute(path)).toEqual({ owner: 'shell', pattern: null });
  });

  it('first match wins: reports and AI paths under /incident and /log are not mf-incidents', () => {
    expect(matchRoute('/incident/report/search').pattern).toBe('/incident/report/search');
    expect(matchRoute('/log/report/search').owner).toBe('mf-reports');
    expect(matchRoute('/incident/7/ai/9').pattern).toBe('/incident/{userid}/ai/{formId}');
    expect(matchRoute('/incident/7/ai').owner).toBe('mf-incidents');
  });

  it('ignores a trailing slash, the query and the hash; keeps case', () => {
    expect(matchRoute('/record/?x=1#top').owner).toBe('mf-incidents');
    expect(matchRoute('/dashboard/').owner).toBe('shell');
    expect(matchRoute('/medicalintervention/report/search').pattern).toBeNull();
  });

  it("is the shell's own paths followed by every registry path, in registry order", () => {
    expect(ROUTE_TABLE.slice(0, 2)).toEqual([
      { pattern: '/', owner: 'shell' },
      { pattern: '/dashboard', owner: 'shell' },
    ]);
    expect(ROUTE_TABLE.slice(2)).toEqual(
      REMOTES.flatMap((remote) => remote.paths.map((pattern) => ({ pattern, owner: remote.name }))),
    );
  });

  it('sends an example of every path a remote declares to that remote', () => {
    for (const remote of REMOTES) {
      for (const pattern of remote.paths) {
        expect([examplePath(pattern), matchRoute(examplePath(pattern)).owner]).toEqual([
          examplePath(pattern),
          remote.name,
        ]);
      }
    }
  });

  it('normalises paths', () => {
    expect(normalisePath('')).toBe('/');
    expect(normalisePath('//a//b/?q')).toBe('/a/b');
  });
});

describe('isPublicPath', () => {
  it.each([
    '/login',
    '/mylogin',
    '/logout',
    '/reset-password',
    '/user/activate',
    '/privacy',
    '/tandc',
    '/shared',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each(['/', '/dashboard', '/users', '/user/42/edit', '/incident/search', '/nowhere'])(
    '%s is private',
    (path) => expect(isPublicPath(path)).toBe(false),
  );
});
