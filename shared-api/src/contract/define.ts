import type { TSchema } from 'typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * The schemas of one route, the very objects the server registers with Fastify: `querystring`,
 * `params` and `body` are what it validates, `response` its 200 answer.
 */
export interface RouteSchemas {
  querystring?: TSchema;
  params?: TSchema;
  body?: TSchema;
  response: TSchema;
}

/** `'<METHOD> <Fastify path>'`, e.g. `'GET /api/user/:id'`. */
export type RouteKey = `${HttpMethod} /api/${string}`;

/** One area's routes; keeps each entry's exact schema types (no widening to TSchema). */
export function defineRoutes<const R extends Record<RouteKey, RouteSchemas>>(routes: R): R {
  return routes;
}
