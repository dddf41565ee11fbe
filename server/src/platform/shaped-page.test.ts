import { and, asc, eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/helpers/testApp';
import { makeOrg, makeStudent } from '../../test/api/fixtures';
import { shapedPage } from './list-page';

const COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  reference: users.reference,
  dob: users.dob,
  deleted: users.deleted,
  createdAt: users.createdAt,
};

let t: TestApp;
let orgA: number;
let orgB: number;
const ids: Record<'ann' | 'ben' | 'cat' | 'bob', number> = { ann: 0, ben: 0, cat: 0, bob: 0 };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const a = await makeOrg(t.db);
  const b = await makeOrg(t.db);
  orgA = a.orgId;
  orgB = b.orgId;
  ids.ann = await makeStudent(t.db, a, { firstName: 'Ann', reference: 'R1', dob: '2012-01-02' });
  ids.ben = await makeStudent(t.db, a, { firstName: 'Ben' });
  ids.cat = await makeStudent(t.db, a, { firstName: 'Cat', deleted: true });
  ids.bob = await makeStudent(t.db, b, { firstName: 'Bob' });
});
afterAll(() => t.close());

interface Shape {
  deleted: boolean;
  direction: 'asc' | 'desc';
}

function byOrg(shape: Shape) {
  const conditions = [eq(users.orgId, sql.placeholder('orgId'))];
  if (shape.deleted) conditions.push(eq(users.deleted, sql.placeholder('deleted')));
  return {
    table: users,
    columns: COLUMNS,
    condition: and(...conditions),
    sort: [{ field: 'firstName' as const, direction: shape.direction }],
    tiebreak: users.id,
    limit: sql.placeholder('limit'),
  };
}

describe('shapedPage', () => {
  it('builds each shape once and fills each call its own values', async () => {
    const build = jest.fn(byOrg);
    const page = shapedPage(build);
    const asc_ = { deleted: false, direction: 'asc' } as const;
    const live = { deleted: true, direction: 'desc' } as const;
    const idsOf = (p: { rows: { id: number }[] }) => p.rows.map((r) => r.id);
    await t.db.transaction(async (tx) => {
      expect(idsOf(await page(tx, asc_, { orgId: orgA, limit: 10 }))).toEqual([
        ids.ann,
        ids.ben,
        ids.cat,
      ]);
      const bob = await page(tx, { ...asc_ }, { orgId: orgB, limit: 10 });
      expect(idsOf(bob)).toEqual([ids.bob]);
      expect(bob.total).toBe(1);
      const limited = await page(tx, asc_, { orgId: orgA, limit: 1 });
      expect(idsOf(limited)).toEqual([ids.ann]);
      expect(limited.total).toBe(3);
      expect(build).toHaveBeenCalledTimes(1);

      expect(idsOf(await page(tx, live, { orgId: orgA, deleted: false, limit: 10 }))).toEqual([
        ids.ben,
        ids.ann,
      ]);
      expect(idsOf(await page(tx, live, { orgId: orgA, deleted: true, limit: 10 }))).toEqual([
        ids.cat,
      ]);
      expect(idsOf(await page(tx, asc_, { orgId: orgA, limit: 10 }))).toHaveLength(3);
      expect(build).toHaveBeenCalledTimes(2);
    });
  });

  it('refuses a shape whose query has a value built in, every time', async () => {
    const page = shapedPage((shape: Shape) => ({
      ...byOrg(shape),
      condition: eq(users.orgId, orgA),
    }));
    await t.db.transaction(async (tx) => {
      for (let n = 0; n < 2; n++) {
        await expect(page(tx, { deleted: false, direction: 'asc' }, { limit: 5 })).rejects.toThrow(
          'a shaped page query takes every value as a placeholder',
        );
      }
    });
  });

  it('answers rows as Drizzle reads them (dates, nulls, booleans) and the total before limit', async () => {
    const byOrgInIdOrder = shapedPage((_shape: null) => ({
      table: users,
      columns: COLUMNS,
      condition: eq(users.orgId, sql.placeholder('orgId')),
      sort: [],
      tiebreak: users.id,
      limit: sql.placeholder('limit'),
    }));
    await t.db.transaction(async (tx) => {
      const page = await byOrgInIdOrder(tx, null, { orgId: orgA, limit: 2 });
      const drizzle = await tx
        .select(COLUMNS)
        .from(users)
        .where(eq(users.orgId, orgA))
        .orderBy(asc(users.id))
        .limit(2);
      expect(page.rows).toEqual(drizzle);
      expect(page.rows[0]).toMatchObject({ reference: 'R1', dob: '2012-01-02', deleted: false });
      expect(page.rows[1]).toMatchObject({ reference: null, dob: null });
      expect(page.rows[0]!.createdAt).toBeInstanceOf(Date);
      expect(Object.keys(page.rows[0]!)).toEqual(Object.keys(COLUMNS));
      expect(page.total).toBe(3);
    });
  });
});
