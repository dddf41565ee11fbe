import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { hostileText, unstorableText } from './bad-input-cases';
import { call, type Call } from './client';
import { tablesState } from './fixtures';
import { makeTenant } from './fixtures-tenant';
import { everyRoute, type RouteCase } from './routes-catalogue';

const NUL = 'must not contain control characters (U+0000)';
const ORG_ID_NUMBER = 'orgId: must be a whole number';
const SURROGATE = 'must be valid Unicode text (it has an unpaired surrogate)';

type Leaf = { path: string; set: (bad: string) => unknown };

/** The first string of a JSON value, with the error path the server reports (`data[0].value`). */
function firstString(value: unknown, path = ''): Leaf | null {
  if (typeof value === 'string') return { path, set: (bad) => bad };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const inner = firstString(value[i], `${path}[${i}]`);
      if (inner) {
        return {
          path: inner.path,
          set: (bad) => value.map((v, k) => (k === i ? inner.set(bad) : v)),
        };
      }
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const inner = firstString(item, path ? `${path}.${key}` : key);
      if (inner) return { path: inner.path, set: (bad) => ({ ...value, [key]: inner.set(bad) }) };
    }
  }
  return null;
}

interface BadCall {
  name: string;
  call: Call;
  /** The field the answer must name. */
  field: string;
}

/** Each route with bad text in: its first body string, its first query string, and orgId. */
function badCalls(route: RouteCase, bad: (s: string) => string, inQuery: boolean): BadCall[] {
  const out: BadCall[] = [];
  const inBody = route.body === undefined ? null : firstString(route.body);
  if (inBody) {
    out.push({
      name: `${route.name} body`,
      call: { ...route, body: inBody.set(bad(String(pick(route.body, inBody.path)))) },
      field: inBody.path,
    });
  }
  const queryKey = Object.keys(route.query ?? {})[0];
  if (queryKey && inQuery) {
    out.push({
      name: `${route.name} query`,
      call: {
        ...route,
        query: { ...route.query, [queryKey]: bad(String(route.query![queryKey])) },
      },
      field: queryKey,
    });
  }
  return out;
}

function pick(value: unknown, path: string): unknown {
  return path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], value);
}

/** Every table with an id column except sessions (a signed-in request may touch its session). */
async function everyTable(t: TestApp): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    t.db,
    sql`select c.table_name from information_schema.columns c
        join information_schema.tables tb on tb.table_name = c.table_name and tb.table_schema = c.table_schema
        where c.table_schema = 'public' and c.column_name = 'id' and tb.table_type = 'BASE TABLE'
          and c.table_name not in ('sessions', '__drizzle_migrations')
        order by 1`,
  );
  return rows.map((r) => r.table_name);
}

describe('text PostgreSQL cannot store (NUL, unpaired surrogates): 400 naming the field on every route', () => {
  let t: TestApp;
  let tenant: Awaited<ReturnType<typeof makeTenant>>;
  let tables: string[];

  beforeAll(async () => {
    t = await createTestApp();
    tenant = await makeTenant(t, 'Text');
    tables = await everyTable(t);
  });
  afterAll(() => t.close());

  // A URL carries UTF-8 bytes: a lone surrogate cannot be sent in a query string, only in JSON.
  const variants: [string, (s: string) => string, string, boolean][] = [
    ['NUL', (s) => `${s}\u0000`, NUL, true],
    ['a lone high surrogate', (s) => `${s}\ud800`, SURROGATE, false],
    ['a lone low surrogate', (s) => `\udc00${s}`, SURROGATE, false],
  ];

  it.each(variants)(
    'tenant routes: %s in a body or query string',
    async (_l, bad, message, inQuery) => {
      const before = await tablesState(t.db, tables);
      const answers: unknown[] = [];
      const expected: unknown[] = [];
      for (const route of everyRoute(tenant.ids)) {
        for (const c of badCalls(route, bad, inQuery)) {
          const res = await call(t.app, tenant.token, tenant.org.orgId, c.call);
          answers.push({ call: c.name, status: res.statusCode, body: res.json() });
          // The upload reads a raw file body; a JSON body is never read, only refused as a type.
          const error =
            c.name === 'upload content file body'
              ? "Content-Type: 'application/json' is not a media type"
              : `${c.field}: ${message}`;
          expected.push({ call: c.name, status: 400, body: { error } });
        }
      }
      expect(answers.length).toBeGreaterThan(inQuery ? 30 : 20);
      expect(answers).toEqual(expected);
      expect(await tablesState(t.db, tables)).toEqual(before);
    },
  );

  it('tenant routes: NUL in orgId and in a path parameter', async () => {
    const before = await tablesState(t.db, tables);
    for (const route of everyRoute(tenant.ids)) {
      const res = await call(t.app, tenant.token, null, {
        ...route,
        query: { ...route.query, orgId: `${tenant.org.orgId}\u0000` },
      });
      expect({ route: route.name, status: res.statusCode, body: res.json() }).toEqual({
        route: route.name,
        status: 400,
        // The upload checks membership before reading its (large) body, so before validation.
        body: { error: route.name === 'upload content file' ? ORG_ID_NUMBER : `orgId: ${NUL}` },
      });
      const withId = route.url.match(/^(.*\/)(\d+)(\/.*)?$/);
      if (!withId) continue;
      const url = `${withId[1]}${withId[2]}%00${withId[3] ?? ''}`;
      const inPath = await call(t.app, tenant.token, tenant.org.orgId, { ...route, url });
      expect({ route: route.name, status: inPath.statusCode }).toEqual({
        route: route.name,
        status: 400,
      });
      expect(inPath.json().error).toMatch(new RegExp(`^\\w+: ${NUL.replace(/[()+]/g, '\\$&')}$`));
    }
    expect(await tablesState(t.db, tables)).toEqual(before);
  });

  // Bounded: a few runs per route keeps the suite's time reasonable (100k-character strings).
  const RUNS = 3;
  const bodyRoutes = () =>
    everyRoute(tenant.ids).filter((r) => r.body !== undefined && firstString(r.body));

  it('property: any unstorable text in any route body is a 400 naming the field, nothing written', async () => {
    const before = await tablesState(t.db, tables);
    for (const route of bodyRoutes()) {
      const leaf = firstString(route.body)!;
      await fc.assert(
        fc.asyncProperty(unstorableText, async (text) => {
          const res = await call(t.app, tenant.token, tenant.org.orgId, {
            ...route,
            body: leaf.set(text),
          });
          const error = route.name === 'upload content file' ? null : `${leaf.path}: `;
          expect({ route: route.name, status: res.statusCode }).toEqual({
            route: route.name,
            status: 400,
          });
          if (error) expect((res.json() as { error: string }).error.startsWith(error)).toBe(true);
        }),
        { numRuns: RUNS },
      );
    }
    expect(await tablesState(t.db, tables)).toEqual(before);
  });

  it('property: storable but hostile text (C0 controls, 100k characters, NFC/NFD) never gives a 500', async () => {
    for (const route of bodyRoutes()) {
      const leaf = firstString(route.body)!;
      await fc.assert(
        fc.asyncProperty(hostileText, async (text) => {
          const res = await call(t.app, tenant.token, tenant.org.orgId, {
            ...route,
            body: leaf.set(text),
          });
          expect({
            route: route.name,
            status: res.statusCode < 500 ? 'answered' : res.body,
          }).toEqual({
            route: route.name,
            status: 'answered',
          });
        }),
        { numRuns: RUNS },
      );
    }
  });

  it('a key of a free-form object and a string deep in a list are named by their path', async () => {
    const res = await call(t.app, tenant.token, tenant.org.orgId, {
      method: 'PUT',
      url: '/api/usertag',
      body: {
        data: [
          { user: tenant.ids.studentId, type: 'keycontacts', key: 'keycontacts', value: '[]' },
          { user: tenant.ids.studentId, type: 'x', key: 'ok', value: 'fine\u0000' },
        ],
      },
    });
    expect(res.json()).toEqual({ error: `data[1].value: ${NUL}` });
    const key = await call(t.app, tenant.token, tenant.org.orgId, {
      method: 'PUT',
      url: '/api/usertag',
      body: { data: [], ['x\u0000y']: 1 },
    });
    expect(key.json()).toEqual({ error: `"x\\u0000y": ${NUL}` });
  });

  it('keeps tabs, line breaks, other controls and paired surrogates as sent', async () => {
    const value = 'Line one\r\n\tLine two \u0007 \u001f emoji \ud83d\ude00 café';
    const res = await call(t.app, tenant.token, tenant.org.orgId, {
      method: 'PUT',
      url: '/api/usertag',
      body: { data: [{ user: tenant.ids.studentId, type: 'note', key: 'text', value }] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].value).toBe(value);
  });

  const publicCalls: [string, Call, string][] = [
    [
      'sign-in',
      {
        method: 'POST',
        url: '/api/auth/login',
        body: { username: 'a\u0000@x.test', password: 'p' },
      },
      'username',
    ],
    [
      'reset request',
      {
        method: 'POST',
        url: '/api/auth/password/request-reset',
        body: { data: { organisationId: 1, email: 'admin@demo-school.test\u0000' } },
      },
      'data.email',
    ],
    [
      'reset',
      {
        method: 'POST',
        url: '/api/auth/password/reset',
        body: { data: { token: 'abc\u0000', password: 'Lantern-Orchard-Pebble-57' } },
      },
      'data.token',
    ],
    [
      'sign-up',
      {
        method: 'POST',
        url: '/api/auth/signup',
        body: {
          data: {
            firstName: 'A\u0000',
            lastName: 'B',
            email: 'nul@example.test',
            password: 'Lantern-Orchard-Pebble-57',
            organisationName: 'Nul Ltd',
          },
        },
      },
      'data.firstName',
    ],
    [
      'invitation info',
      { method: 'GET', url: '/api/user/activate', query: { token: 'abc\u0000' } },
      'token',
    ],
    [
      'invitation accept',
      {
        method: 'POST',
        url: '/api/user/activate',
        body: {
          token: 'abc',
          data: { firstname: 'N\u0000', lastname: 'O', password: 'x', type: 'new', tandc: true },
        },
      },
      'data.firstname',
    ],
    [
      'single sign-on callback',
      { method: 'GET', url: '/api/auth/mylogin', query: { code: 'c\u0000', state: 's' } },
      'code',
    ],
  ];

  it.each(publicCalls)(
    'public route %s: 400 naming the field, nothing written',
    async (_n, c, field) => {
      const before = await tablesState(t.db, tables);
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        query: c.query as Record<string, string> | undefined,
        ...(c.body === undefined ? {} : { payload: c.body as object }),
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error: `${field}: ${NUL}` },
      });
      expect(await tablesState(t.db, tables)).toEqual(before);
    },
  );
});
