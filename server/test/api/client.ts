import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export type Method = 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE';

export interface Call {
  method: Method;
  url: string;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
}

/** One authenticated API call the way shared-api makes it (Bearer header, orgId in the query). */
export function call(
  app: FastifyInstance,
  token: string,
  orgId: number | null,
  { method, url, query = {}, body }: Call,
): Promise<LightMyRequestResponse> {
  const q: Record<string, string> = {};
  for (const [k, v] of Object.entries(query)) q[k] = String(v);
  if (orgId !== null) q.orgId = String(orgId);
  return app.inject({
    method,
    url,
    query: q,
    headers: { authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}
