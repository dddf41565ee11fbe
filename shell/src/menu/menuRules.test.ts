import { activeIndexFor, menuItems, passesHelperCheck } from './menuRules';
import { admin, lead, restrictedUser, session } from '../test/sessions';

const labels = (s: Parameters<typeof menuItems>[0]) => menuItems(s).map((item) => item.label);
const pathOf = (s: Parameters<typeof menuItems>[0], key: string) =>
  menuItems(s).find((item) => item.key === key)?.path;

describe('menuItems', () => {
  it('restricted user of a Plus organisation: the always-items, Incidents and Smart Plans', () => {
    expect(labels(restrictedUser())).toEqual([
      'Dashboard',
      'Record & Plan',
      'Incidents',
      'Smart Plans',
      'Directory',
    ]);
    expect(pathOf(restrictedUser(), 'incidents')).toBe('/incident/search');
  });

  it('safeguarding lead: global incident search, Analytics and System Users, no Service Setup', () => {
    expect(labels(lead())).toEqual([
      'Dashboard',
      'Record & Plan',
      'Incidents',
      'Smart Plans',
      'Analytics',
      'Directory',
      'System Users',
    ]);
    expect(pathOf(lead(), 'incidents')).toBe('/incident/search/global');
  });

  it('lead match is by e-mail, case-insensitively', () => {
    const s = session({ user: { email: 'Lead@Demo-School.test' } });
    expect(pathOf(s, 'incidents')).toBe('/incident/search/global');
  });

  it('organisation admin: helper check passes (AI Insights, System Users, Service Setup)', () => {
    expect(labels(admin())).toEqual([
      'Dashboard',
      'Record & Plan',
      'AI Insights',
      'Incidents',
      'Smart Plans',
      'Directory',
      'System Users',
      'Service Setup',
    ]);
  });

  it('global admin passes the helper check even without an admin flag for the organisation', () => {
    const s = session({ user: { isglobaladmin: true } });
    expect(passesHelperCheck(s)).toBe(true);
    expect(labels(s)).toContain('Service Setup');
  });

  it('the organisation admin by id passes when myPermissions has no entry', () => {
    const s = session({ user: { id: 10 }, extra: { myPermissions: {} } });
    expect(passesHelperCheck(s)).toBe(true);
  });

  it('Care plan: no Smart Plans menu item', () => {
    const s = session({ org: { plan: 'Care' } });
    expect(labels(s)).not.toContain('Smart Plans');
    expect(labels(s)).toEqual(['Dashboard', 'Record & Plan', 'Incidents', 'Directory']);
  });

  it('other plan: no Smart Plans either', () => {
    expect(labels(session({ org: { plan: 'other' } }))).not.toContain('Smart Plans');
  });

  it('Plus plan: Smart Plans goes to /plans', () => {
    expect(pathOf(session({ org: { plan: 'Plus' } }), 'plans')).toBe('/plans');
  });

  it('AI terms accepted: AI Insights for everyone', () => {
    const s = session({ org: { aiTermsAccepted: true } });
    expect(labels(s)).toContain('AI Insights');
    expect(pathOf(s, 'ai')).toBe('/ai/insights');
    expect(labels(restrictedUser())).not.toContain('AI Insights');
  });

  it('Service Setup label uses the service term', () => {
    const s = admin();
    s.terms = { ...s.terms!, service: 'home', servicePlural: 'homes' };
    expect(labels(s)).toContain('Home Setup');
  });
});

describe('activeIndexFor', () => {
  const items = menuItems(lead());
  const index = (key: string) => items.findIndex((item) => item.key === key);

  it.each([
    ['/', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/record', 'record'],
    ['/incident/search/global', 'incidents'],
    ['/incident/drafts', 'incidents'],
    ['/reports', 'analytics'],
    ['/report/incidentreport', 'analytics'],
    ['/serviceuser/4/profile', 'directory'],
    ['/users/', 'users'],
    ['/user/4/edit', 'users'],
  ])('%s highlights %s', (path, key) => {
    expect(activeIndexFor(items, path)).toBe(index(key));
  });

  it('a path of no item gives -1 (the remembered index stays)', () => {
    expect(activeIndexFor(items, '/incident/4/edit')).toBe(-1);
    expect(activeIndexFor(items, '/recordings')).toBe(-1);
  });
});
