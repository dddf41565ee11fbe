import { forbidden } from '../../platform/errors';
import { hasPermission } from '../../platform/permissions';
import type { RequestContext } from '../../platform/request-context';
import { organisationFacts } from '../formsubmissions/context';

/** Plan gating (spec 3 §2.2, §6): the Builder on Plus or Care, the Smart Plans area on Plus. */
export const NOT_ON_PLAN_BUILDER = "The Smart Plan Builder is not part of your organisation's plan";
export const NOT_ON_PLAN_AREA = "Smart Plans are not part of your organisation's plan";
export const NO_PLAN_PERMISSION = 'You do not have permission to create or edit Smart Plans';

export const builderPlans: ReadonlySet<string> = new Set(['Plus', 'Care']);
export const areaPlans: ReadonlySet<string> = new Set(['Plus']);

/** 403 unless the organisation's plan includes the Builder; answers the organisation facts. */
export async function requireBuilder(ctx: Pick<RequestContext, 'tx' | 'orgId'>) {
  const org = await organisationFacts(ctx.tx, ctx.orgId);
  if (!builderPlans.has(org.plan)) throw forbidden(NOT_ON_PLAN_BUILDER);
  return org;
}

/** 403 unless the organisation's plan includes the Smart Plans area (/plans, drafts). */
export async function requireArea(ctx: Pick<RequestContext, 'tx' | 'orgId'>) {
  const org = await organisationFacts(ctx.tx, ctx.orgId);
  if (!areaPlans.has(org.plan)) throw forbidden(NOT_ON_PLAN_AREA);
  return org;
}

/** 403 unless the caller may write Smart Plans (smartPlanCreate; admins hold every permission). */
export function requirePlanWriter(ctx: Pick<RequestContext, 'membership'>): void {
  if (!hasPermission(ctx, 'smartPlanCreate')) throw forbidden(NO_PLAN_PERMISSION);
}
