import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../src/db/client';
import { refreshStatistics } from '../../src/db/statistics';
import { memberships, users, userSettings } from '../../src/db/schema/index';
import { nameStartsWith } from '../../src/modules/users/search';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { makeOrg, makeStudent, writableState, type OrgFixture } from './fixtures';
import { send } from './fixtures-people';
import { signedInStaff, type SignedInStaff } from './signed-in';

// Issue 14 §7: pickers that scale. GET /api/user?q= finds anyone of an organisation of 2,000
// people (the plain list stops at 1,000), case and accents ignored, never another organisation's.

const FIRST = [
  'Ada', 'Alan', 'Grace', 'Zoë', 'Sam', 'Priya', 'Tomasz', 'Chloé', 'Mohammed', 'Ola',
  'Søren', 'Łukasz', 'Aoife', 'Kwame', 'Mei', 'Ibrahim', 'Freya', 'Dev', 'Noor', 'Jack',
  'Ellie', 'Oscar', 'Amara', 'Luca', 'Isla', 'Yusuf', 'Ruby', 'Kai', 'Hana', 'Finn',
  'Leila', 'Theo', 'Maya', 'Omar', 'Iris', 'Reuben', 'Zara', 'Harvey', 'Nia', 'Elliot',
]; // prettier-ignore
const LAST = [
  'Lovelace', 'Turing', 'Hopper', 'Smith', 'Okafor', 'Nowak', 'Patel', 'Jones', "O'Brien", 'Müller',
  'Nguyen', 'Kowalski', 'Begum', 'Ahmed', 'Williams', 'Brown', 'Taylor', 'Davies', 'Evans', 'Wilson',
  'Thomas', 'Johnson', 'Roberts', 'Robinson', 'Thompson', 'Wright', 'Walker', 'White', 'Edwards', 'Hughes',
  'Green', 'Hall', 'Lewis', 'Harris', 'Clarke', 'Jackson', 'Wood', 'Turner', 'Martin', 'Cooper',
  'Hill', 'Ward', 'Morris', 'Moore', 'Clark', 'Lee', 'King', 'Baker', 'Harrison', 'Morgan',
]; // prettier-ignore

interface Person {
  id: number;
  firstName: string;
  lastName: string;
  type: 'user' | 'student';
}

/** 40 x 50 = 2,000 distinct names: 1,900 service users and 100 staff (with memberships). */
async function seedOrganisation(db: Db, org: OrgFixture): Promise<Person[]> {
  const names = FIRST.flatMap((firstName) => LAST.map((lastName) => ({ firstName, lastName })));
  const students = await db
    .insert(users)
    .values(names.slice(0, 1900).map((n) => ({ ...n, orgId: org.orgId, type: 'student' as const })))
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  const staff = await db
    .insert(users)
    .values(
      names.slice(1900).map((n, i) => ({
        ...n,
        orgId: org.orgId,
        type: 'user' as const,
        email: `staff${i}-${org.orgId}@search.test`,
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, lastName: users.lastName });
  await db
    .insert(memberships)
    .values(staff.map((s) => ({ orgId: org.orgId, userId: s.id, roleId: org.standardRoleId })));
  return [
    ...students.map((s) => ({ ...s, type: 'student' as const })),
    ...staff.map((s) => ({ ...s, type: 'user' as const })),
  ];
}

describe('people type-ahead (GET /api/user?q=) in an organisation of 2,000 people', () => {
  let t: TestApp;
  let alpha: OrgFixture;
  let bravo: OrgFixture;
  let alphaPeople: Person[];
  let bravoPeople: Person[];
  let admin: SignedInStaff;
  let restricted: SignedInStaff;
  let bravoAdmin: SignedInStaff;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    alpha = await makeOrg(t.db, { name: 'Alpha Academy' });
    bravo = await makeOrg(t.db, { name: 'Bravo School' });
    alphaPeople = await seedOrganisation(t.db, alpha);
    // Bravo holds people of the very same names: a search in Alpha must never return them.
    bravoPeople = await seedOrganisation(t.db, bravo);
    admin = await signedInStaff(t, alpha, { role: 'Admin', firstName: 'Anna', lastName: 'Admin' });
    restricted = await signedInStaff(t, alpha, { role: 'Standard', firstName: 'Rita' });
    bravoAdmin = await signedInStaff(t, bravo, { role: 'Admin', firstName: 'Bea' });
    // As after an import (refreshStatisticsSoon): the planner knows the table.
    await refreshStatistics(t.db);
  }, 120_000);
  afterAll(() => t.close());

  type Row = { id: number; firstName?: string; lastName?: string; email?: string | null };
  const list = async (who: SignedInStaff, orgId: number, query: Record<string, string>) => {
    const res = await send(t.app, who.token, orgId, { method: 'GET', url: '/api/user', query });
    expect({ status: res.statusCode, body: res.statusCode === 200 ? 'ok' : res.body }).toEqual({
      status: 200,
      body: 'ok',
    });
    return res.json() as { data: Row[]; page: { total: number } };
  };
  const ids = (rows: Row[]) => rows.map((r) => r.id);

  it('the plain list stops at 1,000, so a picker must search', async () => {
    const page = await list(admin, alpha.orgId, { type: 'student' });
    expect(page.page.total).toBe(1900);
    expect(page.data).toHaveLength(1000);
  });

  it('finds every one of the 2,000: by first name within a page of 100, by full name at once', async () => {
    const bravoIds = new Set(ids(bravoPeople));
    const found = new Set<number>();
    // 40 first names, 50 people each (plus the Jacksons for 'jack'): a page each reaches everybody.
    for (const firstName of FIRST) {
      for (const type of ['student', 'user']) {
        const page = await list(admin, alpha.orgId, {
          type,
          q: firstName,
          limit: '100',
          fields: 'id',
        });
        expect(page.data.filter((r) => bravoIds.has(r.id))).toEqual([]);
        for (const id of ids(page.data)) found.add(id);
      }
    }
    expect(alphaPeople.filter((p) => !found.has(p.id))).toEqual([]);
    // Typing a whole name finds that person at the top of a page of 20 (every 10th person).
    const missed: string[] = [];
    for (const person of alphaPeople.filter((_, i) => i % 10 === 3)) {
      const page = await list(admin, alpha.orgId, {
        type: person.type,
        q: `${person.firstName} ${person.lastName}`,
        limit: '20',
        fields: 'id',
      });
      if (page.data[0]?.id !== person.id) missed.push(`${person.firstName} ${person.lastName}`);
    }
    expect(missed).toEqual([]);
  }, 120_000);

  it('matches a prefix of the first name, the last name, "first last" and "last first"', async () => {
    const of = (q: string, type = 'student') =>
      list(admin, alpha.orgId, { type, q, limit: '100', fields: 'id,firstName,lastName' });
    // 'Ada' is also the start of no other first name; 50 Adas are service users.
    const ada = await of('ad');
    expect(ada.page.total).toBe(50);
    expect(ada.data.every((r) => r.firstName === 'Ada')).toBe(true);
    // Last name alone: every Hopper (38 service users; the last two first names are staff).
    const hopper = await of('HOPP');
    expect(hopper.page.total).toBe(38);
    expect(hopper.data.every((r) => r.lastName === 'Hopper')).toBe(true);
    expect((await of('grace  hop')).data.map((r) => `${r.firstName} ${r.lastName}`)).toEqual([
      'Grace Hopper',
    ]);
    expect((await of('hopper grace')).data.map((r) => `${r.firstName} ${r.lastName}`)).toEqual([
      'Grace Hopper',
    ]);
    // The middle of a name is not a prefix.
    expect((await of('race')).page.total).toBe(0);
  });

  it('ignores case and accents on both sides', async () => {
    const names = async (q: string) =>
      (await list(admin, alpha.orgId, { type: 'student', q, limit: '100' })).data.map(
        (r) => `${r.firstName} ${r.lastName}`,
      );
    const zoes = await names('zoe lov');
    expect(zoes).toEqual(['Zoë Lovelace']);
    expect(await names('ZOË LOV')).toEqual(zoes);
    expect(await names('Zoe\u0308 lov')).toEqual(zoes); // typed decomposed
    expect(await names('chloe turi')).toEqual(['Chloé Turing']);
    expect(await names('soren hop')).toEqual(['Søren Hopper']);
    expect(await names('lukasz smi')).toEqual(['Łukasz Smith']);
    expect(await names('muller ada')).toEqual(['Ada Müller']);
    expect(await names("o'brien al")).toEqual(["Alan O'Brien"]);
    // LIKE's wildcards are plain characters here.
    expect(await names('%')).toEqual([]);
    expect(await names('_da')).toEqual([]);
    expect(await names('\\')).toEqual([]);
  });

  it('blank text is no search; the type filter and the contact rules still apply', async () => {
    expect((await list(admin, alpha.orgId, { type: 'student', q: '   ' })).page.total).toBe(1900);
    const staff = await list(restricted, alpha.orgId, { type: 'user', q: 'elliot', limit: '50' });
    // The last 100 names (Elliot x 50, Nia x last 50) are staff.
    expect(staff.page.total).toBe(50);
    expect(staff.data.every((r) => r.firstName === 'Elliot')).toBe(true);
    // A restricted member sees colleagues' names, never their addresses.
    expect(staff.data.every((r) => r.email === null)).toBe(true);
    expect((await list(admin, alpha.orgId, { type: 'student', q: 'elliot' })).page.total).toBe(0);
  });

  it("never returns another organisation's people, by name or by id", async () => {
    const fromBravo = await list(bravoAdmin, bravo.orgId, {
      q: 'grace hopper',
      fields: 'id',
    });
    const alphaIds = new Set(ids(alphaPeople));
    expect(fromBravo.page.total).toBe(1);
    expect(ids(fromBravo.data).some((id) => alphaIds.has(id))).toBe(false);
    const asked = alphaPeople.slice(0, 5).map((p) => p.id);
    const byId = await list(bravoAdmin, bravo.orgId, { ids: asked.join(','), fields: 'id' });
    expect(byId).toEqual({ data: [], page: { total: 0 } });
    // Bravo's token with Alpha's orgId is refused outright.
    const res = await send(t.app, bravoAdmin.token, alpha.orgId, {
      method: 'GET',
      url: '/api/user',
      query: { q: 'grace' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('ids= names exactly the chosen people, archived and former ones included', async () => {
    const left = await makeStudent(t.db, alpha, { firstName: 'Gone', lastName: 'Away' });
    await t.db.update(users).set({ deleted: true }).where(eq(users.id, left));
    const former = await makeStudent(t.db, alpha, {
      firstName: 'Old',
      lastName: 'Boy',
      former: true,
    });
    const someone = alphaPeople[1234]!;
    const page = await list(admin, alpha.orgId, {
      ids: `${former},${left},${someone.id},${someone.id}`,
      fields: 'id,firstName,deleted',
      sort: 'id',
    });
    expect(page.data).toEqual([
      { id: someone.id, firstName: someone.firstName, deleted: false },
      { id: left, firstName: 'Gone', deleted: true },
      { id: former, firstName: 'Old', deleted: false },
    ]);
    // The usual lists still leave them out.
    expect((await list(admin, alpha.orgId, { q: 'gone away' })).page.total).toBe(0);
    expect((await list(admin, alpha.orgId, { q: 'old boy' })).page.total).toBe(0);
    // where.deleted still narrows when given.
    const active = await list(admin, alpha.orgId, {
      ids: `${left},${someone.id}`,
      where: JSON.stringify({ deleted: false }),
      fields: 'id',
    });
    expect(ids(active.data)).toEqual([someone.id]);
    await t.db.delete(userSettings).where(eq(userSettings.userId, former));
  });

  it('bad q or ids: 400 naming the parameter, nothing changed', async () => {
    const before = await writableState(t.db);
    const cases: [Record<string, string>, string][] = [
      [{ q: 'x'.repeat(101) }, 'q'],
      [{ ids: 'abc' }, 'ids'],
      [{ ids: '1,,2' }, 'ids'],
      [{ ids: '0' }, 'ids'],
      [{ ids: '-4' }, 'ids'],
      [{ ids: '99999999999' }, 'ids'],
      [{ ids: '' }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1).join(',') }, 'ids'],
    ];
    for (const [query, name] of cases) {
      const res = await send(t.app, admin.token, alpha.orgId, {
        method: 'GET',
        url: '/api/user',
        query,
      });
      expect({ query, status: res.statusCode }).toEqual({ query, status: 400 });
      expect((res.json() as { error: string }).error).toContain(name);
    }
    expect(await writableState(t.db)).toEqual(before);
  });

  describe('query plan', () => {
    // The statement of a service-user search, as listUsers builds its conditions.
    const plan = async (q: string) => {
      const query = t.db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            sql`(${users.type} = 'student' and ${users.orgId} = ${alpha.orgId})`,
            eq(users.deleted, false),
            nameStartsWith(q),
          ),
        )
        .limit(20);
      const rows = await queryRows<{ 'QUERY PLAN': string }>(t.db, sql`explain ${query}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    };

    it('reads the two name indexes with statistics; without, still only the organisation', async () => {
      await t.db.execute(sql`delete from pg_statistic where starelid = 'users'::regclass`);
      // No statistics: the planner takes org_id = X and type = 'student' for ~1 row and filters
      // users_org_idx's rows by name (README "People search" has the timings).
      const cold = await plan('grace hop');
      expect(cold).not.toMatch(/Seq Scan on users/);
      expect(cold).toMatch(/users_org_idx|users_search_/);
      await refreshStatistics(t.db);
      const warm = await plan('grace hop');
      expect(warm).toContain('users_search_first_last_idx');
      expect(warm).toContain('users_search_last_first_idx');
      expect(warm).not.toMatch(/Seq Scan on users/);
    });
  });
});
