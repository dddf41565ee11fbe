import { hasPermission } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';

/**
 * Who may delete a Smart Plan (README "Who may delete"), among those who can see it:
 * - a draft: its author (no one else sees it);
 * - a Published plan: whoever may delete records (`incidentDelete`, as for incidents, logs and
 *   clickers; organisation admins hold every permission), or the author of its current version
 *   while they may still write plans (`smartPlanCreate`).
 * Safeguarding leads get no extra right: like their sight of plans, deletion follows their role.
 */
export function mayDeletePlan(
  who: Pick<RequestContext, 'userId' | 'membership'>,
  plan: { status: string; authorId: number | null },
): boolean {
  const own = plan.authorId === who.userId;
  if (plan.status === 'Draft') return own;
  if (hasPermission(who, 'incidentDelete')) return true;
  return own && hasPermission(who, 'smartPlanCreate');
}
