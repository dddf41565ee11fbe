// Session fixtures for tests: the demo organisations and people of the contract §5.
import type { Organisation, SessionState, UserDetails } from 'shared-api';

export function organisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 1,
    name: 'Demo School',
    appSettings: null,
    enabledModules: [],
    logoUrl: null,
    hasSites: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    admin: 10,
    sharedIncidentReports: false,
    sharedSmartPlans: false,
    numAllowedUsers: null,
    wondeSync: false,
    safeguardingLeads: ['lead@demo-school.test'],
    enablePILExtras: false,
    aiTermsAccepted: false,
    cpomsEnabled: false,
    cpomsDomain: null,
    cpomsSyncEverything: false,
    plan: 'Plus',
    primaryColour: null,
    secondaryColour: null,
    ...overrides,
  };
}

export function user(overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 12,
    email: 'staff@demo-school.test',
    firstName: 'Sam',
    lastName: 'Staff',
    isglobaladmin: false,
    isdeveloper: false,
    ...overrides,
  };
}

export function session(
  options: {
    org?: Partial<Organisation>;
    user?: Partial<UserDetails>;
    isAdmin?: boolean;
    extra?: Partial<SessionState>;
  } = {},
): SessionState {
  const org = organisation(options.org);
  const details = user(options.user);
  return {
    apiToken: 'token-123',
    activeOrg: org,
    activeSite: null,
    userDetails: details,
    userOrganisations: [{ id: org.id, name: org.name, plan: org.plan }],
    terms: {
      serviceUser: 'service user',
      serviceUserPlural: 'service users',
      service: 'service',
      servicePlural: 'services',
    },
    myPermissions: {
      [String(org.id)]: {
        isAdmin: options.isAdmin ?? false,
        role: { id: 2, title: options.isAdmin ? 'Full User' : 'Restricted User' },
        permissions: [],
      },
    },
    lastActiveIndex: 0,
    ...options.extra,
  };
}

export const restrictedUser = () => session();
export const lead = () =>
  session({ user: { id: 11, email: 'lead@demo-school.test', firstName: 'Lee' } });
export const admin = () =>
  session({ user: { id: 10, email: 'admin@demo-school.test', firstName: 'Ada' }, isAdmin: true });
