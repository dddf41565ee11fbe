import fc from 'fast-check';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { name, nonPositiveInt, nonString } from './bad-input-cases';
import { makeOrg, makeStaff, makeStudent } from './fixtures';
import { makeGroup, peopleState, send, type PeopleCall } from './fixtures-people';

const RUNS = 20;

interface BadCase {
  call: PeopleCall;
  /** A word the error message must contain (the field at fault). */
  names: string;
}

/** Text that is not a real past date written YYYY-MM-DD. */
const badDob = fc.oneof(
  fc
    .string({ minLength: 1, maxLength: 10 })
    .filter((s) => s.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(s)),
  fc.integer({ min: 2100, max: 9999 }).map((y) => `${y}-01-01`),
  fc.constantFrom('2014-13-01', '2014-02-30', '2014-00-10', '1899-12-31'),
);
const notIn = (allowed: string[]) =>
  fc
    .string({ minLength: 1, maxLength: 20 })
    .filter((s) => s.trim() !== '' && !allowed.includes(s.trim().toLowerCase()));

describe('administration routes: bad input is a 400 naming the field, nothing written', () => {
  let t: TestApp;
  let token: string;
  let orgId: number;
  let studentId: number;
  let staffId: number;
  let groupId: number;
  let roleId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    staffId = (await makeStaff(t.db, org)).id;
    studentId = await makeStudent(t.db, org);
    groupId = await makeGroup(t.db, org, 'G');
    roleId = org.standardRoleId;
    orgId = org.orgId;
    ({ token } = await t.tokenFor(admin.email, org.name));
  });
  afterAll(() => t.close());

  async function expectRejected(arb: fc.Arbitrary<BadCase>) {
    const before = await peopleState(t.db);
    await fc.assert(
      fc.asyncProperty(arb, async ({ call: c, names }) => {
        const res = await send(t.app, token, orgId, c);
        const body = res.json() as { error?: unknown };
        const summary = { status: res.statusCode, error: body.error, request: c };
        expect(res.statusCode === 400 ? 'rejected' : summary).toBe('rejected');
        expect(
          String(body.error).toLowerCase().includes(names.toLowerCase()) ? 'named' : summary,
        ).toBe('named');
      }),
      { numRuns: RUNS },
    );
    expect(await peopleState(t.db)).toEqual(before);
  }

  const student = (url: string, method: 'POST' | 'PUT', patch: Record<string, unknown>) => ({
    method,
    url,
    body: {
      data: {
        ...(method === 'POST' ? { type: 'student' } : {}),
        firstName: 'A',
        lastName: 'B',
        ...patch,
      },
    },
  });

  it.each([
    ['POST', '/api/user'],
    ['PUT', '/api/user/{student}'],
  ] as const)('%s %s (service user)', (method, path) => {
    const url = path.replace('{student}', () => String(studentId));
    return expectRejected(
      fc.oneof(
        fc.constantFrom('firstName', 'lastName').chain((field) =>
          fc.oneof(nonString, fc.constantFrom('', '   ')).map((v) => ({
            call: student(url, method, { [field]: v }),
            names: field,
          })),
        ),
        badDob.map((dob) => ({ call: student(url, method, { dob }), names: 'dob' })),
        notIn(['white', 'mixed', 'asian', 'black', 'other']).map((ethnicity) => ({
          call: student(url, method, { ethnicity }),
          names: 'ethnicity',
        })),
        notIn(['male', 'female', 'other']).map((gender) => ({
          call: student(url, method, { gender }),
          names: 'gender',
        })),
        name
          .filter(
            (k) =>
              ![
                'type',
                'firstName',
                'lastName',
                'reference',
                'dob',
                'email',
                'ethnicity',
                'gender',
                'cpomsId',
                'jobTitle',
              ].includes(k),
          )
          .map((k) => ({ call: student(url, method, { [k]: 'x' }), names: k })),
      ),
    );
  });

  it('PUT /api/user/{staff}', () =>
    expectRejected(
      fc.constantFrom('firstName', 'lastName', 'email', 'jobTitle').chain((field) =>
        fc.constantFrom('', '  ').map((v) => ({
          call: {
            method: 'PUT' as const,
            url: `/api/user/${staffId}`,
            body: {
              data: { firstName: 'S', lastName: 'T', email: 'x@y.test', jobTitle: 'J', [field]: v },
            },
          },
          names: field,
        })),
      ),
    ));

  it('POST /api/user/invite', () =>
    expectRejected(
      fc.oneof(
        fc
          .string({ maxLength: 20 })
          .filter((s) => !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s.trim()))
          .map((e) => ({
            call: {
              method: 'POST' as const,
              url: '/api/user/invite',
              body: { email: [e], role: roleId, organisation: orgId },
            },
            names: 'email',
          })),
        nonPositiveInt.map((role) => ({
          call: {
            method: 'POST' as const,
            url: '/api/user/invite',
            body: { email: ['a@b.test'], role, organisation: orgId },
          },
          names: 'role',
        })),
      ),
    ));

  it('POST /api/usergroup and /api/usergroupmember', () =>
    expectRejected(
      fc.oneof(
        fc.oneof(nonString, fc.constantFrom('', '  ')).map((n) => ({
          call: { method: 'POST' as const, url: '/api/usergroup', body: { data: { name: n } } },
          names: 'name',
        })),
        fc.constantFrom('usergroup', 'user').chain((field) =>
          nonPositiveInt.map((v) => ({
            call: {
              method: 'POST' as const,
              url: '/api/usergroupmember',
              body: { data: { usergroup: groupId, user: studentId, [field]: v } },
            },
            names: field,
          })),
        ),
      ),
    ));

  it('POST and DELETE /api/user/{id}/directaccess', () =>
    expectRejected(
      fc.constantFrom('POST' as const, 'DELETE' as const).chain((method) =>
        nonPositiveInt.map((v) => ({
          call: {
            method,
            url: `/api/user/${studentId}/directaccess`,
            body: { data: [{ userGrantedAccess: v }] },
          },
          names: 'userGrantedAccess',
        })),
      ),
    ));

  it('POST and PUT /api/role', () =>
    expectRejected(
      fc.oneof(
        name
          .filter(
            (p) =>
              ![
                'incidentCreate',
                'incidentDelete',
                'smartPlanCreate',
                'reportsView',
                'globalIncidentSearch',
                'serviceUserManage',
                'studentGrantDirectAccess',
                'userManage',
                'roleManage',
                'serviceSetupManage',
              ].includes(p),
          )
          .chain((p) =>
            fc
              .constantFrom(
                {
                  method: 'POST' as const,
                  url: '/api/role',
                  body: { data: { title: 'R', permissions: ['reportsView', p] } },
                },
                {
                  method: 'PUT' as const,
                  url: `/api/role/${roleId}`,
                  body: { data: { permissions: [p] } },
                },
              )
              .map((c) => ({ call: c, names: p })),
          ),
        fc.oneof(nonString, fc.constantFrom('', '   ')).map((title) => ({
          call: { method: 'POST' as const, url: '/api/role', body: { data: { title } } },
          names: 'title',
        })),
      ),
    ));

  it('PUT /api/organisation/{id}/settings', () =>
    expectRejected(
      fc.oneof(
        fc
          .constantFrom(
            'enablePILExtras',
            'aiTermsAccepted',
            'wondeSync',
            'cpomsEnabled',
            'cpomsSyncEverything',
            'sharedIncidentReports',
            'sharedSmartPlans',
          )
          .chain((field) =>
            fc.oneof(fc.string(), fc.integer(), fc.constant(null)).map((v) => ({
              call: {
                method: 'PUT' as const,
                url: `/api/organisation/${orgId}/settings`,
                body: { data: { [field]: v } },
              },
              names: field,
            })),
          ),
        fc.constantFrom('a b', 'http://', 'ftp://x.test', 'x y.test').map((d) => ({
          call: {
            method: 'PUT' as const,
            url: `/api/organisation/${orgId}/settings`,
            body: { data: { cpomsDomain: d } },
          },
          names: 'cpomsDomain',
        })),
        fc.oneof(fc.integer({ max: -1 }), fc.string()).map((n) => ({
          call: {
            method: 'PUT' as const,
            url: `/api/organisation/${orgId}/settings`,
            body: { data: { numAllowedUsers: n } },
          },
          names: 'numAllowedUsers',
        })),
        fc
          .string({ minLength: 1, maxLength: 20 })
          .filter((e) => e.trim() !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(e.trim()))
          .map((email) => ({
            call: {
              method: 'PUT' as const,
              url: `/api/organisation/${orgId}/settings`,
              body: { data: { safeguardingLeads: [{ firstName: 'L', email }] } },
            },
            names: 'safeguardingLeads',
          })),
      ),
    ));

  it('GET lists: unknown where keys and fields are named', () =>
    expectRejected(
      fc
        .constantFrom(
          '/api/usergroup',
          '/api/usergroupmember',
          '/api/role',
          '/api/organisations',
          '/api/actionlog',
          '/api/audittrail',
          `/api/user/${studentId}/directaccess`,
        )
        .chain((url) =>
          name
            .filter(
              (f) =>
                ![
                  'id',
                  'name',
                  'description',
                  'owner',
                  'organisation',
                  'createdAt',
                  'usergroup',
                  'user',
                  'title',
                  'permissions',
                  'primaryColour',
                  'secondaryColour',
                  'plan',
                  'type',
                  'key',
                  'actionedBy',
                  'subject',
                  'additionalData',
                  'pdfUrl',
                  'action',
                  'entity',
                  'entityId',
                  'actor',
                  'actorFirstName',
                  'actorLastName',
                  'before',
                  'after',
                  'firstName',
                  'lastName',
                  'email',
                ].includes(f),
            )
            .map((f) => ({
              call: { method: 'GET' as const, url, query: { fields: `id,${f}` } },
              names: f,
            })),
        ),
    ));
});
