import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api, call, type ApiError } from './client';
import type { RequestInit } from './contract/call';
import type { ApiPath, RouteAnswer, RouteOf } from './contract/types';
import type { CriteriaRow, UserType } from './schemas';
import { useSession } from './session';

/** The answer of GET `P` (the route's 200 schema). */
export type GetAnswer<P extends ApiPath<'GET'>> = RouteAnswer<RouteOf<'GET', P>>;

/**
 * GET `path` through SWR, typed by the contract. The key carries the active organisation and the
 * token, so switching organisation (or user) refetches; `null` path, or no session, fetches nothing.
 */
export function useApi<P extends ApiPath<'GET'>>(
  path: P | null,
  init?: RequestInit<RouteOf<'GET', P>>,
  config?: SWRConfiguration<GetAnswer<P>, ApiError>,
): SWRResponse<GetAnswer<P>, ApiError> {
  const { apiToken, activeOrg } = useSession();
  const query = init?.query;
  const key =
    path && apiToken
      ? ['api', path, activeOrg?.id ?? null, apiToken, JSON.stringify(query ?? {})]
      : null;
  return useSWR<GetAnswer<P>, ApiError>(
    key,
    () => call<RouteOf<'GET', P>>('GET', path!, init),
    config,
  );
}

export interface ReportOptions {
  submissionType?: string;
  query?: CriteriaRow[];
}

export type ReportAnswer = RouteAnswer<'POST /api/report/generate'>;

/** POST /api/report/generate for `names`; the answer's data has one member per report. */
export function useReports(
  names: string[],
  options: ReportOptions = {},
  config?: SWRConfiguration<ReportAnswer, ApiError>,
): SWRResponse<ReportAnswer, ApiError> {
  const { apiToken, activeOrg } = useSession();
  const submissionType = options.submissionType ?? 'incidentreport';
  const query = options.query ?? [];
  const key =
    apiToken && activeOrg && names.length > 0
      ? ['report', activeOrg.id, apiToken, submissionType, JSON.stringify(query), names.join(',')]
      : null;
  return useSWR<ReportAnswer, ApiError>(
    key,
    () =>
      api.post('/api/report/generate', {
        body: { data: { submissionType, query, reports: names } },
      }),
    config,
  );
}

/** Staff ('user') or service users ('student') of the active organisation. */
export function useOrganisationUsers(
  type: UserType,
  config?: SWRConfiguration<GetAnswer<`/api/organisation/${number}/user`>, ApiError>,
) {
  const { activeOrg } = useSession();
  return useApi(
    activeOrg ? `/api/organisation/${activeOrg.id}/user` : null,
    { query: { type, limit: 1000 } },
    config,
  );
}

/**
 * How many staff ('user') or service users ('student') the active organisation has: the list's
 * total, with one row fetched instead of the whole list.
 */
export function useOrganisationUserCount(type: UserType) {
  const { activeOrg } = useSession();
  const answer = useApi(activeOrg ? `/api/organisation/${activeOrg.id}/user` : null, {
    query: { type, limit: 1 },
  });
  return { count: answer.data?.page?.total, error: answer.error };
}
