import { sessionStore } from './session';
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
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

export async function request<T>(
  method: Method,
  path: string,
  body?: unknown,
  query?: Query,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const session = sessionStore.get();
  const useAuth = options.auth ?? true;
  const token = useAuth ? session.apiToken : undefined;
  if (NEEDS_TOKEN.includes(method) && !token) throw new ApiError(MISSING_TOKEN_MESSAGE, 401);

  const fullQuery: Query = { ...query };
  const orgId = session.activeOrg?.id;
  if ((options.orgId ?? useAuth) && orgId !== undefined && fullQuery.orgId === undefined) {
    fullQuery.orgId = orgId;
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  const doFetch = config.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await doFetch(apiUrl(path, fullQuery), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR_MESSAGE, 0);
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    // The token we sent is no longer valid: drop the session so the shell sends the user to /login.
    if (response.status === 401 && token && sessionStore.get().apiToken === token) {
      sessionStore.clear();
    }
    throw new ApiError(errorMessage(parsed, response.status), response.status, parsed);
  }
  if (parsed && typeof parsed === 'object' && 'error' in parsed && !('data' in parsed)) {
    throw new ApiError(errorMessage(parsed, response.status), response.status, parsed);
  }
  return parsed as ApiResponse<T>;
}

/**
 * JSON client of the BeSmart API. `T` is the type of the `data` member; every call resolves to the
 * whole body (`{ data, page? }`) and rejects with `ApiError`.
 */
export const api = {
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('GET', path, undefined, query, options),
  post: <T>(path: string, body?: unknown, query?: Query, options?: RequestOptions) =>
    request<T>('POST', path, body, query, options),
  put: <T>(path: string, body?: unknown, query?: Query, options?: RequestOptions) =>
    request<T>('PUT', path, body, query, options),
  patch: <T>(path: string, body?: unknown, query?: Query, options?: RequestOptions) =>
    request<T>('PATCH', path, body, query, options),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    request<T>('DELETE', path, undefined, query, options),
};
