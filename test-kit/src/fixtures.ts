import type { LoginData } from 'shared-api';

/** A login answer shaped as the server sends it (contract §1). */
export function loginData(overrides: Partial<LoginData> = {}): LoginData {
  return {
    apiToken: 'token-from-server',
    activeOrg: {
      id: 7,
      name: 'Demo School',
      appSettings: null,
      enabledModules: [],
      logoUrl: null,
      hasSites: false,
      createdAt: '2026-01-05T09:00:00.000Z',
      admin: 11,
      sharedIncidentReports: false,
      sharedSmartPlans: false,
      numAllowedUsers: 50,
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
    },
    activeSite: null,
    userOrganisations: [{ id: 7, name: 'Demo School', plan: 'Plus' }],
    userDetails: {
      id: 12,
      email: 'lead@demo-school.test',
      firstName: 'Lee',
      lastName: 'Lead',
      isglobaladmin: false,
      isdeveloper: false,
    },
    terms: {
      serviceUser: 'service user',
      serviceUserPlural: 'service users',
      service: 'service',
      servicePlural: 'services',
    },
    myPermissions: { '7': { isAdmin: false, role: { id: 3, title: 'Standard' }, permissions: [] } },
    ...overrides,
  };
}
