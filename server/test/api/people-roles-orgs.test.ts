import { and, eq } from 'drizzle-orm';
import { ALL_PERMISSIONS } from 'shared-api/permissions';
import {
  auditTrail,
  memberships,
  organisationSettings,
  organisations,
  roles,
} from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addMembership, makeOrg, makeStaff, makeStudent, type OrgFixture } from './fixtures';
import { makeGlobalAdmin, peopleState, send, type PeopleCall } from './fixtures-people';
import { signedInStaff, type SignedInStaff } from './signed-in';

describe('administration: roles, organisations, settings, audit trail', () => {
  let t: TestApp;
  let org: OrgFixture;
  let other: OrgFixture;
  let admin: SignedInStaff;
  let restricted: SignedInStaff;
  let globalToken: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    org = await makeOrg(t.db, { name: 'Roles Org', primaryColour: '#112233' });
    other = await makeOrg(t.db, { name: 'Roles Other' });
    admin = await signedInStaff(t, org, { role: 'Admin', email: 'admin@roles.test' });
    restricted = await signedInStaff(t, org, { role: 'Standard', email: 'staff@roles.test' });
    const globalId = await makeGlobalAdmin(t.db, org, 'global@roles.test');
    await addMembership(t.db, org, globalId, 'Standard');
    globalToken = (await t.tokenFor('global@roles.test', org.name)).token;
  });
  afterAll(() => t.close());

  const asAdmin = (c: PeopleCall) => send(t.app, admin.token, org.orgId, c);
  const asRestricted = (c: PeopleCall) => send(t.app, restricted.token, org.orgId, c);
  const asGlobal = (c: PeopleCall) => send(t.app, globalToken, org.orgId, c);

  describe('roles', () => {
    it('lists the organisation’s roles and the permission catalogue', async () => {
      const list = await asRestricted({
        method: 'GET',
        url: '/api/role',
        query: { fields: 'id,title' },
      });
      expect(list.json()).toEqual({
        data: [
          { id: org.adminRoleId, title: 'Admin' },
          { id: org.standardRoleId, title: 'Standard' },
        ],
        page: { total: 2 },
      });
      const one = await asRestricted({ method: 'GET', url: `/api/role/${org.adminRoleId}` });
      expect(one.json().data).toMatchObject({
        id: org.adminRoleId,
        organisation: org.orgId,
        permissions: [...ALL_PERMISSIONS],
      });
      expect(
        (await asAdmin({ method: 'GET', url: `/api/role/${other.adminRoleId}` })).statusCode,
      ).toBe(404);
      const catalogue = await asRestricted({ method: 'GET', url: '/api/permission' });
      expect(catalogue.json().data.map((p: { name: string }) => p.name)).toEqual([
        ...ALL_PERMISSIONS,
      ]);
    });

    it('creates, renames and deletes a role; unknown permissions are named', async () => {
      const bad = await asAdmin({
        method: 'POST',
        url: '/api/role',
        body: { data: { title: 'Teachers', permissions: ['incidentCreate', 'flyToTheMoon'] } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain('flyToTheMoon');
      const created = await asAdmin({
        method: 'POST',
        url: '/api/role',
        body: { data: { title: 'Teachers', permissions: ['incidentCreate'] } },
      });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;
      expect(created.json().data).toMatchObject({
        title: 'Teachers',
        permissions: ['incidentCreate'],
        organisation: org.orgId,
      });
      const clash = await asAdmin({
        method: 'POST',
        url: '/api/role',
        body: { data: { title: 'Full User' } },
      });
      expect(clash.statusCode).toBe(409);
      const renamed = await asAdmin({
        method: 'PUT',
        url: `/api/role/${id}`,
        body: { data: { title: 'Class Teachers', permissions: ['incidentCreate', 'reportsView'] } },
      });
      expect(renamed.json().data).toMatchObject({
        title: 'Class Teachers',
        permissions: ['incidentCreate', 'reportsView'],
      });
      const builtIn = await asAdmin({
        method: 'PUT',
        url: `/api/role/${org.adminRoleId}`,
        body: { data: { title: 'Boss' } },
      });
      expect(builtIn.statusCode).toBe(409);
      const del = await asAdmin({ method: 'DELETE', url: `/api/role/${id}` });
      expect(del.json()).toEqual({ data: { success: 'true' } });
      const [row] = await t.db.select().from(roles).where(eq(roles.id, id));
      expect(row!.deleted).toBe(true);
      expect((await asAdmin({ method: 'GET', url: `/api/role/${id}` })).statusCode).toBe(404);
      const audits = await t.db
        .select({ action: auditTrail.action })
        .from(auditTrail)
        .where(and(eq(auditTrail.entity, 'role'), eq(auditTrail.entityId, String(id))));
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });

    it('refuses deleting a role while a member holds it', async () => {
      const created = await asAdmin({
        method: 'POST',
        url: '/api/role',
        body: { data: { title: 'Held' } },
      });
      const id = created.json().data.id as number;
      const staff = await makeStaff(t.db, org);
      const assign = await asAdmin({ method: 'POST', url: `/api/role/${id}/user/${staff.id}` });
      expect(assign.json().data).toMatchObject({
        user: staff.id,
        changed: true,
        role: { id, title: 'Held' },
      });
      const del = await asAdmin({ method: 'DELETE', url: `/api/role/${id}` });
      expect(del.statusCode).toBe(409);
      expect(del.json().error).toContain('1 user');
    });

    it('changes a staff member’s role only when it differs, and reads it back', async () => {
      const staff = await makeStaff(t.db, org);
      const same = await asAdmin({
        method: 'POST',
        url: `/api/role/${org.standardRoleId}/user/${staff.id}`,
      });
      expect(same.json().data.changed).toBe(false);
      const changed = await asAdmin({
        method: 'POST',
        url: `/api/role/${org.adminRoleId}/user/${staff.id}`,
      });
      expect(changed.json().data.changed).toBe(true);
      const [member] = await t.db
        .select()
        .from(memberships)
        .where(and(eq(memberships.userId, staff.id), eq(memberships.orgId, org.orgId)));
      expect(member!.roleId).toBe(org.adminRoleId);
      const roleOf = await asAdmin({ method: 'GET', url: `/api/user/${staff.id}/role` });
      expect(roleOf.json().data.map((r: { id: number }) => r.id)).toEqual([org.adminRoleId]);
      const audits = await t.db
        .select()
        .from(auditTrail)
        .where(
          and(eq(auditTrail.entity, 'membership'), eq(auditTrail.entityId, String(member!.id))),
        );
      expect(audits.map((a) => [a.before, a.after])).toEqual([
        [
          { userId: staff.id, roleId: org.standardRoleId },
          { userId: staff.id, roleId: org.adminRoleId },
        ],
      ]);
    });

    it('refuses role writes without roleManage and across organisations, changing nothing', async () => {
      const staff = await makeStaff(t.db, org);
      const otherStaff = await makeStaff(t.db, other);
      const student = await makeStudent(t.db, org);
      const before = await peopleState(t.db);
      const cases: [PeopleCall, number, boolean][] = [
        [{ method: 'POST', url: '/api/role', body: { data: { title: 'R' } } }, 403, false],
        [
          {
            method: 'PUT',
            url: `/api/role/${org.standardRoleId}`,
            body: { data: { permissions: [] } },
          },
          403,
          false,
        ],
        [{ method: 'DELETE', url: `/api/role/${org.standardRoleId}` }, 403, false],
        [{ method: 'POST', url: `/api/role/${org.adminRoleId}/user/${staff.id}` }, 403, false],
        [{ method: 'POST', url: `/api/role/${other.adminRoleId}/user/${staff.id}` }, 404, true],
        [{ method: 'POST', url: `/api/role/${org.adminRoleId}/user/${otherStaff.id}` }, 404, true],
        [{ method: 'POST', url: `/api/role/${org.adminRoleId}/user/${student}` }, 404, true],
        [
          {
            method: 'PUT',
            url: `/api/role/${other.standardRoleId}`,
            body: { data: { title: 'X' } },
          },
          404,
          true,
        ],
        [{ method: 'DELETE', url: `/api/role/${other.standardRoleId}` }, 404, true],
      ];
      for (const [c, status, byAdmin] of cases) {
        const res = await (byAdmin ? asAdmin(c) : asRestricted(c));
        expect({ c, status: res.statusCode }).toEqual({ c, status });
      }
      expect(await peopleState(t.db)).toEqual(before);
    });
  });

  describe('organisations', () => {
    it('lists every organisation for global admins and only the active one for others', async () => {
      const mine = await asAdmin({ method: 'GET', url: '/api/organisations' });
      expect(mine.json().data.map((o: { id: number }) => o.id)).toEqual([org.orgId]);
      const all = await asGlobal({
        method: 'GET',
        url: '/api/organisations',
        query: { fields: 'id' },
      });
      expect(all.json().data.map((o: { id: number }) => o.id)).toEqual(
        expect.arrayContaining([org.orgId, other.orgId]),
      );
    });

    it('lets only global admins create (with Admin and Standard roles), change and delete', async () => {
      const before = await peopleState(t.db);
      const body = {
        data: {
          name: 'New Service',
          primaryColour: '#123456',
          secondaryColour: '#abc',
          plan: 'Care',
        },
      };
      expect((await asAdmin({ method: 'POST', url: '/api/organisations', body })).statusCode).toBe(
        403,
      );
      expect(
        (
          await asAdmin({
            method: 'PUT',
            url: `/api/organisations/${other.orgId}`,
            body: { data: { name: 'X' } },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await asAdmin({ method: 'DELETE', url: `/api/organisations/${other.orgId}` })).statusCode,
      ).toBe(403);
      expect(await peopleState(t.db)).toEqual(before);

      const created = await asGlobal({ method: 'POST', url: '/api/organisations', body });
      expect(created.statusCode).toBe(200);
      const id = created.json().data.id as number;
      expect(created.json().data).toMatchObject({
        name: 'New Service',
        primaryColour: '#123456',
        secondaryColour: '#abc',
        plan: 'Care',
      });
      const newRoles = await t.db
        .select({ title: roles.title })
        .from(roles)
        .where(eq(roles.orgId, id));
      expect(newRoles.map((r) => r.title).sort()).toEqual(['Admin', 'Standard']);
      const changed = await asGlobal({
        method: 'PUT',
        url: `/api/organisations/${id}`,
        body: { data: { name: 'Renamed' } },
      });
      expect(changed.json().data.name).toBe('Renamed');
      const badColour = await asGlobal({
        method: 'PUT',
        url: `/api/organisations/${id}`,
        body: { data: { primaryColour: 'blue' } },
      });
      expect(badColour.statusCode).toBe(400);
      expect(badColour.json().error).toContain('primaryColour');
      const del = await asGlobal({ method: 'DELETE', url: `/api/organisations/${id}` });
      expect(del.json()).toEqual({ data: { success: 'true' } });
      const [row] = await t.db.select().from(organisations).where(eq(organisations.id, id));
      expect(row!.deleted).toBe(true);
      const audits = await t.db
        .select({ action: auditTrail.action })
        .from(auditTrail)
        .where(and(eq(auditTrail.entity, 'organisation'), eq(auditTrail.orgId, id)));
      expect(audits.map((a) => a.action)).toEqual(['create', 'update', 'delete']);
    });
  });

  describe('organisation settings', () => {
    it('saves switches, CPOMS and safeguarding leads; the API key never comes back', async () => {
      const res = await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: {
          data: {
            enablePILExtras: true,
            sharedIncidentReports: true,
            cpomsEnabled: true,
            cpomsDomain: 'school.cpoms.net',
            cpomsApiKey: 'super-secret-key',
            safeguardingLeads: [
              { firstName: 'Lee', lastName: 'Lead', phone: '0123', email: 'Lee.Lead@Roles.test' },
              { firstName: '', lastName: '', phone: '', email: '' },
            ],
          },
        },
      });
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).not.toContain('super-secret-key');
      expect(res.json().data).toMatchObject({
        id: org.orgId,
        enablePILExtras: true,
        sharedIncidentReports: true,
        cpomsEnabled: true,
        cpomsDomain: 'school.cpoms.net',
        cpomsApiKeySet: true,
        safeguardingLeads: ['lee.lead@roles.test'],
      });
      const [row] = await t.db.select().from(organisations).where(eq(organisations.id, org.orgId));
      expect(row).toMatchObject({
        cpomsApiKey: 'super-secret-key',
        safeguardingLeads: ['lee.lead@roles.test'],
      });
      const [tag] = await t.db
        .select()
        .from(organisationSettings)
        .where(
          and(
            eq(organisationSettings.orgId, org.orgId),
            eq(organisationSettings.key, 'safeguardingLeads'),
          ),
        );
      expect(JSON.parse(tag!.value)).toEqual([
        { firstName: 'Lee', lastName: 'Lead', phone: '0123', email: 'lee.lead@roles.test' },
      ]);
      const audits = await t.db
        .select()
        .from(auditTrail)
        .where(eq(auditTrail.entity, 'organisation_settings'));
      expect(audits).toHaveLength(1);
      expect(JSON.stringify(audits)).not.toContain('super-secret-key');
      // An empty key field keeps the stored key; null removes it.
      await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { cpomsApiKey: '' } },
      });
      expect(
        (await t.db.select().from(organisations).where(eq(organisations.id, org.orgId)))[0]!
          .cpomsApiKey,
      ).toBe('super-secret-key');
      const cleared = await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { cpomsApiKey: null } },
      });
      expect(cleared.json().data.cpomsApiKeySet).toBe(false);
    });

    it('keeps numAllowedUsers for global admins and the path to the active organisation', async () => {
      const before = await peopleState(t.db);
      const limit = await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { numAllowedUsers: 5 } },
      });
      expect(limit.statusCode).toBe(403);
      expect(limit.json().error).toContain('numAllowedUsers');
      const elsewhere = await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${other.orgId}/settings`,
        body: { data: { wondeSync: true } },
      });
      expect(elsewhere.statusCode).toBe(403);
      const restrictedRes = await asRestricted({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { wondeSync: true } },
      });
      expect(restrictedRes.statusCode).toBe(403);
      const badDomain = await asAdmin({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { cpomsDomain: 'not a domain' } },
      });
      expect(badDomain.statusCode).toBe(400);
      expect(badDomain.json().error).toContain('cpomsDomain');
      expect(await peopleState(t.db)).toEqual(before);
      const global = await asGlobal({
        method: 'PUT',
        url: `/api/organisation/${org.orgId}/settings`,
        body: { data: { numAllowedUsers: 50 } },
      });
      expect(global.json().data.numAllowedUsers).toBe(50);
    });
  });

  describe('audit trail', () => {
    it('shows leads and admins the organisation’s entries, newest first, filtered by entity', async () => {
      const created = await asAdmin({
        method: 'POST',
        url: '/api/role',
        body: { data: { title: 'Audited' } },
      });
      const id = created.json().data.id as number;
      await asAdmin({
        method: 'PUT',
        url: `/api/role/${id}`,
        body: { data: { permissions: ['reportsView'] } },
      });
      const res = await asAdmin({
        method: 'GET',
        url: '/api/audittrail',
        query: { where: JSON.stringify({ entity: 'role', entityId: String(id) }) },
      });
      expect(res.json().data.map((r: { action: string }) => r.action)).toEqual([
        'update',
        'create',
      ]);
      expect(res.json().data[0]).toMatchObject({
        actor: admin.id,
        actorLastName: 'Staff',
        entity: 'role',
      });
      const denied = await asRestricted({ method: 'GET', url: '/api/audittrail' });
      expect(denied.statusCode).toBe(403);
      // Safeguarding leads may read it (the settings test made lee.lead a lead; add this user too).
      await t.db
        .update(organisations)
        .set({ safeguardingLeads: ['lee.lead@roles.test', restricted.email] })
        .where(eq(organisations.id, org.orgId));
      const lead = await asRestricted({
        method: 'GET',
        url: '/api/audittrail',
        query: { limit: 1 },
      });
      expect(lead.statusCode).toBe(200);
      expect(lead.json().data).toHaveLength(1);
      const tooMany = await asAdmin({
        method: 'GET',
        url: '/api/audittrail',
        query: { limit: 1001 },
      });
      expect(tooMany.statusCode).toBe(400);
    });
  });
});
