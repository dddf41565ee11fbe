// Side-menu rules (spec 3 §2.2) as a pure function of the session.
import {
  hasPlusOrCare,
  isOrgAdmin,
  isSafeguardingLead,
  passesHelperCheck,
  planOf,
  resolveTerms,
  type SessionState,
} from 'shared-api';
import { normalisePath } from '../routes/routeTable';
import { highlightKeysFor, type MenuKey } from './highlight';

export interface MenuItem {
  key: MenuKey;
  label: string;
  path: string;
}

export function menuItems(session: SessionState): MenuItem[] {
  const terms = resolveTerms(session.terms);
  const lead = isSafeguardingLead(session);
  const helper = passesHelperCheck(session);
  const items: MenuItem[] = [
    { key: 'dashboard', label: 'Dashboard', path: '/dashboard' },
    { key: 'record', label: 'Record & Plan', path: '/record' },
  ];
  if (session.activeOrg?.aiTermsAccepted || helper) {
    items.push({
      key: 'ai',
      label: 'AI Insights',
      path: '/ai/insights',
    });
  }
  items.push({
    key: 'incidents',
    label: 'Incidents',
    path: lead ? '/incident/search/global' : '/incident/search',
  });
  if (planOf(session) === 'Plus') {
    items.push({ key: 'plans', label: 'Smart Plans', path: '/plans' });
  }
  if (lead) {
    items.push({
      key: 'analytics',
      label: 'Analytics',
      path: '/reports',
    });
  }
  items.push({
    key: 'directory',
    label: 'Directory',
    path: '/serviceusers',
  });
  if (helper || lead) {
    items.push({
      key: 'users',
      label: 'System Users',
      path: '/users',
    });
  }
  if (helper) {
    items.push({
      key: 'servicesetup',
      label: `${terms.Service} Setup`,
      path: '/servicesetup',
    });
  }
  // Addition of issue 13, after the spec's items: restraint records come from Physical
  // Intervention Reports (Plus and Care plans); leads and organisation admins oversee them.
  if ((lead || isOrgAdmin(session)) && hasPlusOrCare(session)) {
    items.push({
      key: 'restraint',
      label: 'Restraint oversight',
      path: '/restraint/oversight',
    });
  }
  return items;
}

/**
 * Index of the item the current path belongs to (the wayfinding map in highlight.ts), or -1 when it
 * belongs to none of the user's items.
 */
export function activeIndexFor(items: readonly MenuItem[], path: string): number {
  for (const key of highlightKeysFor(normalisePath(path))) {
    const index = items.findIndex((item) => item.key === key);
    if (index >= 0) return index;
  }
  return -1;
}
