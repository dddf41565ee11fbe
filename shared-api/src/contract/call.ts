import type { RequestOptions } from '../client';
import type { ApiRoute, RouteBody, RouteQuery } from './types';

/**
 * The query a caller passes: the client adds `orgId` of the active organisation, and `where`
 * (JSON text on the wire) may be given as the object the client encodes.
 */
export type ClientQuery<Q> = {
  [K in keyof Omit<Q, 'orgId'>]: K extends 'where' ? Q[K] | object : Q[K];
} & { orgId?: number };

type QueryPart<K extends ApiRoute> = [RouteQuery<K>] extends [undefined]
  ? { query?: undefined }
  : object extends ClientQuery<RouteQuery<K>>
    ? { query?: ClientQuery<RouteQuery<K>> }
    : { query: ClientQuery<RouteQuery<K>> };

type BodyPart<K extends ApiRoute> = [RouteBody<K>] extends [undefined]
  ? { body?: undefined }
  : { body: RouteBody<K> };

/** Second argument of `api.get/post/...`: query, body (when the route takes one) and options. */
export type RequestInit<K extends ApiRoute> = QueryPart<K> & BodyPart<K> & RequestOptions;

/** The init argument is optional when nothing in it is required. */
export type CallInit<K extends ApiRoute> =
  object extends RequestInit<K> ? [init?: RequestInit<K>] : [init: RequestInit<K>];
