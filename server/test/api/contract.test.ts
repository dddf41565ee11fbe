import { API_CONTRACT, type RouteSchemas } from 'shared-api/contract';
import { createTestApp, type TestApp } from '../helpers/testApp';

/**
 * The API contract (shared-api/src/contract) is what the front ends are type-checked against.
 * The server must register every route of it with the very schema objects it names, and every
 * JSON route it answers must be in it: then the server's handlers (typed from those schemas by
 * the TypeBox type provider) and the remotes are checked against one definition.
 */
interface Registered {
  querystring?: unknown;
  params?: unknown;
  body?: unknown;
  response?: Record<string, unknown>;
}

const registered = new Map<string, Registered>();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    extend: (app) =>
      app.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        for (const method of methods) {
          if (method === 'HEAD') continue;
          registered.set(`${method} ${route.url}`, (route.schema ?? {}) as Registered);
        }
      }),
  });
});
afterAll(() => t.close());

const contract = API_CONTRACT as Record<string, RouteSchemas>;
/** Built by the server from its report registry: compared by value. */
const BUILT_FROM_REGISTRY = new Set(['POST /api/report/generate']);

const json = (schema: unknown) => JSON.parse(JSON.stringify(schema ?? null)) as unknown;

describe('API contract', () => {
  it('covers every JSON route the server answers', () => {
    const jsonRoutes = [...registered]
      .filter(([key, schema]) => key.includes(' /api/') && schema.response?.[200])
      .map(([key]) => key);
    expect(jsonRoutes.length).toBeGreaterThan(60);
    expect(jsonRoutes.filter((key) => !(key in contract))).toEqual([]);
  });

  it.each(Object.keys(contract))('%s is registered with the contract schemas', (key) => {
    const route = registered.get(key);
    expect(route).toBeDefined();
    const entry = contract[key]!;
    if (BUILT_FROM_REGISTRY.has(key)) {
      expect(json(route!.response?.[200])).toEqual(json(entry.response));
    } else {
      expect(route!.response?.[200]).toBe(entry.response);
    }
    expect(route!.querystring).toBe(entry.querystring);
    expect(route!.params).toBe(entry.params);
    expect(route!.body).toBe(entry.body);
  });
});
