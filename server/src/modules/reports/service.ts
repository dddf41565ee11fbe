import type { CriteriaRow } from 'shared-api/schemas';
import { badRequest } from '../../platform/errors';
import { activeOrganisation } from '../../platform/organisation';
import type { RequestContext } from '../../platform/request-context';
import { viewerIn } from '../../platform/visibility';
import { REPORT_DEFINITIONS } from './definitions/index';
import { ReportRegistry, type ReportContext } from './registry';

export const reportRegistry = new ReportRegistry(REPORT_DEFINITIONS);

export interface GenerateRequest {
  submissionType: string;
  query: CriteriaRow[];
  reports: string[];
  limit?: number;
  offset?: number;
}

/** Page size of the list reports when the request names none ("First 250 Results"). */
export const DEFAULT_PAGE_SIZE = 250;

/** Checked before any query runs, so an unknown name costs nothing. */
export function assertKnownReports(registry: ReportRegistry, names: readonly string[]): void {
  const unknown = registry.unknown(names);
  if (unknown.length === 1) throw badRequest(`Unknown report '${unknown[0]}'`);
  if (unknown.length > 1)
    throw badRequest(`Unknown reports: ${unknown.map((n) => `'${n}'`).join(', ')}`);
}

/** Runs each requested report once, in the caller's tenant transaction. */
export async function generateReports(
  caller: RequestContext,
  body: GenerateRequest,
  registry: ReportRegistry = reportRegistry,
): Promise<Record<string, unknown>> {
  assertKnownReports(registry, body.reports);
  const organisation = await activeOrganisation(caller);
  const viewer = viewerIn(organisation, { userId: caller.userId, email: caller.user.email });
  const ctx: ReportContext = {
    tx: caller.tx,
    orgId: caller.orgId,
    userId: caller.userId,
    organisation,
    membership: caller.membership,
    isSafeguardingLead: viewer.isSafeguardingLead,
    viewer,
    submissionType: body.submissionType,
    query: body.query,
    limit: body.limit ?? DEFAULT_PAGE_SIZE,
    offset: body.offset ?? 0,
  };
  const result: Record<string, unknown> = {};
  for (const name of new Set(body.reports)) {
    const definition = registry.get(name);
    if (definition) result[name] = await definition.run(ctx);
  }
  return result;
}
