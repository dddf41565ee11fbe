import { sessionStore } from './session';
import type { ApiPath, ApiRoute, RouteAnswer, RouteOf } from './contract/types';
import type { CallInit } from './contract/call';
import type { ApiResponse, Query } from './types';

export const NETWORK_ERROR_MESSAGE = 'Network error: the server could not be reached';
export const MISSING_TOKEN_MESSAGE = 'Missing API Token';

export class ApiError extends Error {
  readonly status: number;
  /** The parsed error body, when there was one. */
  readonly body: unknown;

  constructor(message: string, status = 0, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

interface ApiConfig {
  baseUrl: string;
  fetch?: typeof fetch;
}

const config: ApiConfig = { baseUrl: '' };

/** Same origin by default; `fetch` can be replaced (tests, instrumentation). */
export function configureApi(options: Partial<ApiConfig>): void {
  Object.assign(config, options);
}

export function apiUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const search = params.toString();
  return `${config.baseUrl}${path}${search ? `?${search}` : ''}`;
}

export interface RequestOptions {
  /** Send the session's Bearer token (default true). Public auth calls pass false. */
  auth?: boolean;
  /** Add `orgId` of the active organisation when not in the query (default: same as auth). */
  orgId?: boolean;
  signal?: AbortSignal;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const NEEDS_TOKEN: readonly Method[] = ['PUT', 'PATCH', 'DELETE'];

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  }
  return `The request failed (${status})`;
}

/** One prepared call: the full URL, the fetch init and the token it carries. */
export interface PreparedRequest {
  url: string;
  init: RequestInit;
  token?: string;
}

/**
 * URL and headers of a call to the API: the session's Bearer token (unless `auth: false`) and
 * `orgId` of the active organisation when the query has none. `accept` is the answer type asked for.
 */
export function prepareRequest(
  method: Method,
  path: string,
  body?: unknown,
  query?: Query,
  options: RequestOptions = {},
  accept = 'application/json',
): PreparedRequest {
  const session = sessionStore.get();
  const useAuth = options.auth ?? true;
  const token = useAuth ? session.apiToken : undefined;
  if (NEEDS_TOKEN.includes(method) && !token) throw new ApiError(MISSING_TOKEN_MESSAGE, 401);

  const fullQuery: Query = { ...query };
  const orgId = session.activeOrg?.id;
  if ((options.orgId ?? useAuth) && orgId !== undefined && fullQuery.orgId === undefined) {
    fullQuery.orgId = orgId;
  }
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return {
    url: apiUrl(path, fullQuery),
    init: {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    },
    token,
  };
}

/** fetch through the configured implementation; an unreachable server is an ApiError (status 0). */
export async function sendRequest(prepared: PreparedRequest): Promise<Response> {
  const doFetch = config.fetch ?? globalThis.fetch;
  try {
    return await doFetch(prepared.url, prepared.init);
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }
}

/**
 * The ApiError of a failed answer (status not ok). A 401 for the token we sent drops the session,
 * so the shell sends the user to /login.
 */
export async function failureOf(response: Response, token?: string): Promise<ApiError> {
  const parsed = await readBody(response);
  if (response.status === 401 && token && sessionStore.get().apiToken === token) {
    sessionStore.clear();
  }
  return new ApiError(errorMessage(parsed, response.status), response.status, parsed);
}

/**
 * The untyped request under `api`: for a path outside the contract only (there is none today);
 * `T` is then the caller's unchecked guess of `data`.
 */
export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  query?: Query,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const prepared = prepareRequest(method, path, body, query, options);
  const response = await sendRequest(prepared);
  if (!response.ok) throw await failureOf(response, prepared.token);

  const parsed = await readBody(response);
  if (parsed && typeof parsed === 'object' && 'error' in parsed && !('data' in parsed)) {
    throw new ApiError(errorMessage(parsed, response.status), response.status, parsed);
  }
  return parsed as ApiResponse<T>;
}

/**
 * JSON client of the BeSmart API, typed by the contract (contract/): the path picks the route, and
 * the route fixes `query`, `body` and the answer. Every call resolves to the whole 200 answer
 * (`{ data, page? }`) and rejects with `ApiError`. `orgId` may be left out of `query`.
 */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P, ...init: CallInit<RouteOf<'GET', P>>) =>
    call<RouteOf<'GET', P>>('GET', path, init[0]),
  post: <P extends ApiPath<'POST'>>(path: P, ...init: CallInit<RouteOf<'POST', P>>) =>
    call<RouteOf<'POST', P>>('POST', path, init[0]),
  put: <P extends ApiPath<'PUT'>>(path: P, ...init: CallInit<RouteOf<'PUT', P>>) =>
    call<RouteOf<'PUT', P>>('PUT', path, init[0]),
  patch: <P extends ApiPath<'PATCH'>>(path: P, ...init: CallInit<RouteOf<'PATCH', P>>) =>
    call<RouteOf<'PATCH', P>>('PATCH', path, init[0]),
  delete: <P extends ApiPath<'DELETE'>>(path: P, ...init: CallInit<RouteOf<'DELETE', P>>) =>
    call<RouteOf<'DELETE', P>>('DELETE', path, init[0]),
};

/** The typed calls' common body: `init` was checked against route K by the caller's signature. */
export async function call<K extends ApiRoute>(
  method: Method,
  path: string,
  init: { query?: object; body?: unknown } & RequestOptions = {},
): Promise<RouteAnswer<K>> {
  const { query, body, ...options } = init;
  const answer = await request<unknown>(method, path, body, query as Query | undefined, options);
  return answer as unknown as RouteAnswer<K>;
}
