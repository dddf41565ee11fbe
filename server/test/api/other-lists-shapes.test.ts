// GET /api/content, /api/role, /api/usergroup, /api/usertag and /api/organisationtag build their
// query once per shape (which conditions apply, the sort) and fill the values on each call: every
// kind of list must keep its own rows once all the shapes are built, whatever order the calls come
// in, and each call its own organisation.
import {
  contentItems,
  organisationSettings,
  roles,
  userGroups,
  userSettings,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';

/** Rows of the organisation asked about, and look-alikes elsewhere that must never show. */
type Name =
  // content: a category holding two items, a top-level article, a deleted one; one in `other`
  | 'calm'
  | 'breathing'
  | 'yoga'
  | 'anchors'
  | 'goneItem'
  | 'otherItem'
  // roles: makeOrg's Admin and Standard, one more, a deleted one; a Carer in `other` too
  | 'admin'
  | 'standard'
  | 'carer'
  | 'goneRole'
  | 'otherCarer'
  // groups: three live, one deleted; a Nurture group in `other` too
  | 'nurture'
  | 'art'
  | 'sport'
  | 'goneGroup'
  | 'otherNurture'
  // user tags: the caller's own, service users' (shown); another staff member's, a service user
  // of `other` (in either organisation) (never shown)
  | 'adaTheme'
  | 'amyContacts'
  | 'amyYear'
  | 'bobYear'
  | 'bobColour'
  | 'ollyTheme'
  | 'beaNoteHere'
  | 'beaYear'
  // organisation tags
  | 'logo'
  | 'motto'
  | 'locations'
  | 'otherLogo';
type Ref = Record<Name | 'ada' | 'olly' | 'amy' | 'bob' | 'bea', number> & {
  org: number;
  other: number;
};

interface Query {
  where?: (ref: Ref) => Record<string, unknown>;
  sort?: string;
  limit?: number;
}
/** A list call and the rows it answers, in order, with its total (default: the rows' count). */
interface Case {
  url: string;
  label: string;
  query: Query;
  rows: Name[];
  total?: number;
}

const on =
  (url: string) =>
  (label: string, query: Query, rows: Name[], total?: number): Case => ({
    url,
    label,
    query,
    rows,
    total,
  });

const content = on('/api/content');
const role = on('/api/role');
const group = on('/api/usergroup');
const userTag = on('/api/usertag');
const orgTag = on('/api/organisationtag');

const cases: Case[] = [
  content('every item, in id order', {}, ['calm', 'breathing', 'yoga', 'anchors']),
  content('where id list', { where: (r) => ({ id: [r.yoga, r.calm] }) }, ['calm', 'yoga']),
  content('where one id', { where: (r) => ({ id: r.breathing }) }, ['breathing']),
  content('where id, empty list', { where: () => ({ id: [] }) }, []),
  content(
    'where id, deleted or elsewhere',
    {
      where: (r) => ({ id: [r.goneItem, r.otherItem] }),
    },
    [],
  ),
  content('where parent', { where: (r) => ({ parent: r.calm }) }, ['breathing', 'yoga']),
  content('where type', { where: () => ({ type: 'Article' }) }, ['breathing', 'anchors']),
  content('where parent and type', { where: (r) => ({ parent: r.calm, type: 'Article' }) }, [
    'breathing',
  ]),
  content(
    'where id list and type',
    {
      where: (r) => ({ id: [r.yoga, r.anchors, r.calm], type: 'Article' }),
    },
    ['anchors'],
  ),
  content('sort by title', { sort: 'title' }, ['anchors', 'breathing', 'calm', 'yoga']),
  content('sort by title, descending', { sort: 'title DESC' }, [
    'yoga',
    'calm',
    'breathing',
    'anchors',
  ]),
  content('sort by type', { sort: 'type' }, ['breathing', 'anchors', 'calm', 'yoga']),
  content('sort by parent (none last)', { sort: 'parent' }, [
    'breathing',
    'yoga',
    'calm',
    'anchors',
  ]),
  content('sort by type descending, then title', { sort: 'type DESC,title' }, [
    'yoga',
    'calm',
    'anchors',
    'breathing',
  ]),
  content('sort by id, descending', { sort: 'id DESC' }, ['anchors', 'yoga', 'breathing', 'calm']),
  content('limit 2', { sort: 'id', limit: 2 }, ['calm', 'breathing'], 4),

  role('every role, in id order', {}, ['admin', 'standard', 'carer']),
  role('where id list', { where: (r) => ({ id: [r.carer, r.admin] }) }, ['admin', 'carer']),
  role('where id, empty list', { where: () => ({ id: [] }) }, []),
  role(
    'where id, deleted or elsewhere',
    { where: (r) => ({ id: [r.goneRole, r.otherCarer] }) },
    [],
  ),
  role('where title', { where: () => ({ title: 'Carer' }) }, ['carer']),
  role('where organisation, its own', { where: (r) => ({ organisation: r.org }) }, [
    'admin',
    'standard',
    'carer',
  ]),
  role('where organisation, another', { where: (r) => ({ organisation: r.other }) }, []),
  role(
    'where title and own organisation',
    {
      where: (r) => ({ title: 'Carer', organisation: r.org }),
    },
    ['carer'],
  ),
  role(
    'where id list and title',
    {
      where: (r) => ({ id: [r.admin, r.carer], title: 'Admin' }),
    },
    ['admin'],
  ),
  role('sort by title', { sort: 'title' }, ['admin', 'carer', 'standard']),
  role('sort by title, descending', { sort: 'title DESC' }, ['standard', 'carer', 'admin']),
  role('sort by organisation, then id descending', { sort: 'organisation,id DESC' }, [
    'carer',
    'standard',
    'admin',
  ]),
  role('limit 1', { sort: 'title', limit: 1 }, ['admin'], 3),

  group('every group, in id order', {}, ['nurture', 'art', 'sport']),
  group('where id list', { where: (r) => ({ id: [r.sport, r.nurture] }) }, ['nurture', 'sport']),
  group('where one id', { where: (r) => ({ id: r.art }) }, ['art']),
  group('where id, empty list', { where: () => ({ id: [] }) }, []),
  group(
    'where id, deleted or elsewhere',
    {
      where: (r) => ({ id: [r.goneGroup, r.otherNurture] }),
    },
    [],
  ),
  group('where name', { where: () => ({ name: 'Nurture' }) }, ['nurture']),
  group('where organisation, its own', { where: (r) => ({ organisation: r.org }) }, [
    'nurture',
    'art',
    'sport',
  ]),
  group('where organisation, another', { where: (r) => ({ organisation: r.other }) }, []),
  group(
    'where name and another organisation',
    {
      where: (r) => ({ name: 'Nurture', organisation: r.other }),
    },
    [],
  ),
  group('where id list and name', { where: (r) => ({ id: [r.art, r.sport], name: 'Art' }) }, [
    'art',
  ]),
  group('sort by name', { sort: 'name' }, ['art', 'nurture', 'sport']),
  group('sort by name, descending', { sort: 'name DESC' }, ['sport', 'nurture', 'art']),
  group('sort by description, then id descending', { sort: 'description,id DESC' }, [
    'sport',
    'art',
    'nurture',
  ]),
  group('limit 2', { sort: 'name', limit: 2 }, ['art', 'nurture'], 3),

  userTag('every visible tag, in id order', {}, [
    'adaTheme',
    'amyContacts',
    'amyYear',
    'bobYear',
    'bobColour',
  ]),
  userTag('where id list', { where: (r) => ({ id: [r.bobYear, r.adaTheme, r.ollyTheme] }) }, [
    'adaTheme',
    'bobYear',
  ]),
  userTag('where id, empty list', { where: () => ({ id: [] }) }, []),
  userTag(
    'where id, hidden ones',
    {
      where: (r) => ({ id: [r.ollyTheme, r.beaNoteHere, r.beaYear] }),
    },
    [],
  ),
  userTag('where user list', { where: (r) => ({ user: [r.amy] }) }, ['amyContacts', 'amyYear']),
  userTag('where one user', { where: (r) => ({ user: r.bob }) }, ['bobYear', 'bobColour']),
  userTag('where user, another staff member', { where: (r) => ({ user: r.olly }) }, []),
  userTag('where user, empty list', { where: () => ({ user: [] }) }, []),
  userTag('where type', { where: () => ({ type: 'other' }) }, ['bobColour']),
  userTag('where key', { where: () => ({ key: 'academicYear' }) }, ['amyYear', 'bobYear']),
  userTag(
    'where user list and key',
    {
      where: (r) => ({ user: [r.amy, r.bob], key: 'academicYear' }),
    },
    ['amyYear', 'bobYear'],
  ),
  userTag(
    'where id list and user list',
    {
      where: (r) => ({ id: [r.amyYear, r.bobYear, r.adaTheme], user: [r.bob, r.ada] }),
    },
    ['adaTheme', 'bobYear'],
  ),
  userTag(
    'where id list and empty user list',
    {
      where: (r) => ({ id: [r.amyYear], user: [] }),
    },
    [],
  ),
  userTag('where empty id list and user list', { where: (r) => ({ id: [], user: [r.amy] }) }, []),
  userTag('where type and key', { where: () => ({ type: 'besmart', key: 'theme' }) }, ['adaTheme']),
  userTag('sort by key', { sort: 'key' }, [
    'amyYear',
    'bobYear',
    'bobColour',
    'amyContacts',
    'adaTheme',
  ]),
  userTag('sort by user, descending', { sort: 'user DESC' }, [
    'bobYear',
    'bobColour',
    'amyContacts',
    'amyYear',
    'adaTheme',
  ]),
  userTag('sort by type descending, then key', { sort: 'type DESC,key' }, [
    'bobColour',
    'amyYear',
    'bobYear',
    'amyContacts',
    'adaTheme',
  ]),
  userTag('limit 2', { sort: 'id', limit: 2 }, ['adaTheme', 'amyContacts'], 5),

  orgTag('every tag, in id order', {}, ['logo', 'motto', 'locations']),
  orgTag('where id list', { where: (r) => ({ id: [r.locations, r.logo] }) }, ['logo', 'locations']),
  orgTag('where one id', { where: (r) => ({ id: r.motto }) }, ['motto']),
  orgTag('where id, empty list', { where: () => ({ id: [] }) }, []),
  orgTag('where id, elsewhere', { where: (r) => ({ id: [r.otherLogo] }) }, []),
  orgTag('where type', { where: () => ({ type: 'besmart' }) }, ['logo', 'motto']),
  orgTag('where key', { where: () => ({ key: 'locations' }) }, ['locations']),
  orgTag('where type and key', { where: () => ({ type: 'besmart', key: 'motto' }) }, ['motto']),
  orgTag(
    'where id list and type',
    {
      where: (r) => ({ id: [r.locations, r.motto], type: 'incident' }),
    },
    ['locations'],
  ),
  orgTag('sort by key', { sort: 'key' }, ['locations', 'logo', 'motto']),
  orgTag('sort by key, descending', { sort: 'key DESC' }, ['motto', 'logo', 'locations']),
  orgTag('sort by type and key, descending', { sort: 'type DESC,key DESC' }, [
    'locations',
    'motto',
    'logo',
  ]),
  orgTag('limit 1', { sort: 'key', limit: 1 }, ['locations'], 3),
];

describe('content, roles, groups and tags lists: one query per shape', () => {
  let t: TestApp;
  let token: string;
  let otherToken: string;
  const ref = {} as Ref;

  async function makeOrgWithAdmin(name: 'ada' | 'bea') {
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin', firstName: name });
    const { token: adminToken } = await t.tokenFor(admin.email, org.name);
    return { org, adminId: admin.id, token: adminToken };
  }

  async function addContent(org: OrgFixture, values: Partial<typeof contentItems.$inferInsert>) {
    const [row] = await t.db
      .insert(contentItems)
      .values({ title: 'Item', type: 'Article', ...values, orgId: org.orgId })
      .returning({ id: contentItems.id });
    return row!.id;
  }
  async function addRole(org: OrgFixture, title: string, deleted = false) {
    const [row] = await t.db
      .insert(roles)
      .values({ orgId: org.orgId, title, deleted })
      .returning({ id: roles.id });
    return row!.id;
  }
  async function addGroup(org: OrgFixture, name: string, description: string, deleted = false) {
    const [row] = await t.db
      .insert(userGroups)
      .values({ orgId: org.orgId, name, description, deleted })
      .returning({ id: userGroups.id });
    return row!.id;
  }
  async function addUserTag(org: OrgFixture, userId: number, type: string, key: string) {
    const [row] = await t.db
      .insert(userSettings)
      .values({ orgId: org.orgId, userId, type, key, value: `${key} value` })
      .returning({ id: userSettings.id });
    return row!.id;
  }
  async function addOrgTag(org: OrgFixture, type: string, key: string) {
    const [row] = await t.db
      .insert(organisationSettings)
      .values({ orgId: org.orgId, type, key, value: `${key} value` })
      .returning({ id: organisationSettings.id });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const mine = await makeOrgWithAdmin('ada');
    const theirs = await makeOrgWithAdmin('bea');
    const [org, other] = [mine.org, theirs.org];
    token = mine.token;
    otherToken = theirs.token;
    ref.org = org.orgId;
    ref.other = other.orgId;
    ref.ada = mine.adminId;
    ref.olly = (await makeStaff(t.db, org, { firstName: 'Olly' })).id;
    ref.amy = await makeStudent(t.db, org, { firstName: 'Amy' });
    ref.bob = await makeStudent(t.db, org, { firstName: 'Bob' });
    ref.bea = await makeStudent(t.db, other, { firstName: 'Bea' });

    ref.calm = await addContent(org, { title: 'Calm', type: 'Category' });
    ref.breathing = await addContent(org, { title: 'Breathing', parent: ref.calm });
    ref.yoga = await addContent(org, { title: 'Yoga', type: 'Video', parent: ref.calm });
    ref.anchors = await addContent(org, { title: 'Anchors' });
    ref.goneItem = await addContent(org, { title: 'Breathing', deleted: true });
    ref.otherItem = await addContent(other, { title: 'Breathing' });

    ref.admin = org.adminRoleId;
    ref.standard = org.standardRoleId;
    ref.carer = await addRole(org, 'Carer');
    ref.goneRole = await addRole(org, 'Carer', true);
    ref.otherCarer = await addRole(other, 'Carer');

    ref.nurture = await addGroup(org, 'Nurture', 'Cosy');
    ref.art = await addGroup(org, 'Art', 'Busy');
    ref.sport = await addGroup(org, 'Sport', 'Busy');
    ref.goneGroup = await addGroup(org, 'Nurture', 'Cosy', true);
    ref.otherNurture = await addGroup(other, 'Nurture', 'Cosy');

    ref.adaTheme = await addUserTag(org, ref.ada, 'besmart', 'theme');
    ref.amyContacts = await addUserTag(org, ref.amy, 'besmart', 'keycontacts');
    ref.amyYear = await addUserTag(org, ref.amy, 'besmart', 'academicYear');
    ref.bobYear = await addUserTag(org, ref.bob, 'besmart', 'academicYear');
    ref.bobColour = await addUserTag(org, ref.bob, 'other', 'colour');
    ref.ollyTheme = await addUserTag(org, ref.olly, 'besmart', 'theme');
    ref.beaNoteHere = await addUserTag(org, ref.bea, 'besmart', 'note');
    ref.beaYear = await addUserTag(other, ref.bea, 'besmart', 'academicYear');

    ref.logo = await addOrgTag(org, 'besmart', 'logo');
    ref.motto = await addOrgTag(org, 'besmart', 'motto');
    ref.locations = await addOrgTag(org, 'incident', 'locations');
    ref.otherLogo = await addOrgTag(other, 'besmart', 'logo');
  });
  afterAll(() => t.close());

  function get(url: string, query: Query, asOther = false) {
    const q: Record<string, string | number> = { fields: 'id' };
    if (query.where) q.where = JSON.stringify(query.where(ref));
    if (query.sort !== undefined) q.sort = query.sort;
    if (query.limit !== undefined) q.limit = query.limit;
    return asOther
      ? call(t.app, otherToken, ref.other, { method: 'GET', url, query: q })
      : call(t.app, token, ref.org, { method: 'GET', url, query: q });
  }

  async function expectCase({ url, label, query, rows, total }: Case) {
    const res = await get(url, query);
    expect({ url, label, status: res.statusCode, body: res.json() }).toEqual({
      url,
      label,
      status: 200,
      body: { data: rows.map((n) => ({ id: ref[n] })), page: { total: total ?? rows.length } },
    });
  }

  it('answers every kind of list its own rows, cold and then warm in any order', async () => {
    const reversed = [...cases].reverse();
    const interleaved = cases.map((_, i) => cases[(i * 7) % cases.length]!);
    expect(new Set(interleaved).size).toBe(cases.length);
    for (const order of [cases, reversed, interleaved]) {
      for (const c of order) await expectCase(c);
    }
  });

  it('fills each call its own organisation and caller', async () => {
    const theirs: [string, Query, number[]][] = [
      ['/api/content', {}, [ref.otherItem]],
      ['/api/content', { where: () => ({ type: 'Article' }) }, [ref.otherItem]],
      ['/api/role', { where: () => ({ title: 'Carer' }) }, [ref.otherCarer]],
      ['/api/role', { where: (r) => ({ organisation: r.org }), sort: 'title', limit: 1 }, []],
      ['/api/usergroup', { where: () => ({ name: 'Nurture' }) }, [ref.otherNurture]],
      ['/api/usergroup', { where: (r) => ({ organisation: r.org }) }, []],
      ['/api/usertag', { where: (r) => ({ user: [r.bea, r.amy] }) }, [ref.beaYear]],
      ['/api/usertag', { where: () => ({ key: 'academicYear' }) }, [ref.beaYear]],
      ['/api/organisationtag', { where: () => ({ type: 'besmart' }) }, [ref.otherLogo]],
    ];
    for (const [url, query, ids] of theirs) {
      await expectCase(cases.find((c) => c.url === url)!);
      const res = await get(url, query, true);
      expect({ url, body: res.json() }).toEqual({
        url,
        body: { data: ids.map((id) => ({ id })), page: { total: ids.length } },
      });
    }
  });
});
