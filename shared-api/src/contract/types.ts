import type { Static, TSchema } from 'typebox';
import type { HttpMethod } from './define';
import type { API_CONTRACT } from './index';

/** Every route of the API with its schemas (see index.ts). */
export type ApiContract = typeof API_CONTRACT;
export type ApiRoute = keyof ApiContract & string;

type Member<K extends ApiRoute, M extends string> =
  ApiContract[K] extends Record<M, infer S> ? (S extends TSchema ? Static<S> : never) : undefined;

/** The query string the server validates (orgId included). */
export type RouteQuery<K extends ApiRoute> = Member<K, 'querystring'>;
export type RouteParams<K extends ApiRoute> = Member<K, 'params'>;
/** The JSON body, `undefined` for routes without one. */
export type RouteBody<K extends ApiRoute> = Member<K, 'body'>;
/** The whole 200 answer (`{ data, page? }`). */
export type RouteAnswer<K extends ApiRoute> = Member<K, 'response'>;
/** `data` of the 200 answer. */
export type RouteData<K extends ApiRoute> = RouteAnswer<K> extends { data: infer D } ? D : never;

type ParamText<Params, Name extends string> =
  Params extends Record<Name, infer V> ? (V extends string | number ? `${V}` : never) : never;

/** `/api/user/:id` with `id: number` → `/api/user/${number}`. */
type FillPath<P extends string, Params> = P extends `${infer Head}:${infer Name}/${infer Rest}`
  ? `${Head}${ParamText<Params, Name>}/${FillPath<Rest, Params>}`
  : P extends `${infer Head}:${infer Name}`
    ? `${Head}${ParamText<Params, Name>}`
    : P;

/** The concrete paths of a route, e.g. `/api/role/${number}/user/${number}`. */
export type RoutePath<K extends ApiRoute> = K extends `${string} ${infer P}`
  ? FillPath<P, RouteParams<K>>
  : never;

type RoutesOf<M extends HttpMethod> = Extract<ApiRoute, `${M} ${string}`>;

/** Every concrete path the API answers for method M. */
export type ApiPath<M extends HttpMethod> = { [K in RoutesOf<M>]: RoutePath<K> }[RoutesOf<M>];

/** The route a concrete path belongs to. */
export type RouteOf<M extends HttpMethod, P extends string> = {
  [K in RoutesOf<M>]: P extends RoutePath<K> ? K : never;
}[RoutesOf<M>];
