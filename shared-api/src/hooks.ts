import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { api, type ApiError } from './client';
import { useSession } from './session';
import type { ApiResponse, DashboardReports, Query, User, UserType } from './types';

/**
 * GET `path` through SWR. The key carries the active organisation and the token, so switching
 * organisation (or user) refetches; `null` path, or no session, fetches nothing.
 */
export function useApi<T>(
  path: string | null,
  query?: Query,
  config?: SWRConfiguration<ApiResponse<T>, ApiError>,
): SWRResponse<ApiResponse<T>, ApiError> {
  const { apiToken, activeOrg } = useSession();
  const key =
    path && apiToken
      ? ['api', path, activeOrg?.id ?? null, apiToken, JSON.stringify(query ?? {})]
      : null;
  return useSWR<ApiResponse<T>, ApiError>(key, () => api.get<T>(path!, query), config);
}

export interface ReportOptions {
  submissionType?: string;
  query?: Record<string, unknown>[];
}

/** POST /api/report/generate for `names`; the answer's data has one member per report. */
export function useReports<T = Partial<DashboardReports>>(
  names: string[],
  options: ReportOptions = {},
  config?: SWRConfiguration<ApiResponse<T>, ApiError>,
): SWRResponse<ApiResponse<T>, ApiError> {
  const { apiToken, activeOrg } = useSession();
  const submissionType = options.submissionType ?? 'incidentreport';
  const query = options.query ?? [];
  const key =
    apiToken && activeOrg && names.length > 0
      ? ['report', activeOrg.id, apiToken, submissionType, JSON.stringify(query), names.join(',')]
      : null;
  return useSWR<ApiResponse<T>, ApiError>(
    key,
    () => api.post<T>('/api/report/generate', { data: { submissionType, query, reports: names } }),
    config,
  );
}

/** Staff ('user') or service users ('student') of the active organisation. */
export function useOrganisationUsers(
  type: UserType,
  config?: SWRConfiguration<ApiResponse<Partial<User>[]>, ApiError>,
): SWRResponse<ApiResponse<Partial<User>[]>, ApiError> {
  const { activeOrg } = useSession();
  return useApi<Partial<User>[]>(
    activeOrg ? `/api/organisation/${activeOrg.id}/user` : null,
    { type, limit: 1000 },
    config,
  );
}
