import type { SWRConfiguration } from 'swr';
import { useApi, type ApiError, type ApiResponse, type Query } from 'shared-api';

/** A refused request (4xx) will be refused again: only network and server errors are retried. */
export function shouldRetry(error: ApiError): boolean {
  return !(error.status >= 400 && error.status < 500);
}

const RETRY_CONFIG: SWRConfiguration<ApiResponse<unknown>, ApiError> = {
  revalidateOnFocus: false,
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (!shouldRetry(error) || retryCount >= 3) return;
    setTimeout(
      () => void revalidate({ retryCount }),
      (config.errorRetryInterval ?? 5000) * 2 ** retryCount,
    );
  },
};

export interface ApiList<T> {
  rows: T[];
  total: number;
  /** True until the first answer (or error) arrives. */
  loading: boolean;
  error: ApiError | undefined;
  /** Refetch (after a write). */
  reload: () => Promise<unknown>;
}

/**
 * A list call (`{ data: [...], page }`) through the shared SWR hook; `null` path fetches nothing.
 * Rows default to an empty list so screens can render their empty state straight away.
 */
export function useApiList<T>(
  path: string | null,
  query?: Query,
  config?: SWRConfiguration<ApiResponse<T[]>, ApiError>,
): ApiList<T> {
  const { data, error, isLoading, mutate } = useApi<T[]>(path, query, {
    ...(RETRY_CONFIG as SWRConfiguration<ApiResponse<T[]>, ApiError>),
    ...config,
  });
  return {
    rows: data?.data ?? [],
    total: data?.page?.total ?? data?.data?.length ?? 0,
    loading: path !== null && isLoading,
    error,
    reload: () => mutate(),
  };
}

/** One record (`{ data: {...} }`) through the shared SWR hook. */
export function useApiRecord<T>(path: string | null, query?: Query) {
  const { data, error, isLoading, mutate } = useApi<T>(
    path,
    query,
    RETRY_CONFIG as SWRConfiguration<ApiResponse<T>, ApiError>,
  );
  return {
    record: data?.data,
    loading: path !== null && isLoading,
    error,
    reload: () => mutate(),
  };
}
