import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { writableState } from './fixtures';
import { makeTenant } from './fixtures-tenant';
import { everyRoute } from './routes-catalogue';

describe('tenant isolation across every route', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;

  beforeAll(async () => {
    t = await createTestApp();
    a = await makeTenant(t, 'Alpha');
    b = await makeTenant(t, 'Bravo');
  });
  afterAll(() => t.close());

  it("answers 403 to B's token with A's orgId on every route, changing nothing", async () => {
    const before = await writableState(t.db);
    for (const route of everyRoute(a.ids)) {
      const res = await call(t.app, b.token, a.org.orgId, route);
      expect({ route: route.name, status: res.statusCode, body: res.json() }).toEqual({
        route: route.name,
        status: 403,
        body: { error: 'You do not have access to this organisation' },
      });
    }
    expect(await writableState(t.db)).toEqual(before);
  });

  it("never shows or changes A's rows through B's own organisation", async () => {
    const before = await writableState(t.db);
    for (const route of everyRoute(a.ids)) {
      const res = await call(t.app, b.token, b.org.orgId, route);
      expect(res.statusCode).not.toBe(500);
      expect(`${route.name}: ${res.body}`).not.toContain(a.secret);
      if (['one user', 'acknowledge', 'save user tags'].includes(route.name)) {
        expect({ route: route.name, status: res.statusCode }).toEqual({
          route: route.name,
          status: 404,
        });
      }
      if (['organisation', 'organisation users'].includes(route.name)) {
        expect({ route: route.name, status: res.statusCode }).toEqual({
          route: route.name,
          status: 403,
        });
      }
      if (route.name === 'user tags') expect(res.json()).toEqual({ data: [], page: { total: 0 } });
    }
    const after = await writableState(t.db);
    // B's own organisation tag write is legitimate; A's rows must be untouched.
    expect(after.user_settings).toBe(before.user_settings);
    expect(after.collaborators).toBe(before.collaborators);
  });

  it("keeps A's organisation settings unchanged when B saves its own", async () => {
    const read = (tok: string, orgId: number) =>
      call(t.app, tok, orgId, {
        method: 'GET',
        url: '/api/organisationtag',
        query: { fields: 'key,value,organisation' },
      });
    const aBefore = (await read(a.token, a.org.orgId)).json();
    await call(t.app, b.token, b.org.orgId, {
      method: 'PUT',
      url: '/api/organisationtag',
      body: { data: [{ type: 'besmart', key: 'serviceUserTerm', value: 'bravo-only' }] },
    });
    expect((await read(a.token, a.org.orgId)).json()).toEqual(aBefore);
    const bRows = (await read(b.token, b.org.orgId)).json().data as { organisation: number }[];
    expect(bRows.every((r) => r.organisation === b.org.orgId)).toBe(true);
  });

  it("counts only B's own rows in B's reports", async () => {
    const route = everyRoute(b.ids).find((r) => r.name === 'generate reports')!;
    const data = (await call(t.app, b.token, b.org.orgId, route)).json().data;
    expect(data.numActiveStudents).toBe(1);
    expect(data.totalNumberOfIncidents).toBe(1);
    expect(data.behaviourDrafts).toBe(1);
    expect(data.incidentsAsCollaborator.map((r: { id: number }) => r.id)).toEqual([
      b.ids.incidentId,
    ]);
  });
});
