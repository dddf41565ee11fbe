// Side-menu rules (spec 3 §2.2) as a pure function of the session.
import {
  isOrgAdmin,
  isSafeguardingLead,
  planOf,
  resolveTerms,
  type SessionState,
} from 'shared-api';
import { normalisePath } from '../routes/routeTable';

export interface MenuItem {
  key: string;
  label: string;
  path: string;
  /** Path prefixes (segment-wise) that make this item the active one. */
  activeFor: readonly string[];
}

/**
 * The spec leaves the "helper check" rule unstated. We read it as "can administer this
 * organisation": organisation admins (which already covers user 1, developers and the
 * organisation's admin) or global admins of the product.
 */
export function passesHelperCheck(session: SessionState): boolean {
  return isOrgAdmin(session) || session.userDetails?.isglobaladmin === true;
}

export function menuItems(session: SessionState): MenuItem[] {
  const terms = resolveTerms(session.terms);
  const lead = isSafeguardingLead(session);
  const helper = passesHelperCheck(session);
  const items: MenuItem[] = [
    { key: 'dashboard', label: 'Dashboard', path: '/dashboard', activeFor: ['/dashboard'] },
    { key: 'record', label: 'Record & Plan', path: '/record', activeFor: ['/record'] },
  ];
  if (session.activeOrg?.aiTermsAccepted || helper) {
    items.push({
      key: 'ai',
      label: 'AI Insights',
      path: '/ai/insights',
      activeFor: ['/ai/insights'],
    });
  }
  items.push({
    key: 'incidents',
    label: 'Incidents',
    path: lead ? '/incident/search/global' : '/incident/search',
    activeFor: ['/incident/search', '/incident/drafts', '/incident/cpoms'],
  });
  if (planOf(session) === 'Plus') {
    items.push({ key: 'plans', label: 'Smart Plans', path: '/plans', activeFor: ['/plans'] });
  }
  if (lead) {
    items.push({
      key: 'analytics',
      label: 'Analytics',
      path: '/reports',
      activeFor: ['/reports', '/report'],
    });
  }
  items.push({
    key: 'directory',
    label: 'Directory',
    path: '/serviceusers',
    activeFor: ['/serviceusers', '/serviceuser'],
  });
  if (helper || lead) {
    items.push({
      key: 'users',
      label: 'System Users',
      path: '/users',
      activeFor: ['/users', '/user'],
    });
  }
  if (helper) {
    items.push({
      key: 'servicesetup',
      label: `${terms.Service} Setup`,
      path: '/servicesetup',
      activeFor: ['/servicesetup'],
    });
  }
  return items;
}

function under(prefix: string, path: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * Index of the item the current path belongs to, or -1 when it belongs to none (then the menu keeps
 * highlighting the remembered lastActiveIndex). '/' is the dashboard.
 */
export function activeIndexFor(items: readonly MenuItem[], path: string): number {
  const current = normalisePath(path);
  if (current === '/') return items.findIndex((item) => item.key === 'dashboard');
  return items.findIndex((item) => item.activeFor.some((prefix) => under(prefix, current)));
}
