import {
  FULL_USER_PERMISSIONS,
  PERMISSIONS,
  RESTRICTED_USER_PERMISSIONS,
  roleLabel,
} from './permissions';
import {
  hasPermission,
  hasPlusOrCare,
  isOrgAdmin,
  isSafeguardingLead,
  isSignedIn,
  planOf,
} from './roles';
import type { SessionState } from './session';

describe('permission catalogue', () => {
  it('names the permissions the screens check', () => {
    for (const name of [
      'studentGrantDirectAccess',
      'incidentDelete',
      'serviceUserManage',
      'userManage',
      'roleManage',
      'serviceSetupManage',
      'globalIncidentSearch',
    ]) {
      expect(PERMISSIONS).toHaveProperty(name);
      expect(FULL_USER_PERMISSIONS).toContain(name);
      expect(RESTRICTED_USER_PERMISSIONS).not.toContain(name);
    }
    expect(RESTRICTED_USER_PERMISSIONS.length).toBeGreaterThan(0);
  });

  it('labels stored role titles', () => {
    expect(roleLabel('Admin')).toBe('Full User');
    expect(roleLabel('Standard')).toBe('Restricted User');
    expect(roleLabel('Teachers')).toBe('Teachers');
  });
});

const base: SessionState = {
  apiToken: 't',
  activeOrg: { id: 4, plan: 'Care', admin: 10, safeguardingLeads: ['lead@x.test'] } as never,
  userDetails: {
    id: 20,
    email: 'Lead@X.test',
    firstName: 'L',
    lastName: 'L',
    isglobaladmin: false,
    isdeveloper: false,
  },
  myPermissions: {
    '4': { isAdmin: false, role: { id: 2, title: 'Standard' }, permissions: ['incidentCreate'] },
  },
};

describe('role helpers', () => {
  it('recognise sign-in, leads (case-insensitive) and plans', () => {
    expect(isSignedIn(base)).toBe(true);
    expect(isSignedIn({})).toBe(false);
    expect(isSafeguardingLead(base)).toBe(true);
    expect(
      isSafeguardingLead({ ...base, userDetails: { ...base.userDetails!, email: 'staff@x.test' } }),
    ).toBe(false);
    expect(planOf(base)).toBe('Care');
    expect(hasPlusOrCare(base)).toBe(true);
    expect(hasPlusOrCare({ ...base, activeOrg: { ...base.activeOrg!, plan: 'other' } })).toBe(
      false,
    );
    expect(planOf({})).toBe('other');
  });

  it('check permissions of the active organisation; admins hold all', () => {
    expect(hasPermission(base, 'incidentCreate')).toBe(true);
    expect(hasPermission(base, 'userManage')).toBe(false);
    expect(isOrgAdmin(base)).toBe(false);
    const admin = {
      ...base,
      myPermissions: { '4': { ...base.myPermissions!['4']!, isAdmin: true } },
    };
    expect(isOrgAdmin(admin)).toBe(true);
    expect(hasPermission(admin, 'userManage')).toBe(true);
  });

  it('computes admin per spec 3 §6 when the server sent no permissions', () => {
    const noPerms = { ...base, myPermissions: undefined };
    expect(isOrgAdmin(noPerms)).toBe(false);
    expect(isOrgAdmin({ ...noPerms, activeOrg: { ...base.activeOrg!, admin: 20 } })).toBe(true);
    expect(isOrgAdmin({ ...noPerms, userDetails: { ...base.userDetails!, id: 1 } })).toBe(true);
    expect(
      isOrgAdmin({ ...noPerms, userDetails: { ...base.userDetails!, isglobaladmin: true } }),
    ).toBe(true);
  });
});
