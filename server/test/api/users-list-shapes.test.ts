// GET /api/user builds its query once per shape (which conditions apply, the sort) and fills the
// values on each call: every kind of list must keep its own rows once all the shapes are built,
// whatever order the calls come in.
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';

type Person = 'ada' | 'olly' | 'amy' | 'bob' | 'fran' | 'del' | 'bea';

describe('users list: one query per shape', () => {
  let t: TestApp;
  let org: OrgFixture;
  let other: OrgFixture;
  let token: string;
  let otherToken: string;
  const id = {} as Record<Person, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db);
    other = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, {
      role: 'Admin',
      firstName: 'Ada',
      lastName: 'Admin',
    });
    id.ada = admin.id;
    id.olly = (await makeStaff(t.db, org, { firstName: 'Olly', lastName: 'Other' })).id;
    id.amy = await makeStudent(t.db, org, { firstName: 'Amy', lastName: 'Able', reference: 'L1' });
    id.bob = await makeStudent(t.db, org, {
      firstName: 'Bob',
      lastName: 'Baker',
      reference: 'L2',
      former: false,
    });
    id.fran = await makeStudent(t.db, org, { firstName: 'Fran', lastName: 'Ford', former: true });
    id.del = await makeStudent(t.db, org, { firstName: 'Del', lastName: 'Eted', deleted: true });
    const otherAdmin = await makeStaff(t.db, other, { role: 'Admin' });
    id.bea = await makeStudent(t.db, other, { firstName: 'Bea', lastName: 'Able' });
    ({ token } = await t.tokenFor(admin.email, org.name));
    ({ token: otherToken } = await t.tokenFor(otherAdmin.email, other.name));
  });
  afterAll(() => t.close());

  type Query = Record<string, string | number | boolean>;
  /** A list call and the people it answers, in order, with its total. */
  const cases: [string, Query, Person[], number?][] = [
    ['service users', { type: 'student', sort: 'id' }, ['amy', 'bob']],
    ['former service users', { type: 'student', showFormerStudents: true }, ['fran']],
    ['everyone (in id order)', {}, ['ada', 'olly', 'amy', 'bob']],
    ['staff', { type: 'user', sort: 'id DESC' }, ['olly', 'ada']],
    ['q among service users', { type: 'student', q: 'a' }, ['amy']],
    ['q among everyone', { q: 'a', sort: 'id' }, ['ada', 'amy']],
    ['q "b"', { q: 'b', sort: 'id' }, ['bob']],
    ['sort by last name', { type: 'student', sort: 'lastName' }, ['amy', 'bob']],
    ['sort by last name, descending', { type: 'student', sort: 'lastName DESC' }, ['bob', 'amy']],
    ['one id', { ids: 'amy' }, ['amy']],
    [
      'three ids, former and deleted too',
      { ids: 'amy,fran,del', sort: 'id' },
      ['amy', 'fran', 'del'],
    ],
    ['ids with q', { ids: 'amy,bob', q: 'b' }, ['bob']],
    ['deleted ones', { type: 'student', where: '{"deleted":true}' }, ['del']],
    ['ids, only deleted', { ids: 'amy,del', where: '{"deleted":true}' }, ['del']],
    ['where id list', { where: 'ID_LIST', sort: 'id' }, ['ada', 'bob']],
    ['where id, empty list', { where: '{"id":[]}' }, []],
    ['where type', { where: '{"type":"user"}', sort: 'id' }, ['ada', 'olly']],
    ['where reference', { where: '{"reference":"L2"}' }, ['bob']],
    ['limit 1', { type: 'student', sort: 'id', limit: 1 }, ['amy'], 2],
  ];

  const resolved = (query: Query): Query => {
    const out: Query = { ...query, fields: 'id' };
    if (typeof query.ids === 'string')
      out.ids = query.ids
        .split(',')
        .map((p) => id[p as Person])
        .join(',');
    if (query.where === 'ID_LIST') out.where = JSON.stringify({ id: [id.bob, id.ada] });
    return out;
  };

  async function expectCase([label, query, people, total]: (typeof cases)[number]) {
    const res = await call(t.app, token, org.orgId, {
      method: 'GET',
      url: '/api/user',
      query: resolved(query),
    });
    expect({ label, status: res.statusCode, body: res.json() }).toEqual({
      label,
      status: 200,
      body: { data: people.map((p) => ({ id: id[p] })), page: { total: total ?? people.length } },
    });
  }

  it('answers every kind of list its own rows, cold and then warm in any order', async () => {
    const reversed = [...cases].reverse();
    const interleaved = cases.map((_, i) => cases[(i * 7) % cases.length]!);
    for (const order of [cases, reversed, interleaved]) {
      for (const c of order) await expectCase(c);
    }
  });

  it('fills each call its own organisation', async () => {
    await expectCase(cases[0]!);
    const res = await call(t.app, otherToken, other.orgId, {
      method: 'GET',
      url: '/api/user',
      query: { type: 'student', fields: 'id' },
    });
    expect(res.json()).toEqual({ data: [{ id: id.bea }], page: { total: 1 } });
    const q = await call(t.app, otherToken, other.orgId, {
      method: 'GET',
      url: '/api/user',
      query: { type: 'student', q: 'a', fields: 'id' },
    });
    expect(q.json()).toEqual({ data: [{ id: id.bea }], page: { total: 1 } });
  });
});
