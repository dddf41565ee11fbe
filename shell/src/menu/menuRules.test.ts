import { passesHelperCheck } from 'shared-api';
import { examplePath } from 'shared-api/remotes';
import { isPublicPath, ROUTE_TABLE } from '../routes/routeTable';
import { highlightKeysFor } from './highlight';
import { activeIndexFor, menuItems } from './menuRules';
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
      'Restraint oversight',
    ]);
    expect(pathOf(lead(), 'incidents')).toBe('/incident/search/global');
    expect(pathOf(lead(), 'restraint')).toBe('/restraint/oversight');
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
      'Restraint oversight',
    ]);
  });

  it('Restraint oversight (issue 13): leads and admins of plans with the Physical Intervention Report', () => {
    expect(labels(restrictedUser())).not.toContain('Restraint oversight');
    expect(labels(session({ org: { plan: 'Care' } }))).not.toContain('Restraint oversight');
    const careLead = lead();
    careLead.activeOrg = { ...careLead.activeOrg!, plan: 'Care' };
    expect(labels(careLead).at(-1)).toBe('Restraint oversight');
    const otherLead = lead();
    otherLead.activeOrg = { ...otherLead.activeOrg!, plan: 'other' };
    expect(labels(otherLead)).not.toContain('Restraint oversight');
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

describe('activeIndexFor (wayfinding, issue 14 §6)', () => {
  const items = menuItems(lead());
  const index = (key: string) => items.findIndex((item) => item.key === key);

  it.each([
    ['/', 'dashboard'],
    ['/dashboard', 'dashboard'],
    ['/content', 'dashboard'],
    ['/content/3/view', 'dashboard'],
    ['/record', 'record'],
    ['/incident/4/edit', 'record'],
    ['/incident/4/edit/17', 'record'],
    ['/incident/high-level/4/edit/17', 'record'],
    ['/incident/4/completion', 'record'],
    ['/log/4/edit', 'record'],
    ['/behaviour/4/edit', 'record'],
    ['/incident/search', 'incidents'],
    ['/incident/search/global', 'incidents'],
    ['/incident/drafts', 'incidents'],
    ['/incident/cpoms', 'incidents'],
    ['/plans', 'plans'],
    ['/behaviour/drafts', 'plans'],
    ['/behaviour/4/plan/9', 'plans'],
    ['/reports', 'analytics'],
    ['/log/report/search', 'analytics'],
    ['/incident/report/search', 'analytics'],
    ['/report/incidentreport', 'analytics'],
    ['/serviceusers', 'directory'],
    ['/serviceuser/4/profile', 'directory'],
    ['/users/', 'users'],
    ['/user/4/edit', 'users'],
    ['/restraint/oversight', 'restraint'],
    ['/restraint/501', 'restraint'],
  ])('%s highlights %s', (path, key) => {
    expect(activeIndexFor(items, path)).toBe(index(key));
  });

  it('set-up screens highlight Service Setup for those who have it, else System Users or nothing', () => {
    const adminItems = menuItems(admin());
    for (const path of [
      '/servicesetup',
      '/roles',
      '/role/3/edit',
      '/services',
      '/service/outbox',
    ]) {
      expect(adminItems[activeIndexFor(adminItems, path)]?.key).toBe('servicesetup');
    }
    // The lead has System Users but no Service Setup.
    expect(items[activeIndexFor(items, '/roles')]?.key).toBe('users');
    expect(activeIndexFor(items, '/services')).toBe(-1);
  });

  it('AI screens highlight AI Insights only when the menu has it', () => {
    const adminItems = menuItems(admin());
    expect(adminItems[activeIndexFor(adminItems, '/incident/4/ai/9')]?.key).toBe('ai');
    expect(adminItems[activeIndexFor(adminItems, '/ai/insights/serviceuser')]?.key).toBe('ai');
    expect(activeIndexFor(items, '/incident/aisupport')).toBe(-1);
  });

  it('Care organisations (no Smart Plans item): incomplete plans belong to Record & Plan', () => {
    const care = menuItems(session({ org: { plan: 'Care' } }));
    expect(care[activeIndexFor(care, '/behaviour/drafts')]?.key).toBe('record');
  });

  it('the PDF viewer, privacy, terms and unknown paths highlight nothing', () => {
    for (const path of ['/pdfviewer', '/privacy', '/tandc', '/recordings', '/no/such/page']) {
      expect(activeIndexFor(items, path)).toBe(-1);
    }
  });

  it('every exact private route of the route table is in the wayfinding map', () => {
    // '/x/**' rules hand a whole tree to a remote; their screens are listed one by one above.
    const none = new Set(['/pdfviewer']);
    const missing = ROUTE_TABLE.filter((rule) => !rule.pattern.endsWith('/**'))
      .filter((rule) => !isPublicPath(examplePath(rule.pattern)))
      .map((rule) => examplePath(rule.pattern))
      .filter((path) => !none.has(path) && highlightKeysFor(path).length === 0);
    expect(missing).toEqual([]);
  });
});
