// Which incident actions the caller may take: the rules the server enforces, in one place, so a
// screen hides or disables an action instead of letting the server refuse it after a confirmation.
// Each rule names the server check it mirrors.
import { hasPermission, isOrgAdmin, isSafeguardingLead, type SessionState } from 'shared-api';

export const REASONS = {
  record: 'Your role does not allow recording incidents or logs',
  cpoms: 'Only safeguarding leads and administrators can push incidents to CPOMS',
  plan: 'Your role does not allow creating Smart Plans',
} as const;

/** POST /api/formsubmission (incidents, logs, clickers): permission incidentCreate. */
export function mayRecord(session: SessionState): boolean {
  return hasPermission(session, 'incidentCreate');
}

/** Smart Plan Builder (POST /api/formsubmission type behaviourplan): permission smartPlanCreate. */
export function mayCreatePlan(session: SessionState): boolean {
  return hasPermission(session, 'smartPlanCreate');
}

/** PATCH status Archived of a published incident: permission incidentDelete. */
export function mayArchiveIncident(session: SessionState): boolean {
  return hasPermission(session, 'incidentDelete');
}

/**
 * PATCH status Archived of a draft: its author may (drafts are private to their author, so every
 * draft listed is the caller's own), as may holders of incidentDelete.
 */
export function mayArchiveDraft(session: SessionState, authorId?: number | null): boolean {
  const own = authorId === undefined || authorId === session.userDetails?.id;
  return own || mayArchiveIncident(session);
}

/** Related incidents: only safeguarding leads see delete (spec 2 §2.7); the server asks incidentDelete. */
export function mayDeleteRelated(session: SessionState): boolean {
  return isSafeguardingLead(session) && mayArchiveIncident(session);
}

/** POST /api/formsubmission/{id}/cpoms/push: a safeguarding lead or an organisation administrator. */
export function mayPushToCpoms(session: SessionState): boolean {
  return isSafeguardingLead(session) || isOrgAdmin(session);
}
