/**
 * @jest-environment node
 */
import { Value } from 'typebox/value';
import {
  AcceptInvitationBody,
  LoginData,
  LoginRequest,
  PasswordResetRequestBody,
  ReportGenerateRequest,
  UserTagPutBody,
} from './index';

const organisation = {
  id: 1,
  name: 'Demo School',
  appSettings: null,
  enabledModules: [],
  logoUrl: null,
  hasSites: false,
  createdAt: '2024-01-01T00:00:00.000Z',
  admin: 2,
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
  primaryColour: '#ff8300',
  secondaryColour: '#04124C',
};

describe('request schemas', () => {
  it('accept the contract payloads', () => {
    expect(Value.Check(LoginRequest, { username: 'a@b.test', password: 'x' })).toBe(true);
    expect(
      Value.Check(LoginRequest, {
        username: 'a@b.test',
        password: 'x',
        verificationCode: '123456',
      }),
    ).toBe(true);
    expect(
      Value.Check(PasswordResetRequestBody, { data: { organisationId: 50, email: 'a@b.test' } }),
    ).toBe(true);
    expect(
      Value.Check(ReportGenerateRequest, {
        data: { submissionType: 'incidentreport', query: [], reports: ['numActiveStudents'] },
      }),
    ).toBe(true);
    expect(
      Value.Check(UserTagPutBody, {
        data: [{ user: 3, type: 'besmart', key: 'keycontacts', value: '[]' }],
      }),
    ).toBe(true);
  });

  it('reject unknown fields, missing fields and wrong types', () => {
    expect(Value.Check(LoginRequest, { username: 'a', password: 'x', admin: true })).toBe(false);
    expect(Value.Check(LoginRequest, { username: 'a' })).toBe(false);
    expect(Value.Check(LoginRequest, { username: 'a', password: 5 })).toBe(false);
    expect(
      Value.Check(ReportGenerateRequest, { data: { submissionType: 'x', query: [], reports: [] } }),
    ).toBe(false);
    expect(
      Value.Check(AcceptInvitationBody, {
        token: 't',
        data: { firstname: 'A', lastname: 'B', password: 'p', type: 'old', tandc: true },
      }),
    ).toBe(false);
  });

  it('let tandc false through so the server can answer with the spec message', () => {
    expect(
      Value.Check(AcceptInvitationBody, {
        token: 't',
        data: { firstname: 'A', lastname: 'B', password: 'p', type: 'new', tandc: false },
      }),
    ).toBe(true);
  });
});

describe('LoginData', () => {
  it('describes the sign-in answer', () => {
    const data = {
      apiToken: 'tok',
      activeOrg: organisation,
      activeSite: null,
      userOrganisations: [{ id: 1, name: 'Demo School', plan: 'Plus' }],
      userDetails: {
        id: 2,
        email: 'admin@demo-school.test',
        firstName: 'A',
        lastName: 'B',
        isglobaladmin: false,
        isdeveloper: false,
      },
      terms: {
        serviceUser: 'service user',
        serviceUserPlural: 'service users',
        service: 'service',
        servicePlural: 'services',
      },
      myPermissions: {
        '1': { isAdmin: true, role: { id: 1, title: 'Admin' }, permissions: ['userManage'] },
      },
    };
    expect(Value.Check(LoginData, data)).toBe(true);
    expect(
      Value.Check(LoginData, { ...data, activeOrg: { ...organisation, plan: undefined } }),
    ).toBe(false);
  });
});
