import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { auditTrail, contentItems } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, type Call } from './client';
import { makeOrg, type OrgFixture } from './fixtures';
import { makeContent, setupState } from './fixtures-setup';
import { orgWithAdminAndStandard } from './signed-in';

describe('content menu items', () => {
  let t: TestApp;
  let org: OrgFixture;
  let token: string;
  let standardToken: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    ({ org, token, standardToken } = await orgWithAdminAndStandard(t));
  });
  afterAll(() => t.close());

  const api = (c: Call, tok = token) => call(t.app, tok, org.orgId, c);
  const create = (data: Record<string, unknown>, tok = token) =>
    api({ method: 'POST', url: '/api/content', body: { data } }, tok);

  it('creates, reads, lists, updates and soft-deletes items, auditing each write', async () => {
    const cat = await create({ title: '  Wellbeing ', type: 'Category' });
    expect(cat.statusCode).toBe(200);
    const category = cat.json().data;
    expect(category).toEqual({
      id: expect.any(Number),
      title: 'Wellbeing',
      type: 'Category',
      parent: null,
      body: '',
      fileUrl: null,
      createdAt: expect.any(String),
    });
    const article = (
      await create({
        title: 'Breathing',
        type: 'Article',
        parent: category.id,
        body: '<b>calm</b>',
      })
    ).json().data;
    expect(article).toMatchObject({ parent: category.id, body: '<b>calm</b>' });

    const one = await api({ method: 'GET', url: `/api/content/${article.id}` }, standardToken);
    expect(one.json().data).toEqual(article);
    const list = await api(
      {
        method: 'GET',
        url: '/api/content',
        query: { where: JSON.stringify({ parent: category.id }) },
      },
      standardToken,
    );
    expect(list.json()).toEqual({ data: [article], page: { total: 1 } });

    const updated = await api({
      method: 'PUT',
      url: `/api/content/${article.id}`,
      body: { data: { title: 'Box breathing', parent: null } },
    });
    expect(updated.json().data).toMatchObject({
      title: 'Box breathing',
      parent: null,
      type: 'Article',
    });

    const del = await api({ method: 'DELETE', url: `/api/content/${article.id}` });
    expect(del.json()).toEqual({ data: { success: 'true' } });
    const [row] = await t.db.select().from(contentItems).where(eq(contentItems.id, article.id));
    expect(row!.deleted).toBe(true);
    expect((await api({ method: 'GET', url: `/api/content/${article.id}` })).statusCode).toBe(404);
    const audits = await t.db
      .select({ action: auditTrail.action })
      .from(auditTrail)
      .where(eq(auditTrail.entityId, String(article.id)))
      .orderBy(auditTrail.id);
    expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
  });

  it('files items only under a category of the organisation, without cycles', async () => {
    const other = await makeOrg(t.db);
    const foreign = await makeContent(t.db, other);
    const article = await makeContent(t.db, org, { title: 'A', type: 'Article' });
    const top = await makeContent(t.db, org, { title: 'Top' });
    const mid = await makeContent(t.db, org, { title: 'Mid', parent: top });
    const before = await setupState(t.db);
    for (const parent of [foreign, article, 2147483647]) {
      const res = await create({ title: 'X', type: 'Video', parent });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error: 'parent: must be a category of this organisation' },
      });
    }
    for (const parent of [top, mid]) {
      const res = await api({
        method: 'PUT',
        url: `/api/content/${top}`,
        body: { data: { parent } },
      });
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 400,
        body: { error: 'parent: an item cannot be filed under itself or one of its own items' },
      });
    }
    const retype = await api({
      method: 'PUT',
      url: `/api/content/${top}`,
      body: { data: { type: 'Article' } },
    });
    expect(retype.json()).toEqual({
      error: 'type: a category that holds items must stay a category',
    });
    expect(await setupState(t.db)).toEqual(before);
  });

  it('refuses to delete a category that still holds items (409), then allows it once empty', async () => {
    const top = await makeContent(t.db, org, { title: 'Holder' });
    const child = await makeContent(t.db, org, { title: 'Child', type: 'Article', parent: top });
    const refused = await api({ method: 'DELETE', url: `/api/content/${top}` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This category still holds items. Delete or move them first.',
    });
    expect((await api({ method: 'DELETE', url: `/api/content/${child}` })).statusCode).toBe(200);
    expect((await api({ method: 'DELETE', url: `/api/content/${top}` })).statusCode).toBe(200);
  });

  it('lets every member read but only serviceSetupManage write (403, nothing written)', async () => {
    const item = await makeContent(t.db, org, { title: 'Readable' });
    const before = await setupState(t.db);
    expect((await api({ method: 'GET', url: '/api/content' }, standardToken)).statusCode).toBe(200);
    const writes: Call[] = [
      { method: 'POST', url: '/api/content', body: { data: { title: 'X', type: 'Category' } } },
      { method: 'PUT', url: `/api/content/${item}`, body: { data: { title: 'Y' } } },
      { method: 'DELETE', url: `/api/content/${item}` },
    ];
    for (const c of writes) {
      const res = await api(c, standardToken);
      expect({ route: c.method, status: res.statusCode, body: res.json() }).toEqual({
        route: c.method,
        status: 403,
        body: { error: 'You do not have permission to change content' },
      });
    }
    expect(await setupState(t.db)).toEqual(before);
  });

  it("answers 404 for another organisation's item", async () => {
    const other = await makeOrg(t.db);
    const foreign = await makeContent(t.db, other, { title: 'Secret' });
    for (const c of [
      { method: 'GET', url: `/api/content/${foreign}` },
      { method: 'PUT', url: `/api/content/${foreign}`, body: { data: { title: 'Mine' } } },
      { method: 'DELETE', url: `/api/content/${foreign}` },
    ] as Call[]) {
      const res = await api(c);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 404,
        body: { error: 'Content item not found' },
      });
    }
    const list = (await api({ method: 'GET', url: '/api/content' })).json().data as {
      id: number;
    }[];
    expect(list.some((i) => i.id === foreign)).toBe(false);
  });

  it('answers 400 naming the field to bad bodies, writing nothing (fast-check)', async () => {
    const item = await makeContent(t.db, org, { title: 'Target' });
    const before = await setupState(t.db);
    const good = { title: 'T', type: 'Article' };
    const bad: fc.Arbitrary<[Record<string, unknown>, string]> = fc.oneof(
      fc
        .constantFrom('', '   ')
        .map((title): [Record<string, unknown>, string] => [{ ...good, title }, 'title']),
      fc
        .string({ minLength: 201, maxLength: 260 })
        .map((title): [Record<string, unknown>, string] => [{ ...good, title }, 'title']),
      fc
        .string()
        .filter((s) => !['Article', 'Audio', 'Category', 'Image', 'PDF', 'Video'].includes(s))
        .map((type): [Record<string, unknown>, string] => [{ ...good, type }, 'type']),
      fc
        .oneof(fc.integer({ max: 0 }), fc.string(), fc.double(), fc.constant(2 ** 31))
        .map((parent): [Record<string, unknown>, string] => [{ ...good, parent }, 'parent']),
      fc
        .oneof(fc.integer(), fc.constant(null))
        .map((body): [Record<string, unknown>, string] => [{ ...good, body }, 'body']),
      fc
        .string({ minLength: 1 })
        // __proto__ / constructor.prototype bodies are refused whole by the JSON parser (400
        // 'Request body is not valid JSON'), before any field is looked at.
        .filter((k) => !['title', 'type', 'parent', 'body', '__proto__', 'constructor'].includes(k))
        .map((k): [Record<string, unknown>, string] => [{ ...good, [k]: 1 }, k]),
    );
    await fc.assert(
      fc.asyncProperty(bad, fc.boolean(), async ([data, field], put) => {
        const res = put
          ? await api({ method: 'PUT', url: `/api/content/${item}`, body: { data } })
          : await create(data);
        expect({ status: res.statusCode, error: res.json().error }).toEqual({
          status: 400,
          error: expect.stringContaining(field),
        });
      }),
      { numRuns: 60 },
    );
    const missing = await create({ type: 'Article' });
    expect(missing.json().error).toContain('title');
    const empty = await api({ method: 'PUT', url: `/api/content/${item}`, body: { data: {} } });
    expect(empty.statusCode).toBe(400);
    expect(await setupState(t.db)).toEqual(before);
  });
});
