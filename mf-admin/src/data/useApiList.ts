import type { SWRConfiguration } from 'swr';
import {
  useApi,
  type ApiError,
  type ApiPath,
  type ClientQuery,
  type GetAnswer,
  type ItemOf,
  type KnownFields,
  type RouteData,
  type RouteOf,
  type RouteQuery,
  type WithFields,
} from 'shared-api';

type Route<P extends ApiPath<'GET'>> = RouteOf<'GET', P>;
type Query<P extends ApiPath<'GET'>> = ClientQuery<RouteQuery<Route<P>>>;
/** A `fields` list naming a column the route's rows do not have is a type error. */
type Checked<Row, Q> = Q &
  (Q extends { fields: infer F } ? { fields: KnownFields<Row, F> } : unknown);
type FieldsOf<Q> = Q extends { fields: infer F } ? F : undefined;
/** A list route's row, with the columns named by `fields` present. */
export type ListRow<P extends ApiPath<'GET'>, Q = object> = WithFields<
  ItemOf<RouteData<Route<P>>>,
  FieldsOf<Q>
>;

/** A refused request (4xx) will be refused again: only network and server errors are retried. */
export function shouldRetry(error: ApiError): boolean {
  return !(error.status >= 400 && error.status < 500);
}

const RETRY_CONFIG: SWRConfiguration<unknown, ApiError> = {
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
export function useApiList<P extends ApiPath<'GET'>, const Q extends Query<P> = Query<P>>(
  path: P | null,
  query?: Checked<ItemOf<RouteData<Route<P>>>, Q>,
  config?: SWRConfiguration<GetAnswer<P>, ApiError>,
): ApiList<ListRow<P, Q>> {
  const { data, error, isLoading, mutate } = useApi(path, { query } as never, {
    ...(RETRY_CONFIG as SWRConfiguration<GetAnswer<P>, ApiError>),
    ...config,
  });
  const answer = data as { data: ListRow<P, Q>[]; page?: { total: number } } | undefined;
  return {
    rows: answer?.data ?? [],
    total: answer?.page?.total ?? answer?.data?.length ?? 0,
    loading: path !== null && isLoading,
    error,
    reload: () => mutate(),
  };
}

/** One record (`{ data: {...} }`) through the shared SWR hook. */
export function useApiRecord<P extends ApiPath<'GET'>, const Q extends Query<P> = Query<P>>(
  path: P | null,
  query?: Checked<RouteData<Route<P>>, Q>,
) {
  const { data, error, isLoading, mutate } = useApi(
    path,
    { query } as never,
    RETRY_CONFIG as SWRConfiguration<GetAnswer<P>, ApiError>,
  );
  const answer = data as { data: WithFields<RouteData<Route<P>>, FieldsOf<Q>> } | undefined;
  return {
    record: answer?.data,
    loading: path !== null && isLoading,
    error,
    reload: () => mutate(),
  };
}
