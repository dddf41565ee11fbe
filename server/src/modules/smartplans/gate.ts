import type { FastifyRequest } from 'fastify';
import type { Tx } from '../../db/client';
import { forbidden } from '../../platform/errors';
import { organisationFacts } from '../formsubmissions/context';
import { hasPermission } from '../formsubmissions/access';

/** Plan gating (spec 3 §2.2, §6): the Builder on Plus or Care, the Smart Plans area on Plus. */
export const NOT_ON_PLAN_BUILDER = "The Smart Plan Builder is not part of your organisation's plan";
export const NOT_ON_PLAN_AREA = "Smart Plans are not part of your organisation's plan";
export const NO_PLAN_PERMISSION = 'You do not have permission to create or edit Smart Plans';

export const builderPlans: ReadonlySet<string> = new Set(['Plus', 'Care']);
export const areaPlans: ReadonlySet<string> = new Set(['Plus']);

/** 403 unless the organisation's plan includes the Builder; answers the organisation facts. */
export async function requireBuilder(tx: Tx, orgId: number) {
  const org = await organisationFacts(tx, orgId);
  if (!builderPlans.has(org.plan)) throw forbidden(NOT_ON_PLAN_BUILDER);
  return org;
}

/** 403 unless the organisation's plan includes the Smart Plans area (/plans, drafts). */
export async function requireArea(tx: Tx, orgId: number) {
  const org = await organisationFacts(tx, orgId);
  if (!areaPlans.has(org.plan)) throw forbidden(NOT_ON_PLAN_AREA);
  return org;
}

export function requirePlanWriter(request: FastifyRequest): void {
  if (!hasPermission(request, 'smartPlanCreate')) throw forbidden(NO_PLAN_PERMISSION);
}
