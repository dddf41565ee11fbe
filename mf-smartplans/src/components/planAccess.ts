import { hasPermission, planOf, hasPlusOrCare, type SessionState } from 'shared-api';

/** Spec 3 §6: the Smart Plans area (menu, /plans, drafts) is Plus only. */
export function hasSmartPlansArea(session: SessionState): boolean {
  return planOf(session) === 'Plus';
}

/** The Builder (wizard, pre-fill, save) is Plus or Care, and needs smartPlanCreate. */
export function canBuildPlans(session: SessionState): boolean {
  return hasPlusOrCare(session) && hasPermission(session, 'smartPlanCreate');
}

/**
 * Delete of a Published plan, as the server decides (server smartplans/deleteRule.ts): whoever may
 * delete records (incidentDelete; organisation admins hold every permission), or the author of
 * the plan's current version while they may write plans.
 */
export function canDeletePlan(
  session: SessionState,
  plan: { author: { id: number | null } },
): boolean {
  if (!hasPlusOrCare(session)) return false;
  if (hasPermission(session, 'incidentDelete')) return true;
  return plan.author.id === session.userDetails?.id && hasPermission(session, 'smartPlanCreate');
}
