import { isLeadEmail } from './rules/leads';
import type { SessionState } from './session';
import type { OrgPermissions } from './types';

export function isSignedIn(session: SessionState): boolean {
  return Boolean(session.apiToken);
}

function orgPermissions(session: SessionState): OrgPermissions | undefined {
  const orgId = session.activeOrg?.id;
  return orgId === undefined ? undefined : session.myPermissions?.[String(orgId)];
}

/** Safeguarding leads are identified by e-mail in the organisation's list (rules/leads.ts). */
export function isSafeguardingLead(session: SessionState): boolean {
  return isLeadEmail(session.activeOrg?.safeguardingLeads ?? [], session.userDetails?.email);
}

/** Spec 3 §6: user 1, global admins, developers and the organisation's admin. */
export function isOrgAdmin(session: SessionState): boolean {
  const fromServer = orgPermissions(session)?.isAdmin;
  if (fromServer !== undefined) return fromServer;
  const user = session.userDetails;
  if (!user) return false;
  return (
    user.id === 1 ||
    user.isglobaladmin ||
    user.isdeveloper ||
    (session.activeOrg?.admin != null && session.activeOrg.admin === user.id)
  );
}

/**
 * Spec 3 §2.2's "helper check", whose rule the spec leaves unstated. We read it as "can administer
 * this organisation": organisation admins (which already covers user 1, developers and the
 * organisation's admin) or global admins of the product.
 */
export function passesHelperCheck(session: SessionState): boolean {
  return isOrgAdmin(session) || session.userDetails?.isglobaladmin === true;
}

/** Organisation admins hold every permission; others what their role grants. */
export function hasPermission(session: SessionState, name: string): boolean {
  if (isOrgAdmin(session)) return true;
  return orgPermissions(session)?.permissions.includes(name) ?? false;
}

export type Plan = 'Plus' | 'Care' | (string & {});

export function planOf(session: SessionState): Plan {
  return session.activeOrg?.plan || 'other';
}

export function hasPlusOrCare(session: SessionState): boolean {
  const plan = planOf(session);
  return plan === 'Plus' || plan === 'Care';
}
