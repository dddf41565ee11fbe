import fc from 'fast-check';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call, type Call } from './client';
import {
  addCollaborator,
  makeOrg,
  makeStaff,
  makeStudent,
  makeSubmission,
  writableState,
} from './fixtures';
import {
  listQueryCases,
  name,
  nonPositiveInt,
  nonString,
  tagBodyCases,
  TAG_FIELDS,
  USER_FIELDS,
  type BadCase,
} from './bad-input-cases';

const RUNS = 25;

describe('bad input on every route: 4xx naming the problem, never 500, nothing written', () => {
  let t: TestApp;
  let token: string;
  let orgId: number;
  let studentId: number;
  let incidentId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    const org = await makeOrg(t.db);
    const admin = await makeStaff(t.db, org, { role: 'Admin' });
    studentId = await makeStudent(t.db, org);
    incidentId = await makeSubmission(t.db, org, {
      type: 'incidentreport',
      status: 'Published',
      authorId: admin.id,
      subjectId: studentId,
      reference: 1,
    });
    await addCollaborator(t.db, org, incidentId, admin.id);
    orgId = org.orgId;
    ({ token } = await t.tokenFor(admin.email, org.name));
  });
  afterAll(() => t.close());

  async function expectRejected(arb: fc.Arbitrary<BadCase>) {
    const before = await writableState(t.db);
    await fc.assert(
      fc.asyncProperty(arb, async ({ call: c, names }) => {
        const res = await call(t.app, token, orgId, c);
        const body = res.json() as { error?: unknown };
        const summary = { status: res.statusCode, error: body.error, request: c };
        expect(res.statusCode >= 400 && res.statusCode < 500 ? 'rejected' : summary).toBe(
          'rejected',
        );
        expect(typeof body.error === 'string' && body.error.length > 0 ? 'message' : summary).toBe(
          'message',
        );
        expect((body.error as string).toLowerCase()).toContain(names.toLowerCase());
      }),
      { numRuns: RUNS },
    );
    expect(await writableState(t.db)).toEqual(before);
  }

  it('GET /api/user', () =>
    expectRejected(
      fc.oneof(
        listQueryCases('/api/user', USER_FIELDS),
        name
          .filter((v) => v !== 'user' && v !== 'student')
          .map((type) => ({
            call: { method: 'GET' as const, url: '/api/user', query: { type } },
            names: 'type',
          })),
        name
          .filter((v) => v !== 'true' && v !== 'false')
          .map((v) => ({
            call: { method: 'GET' as const, url: '/api/user', query: { showFormerStudents: v } },
            names: 'showFormerStudents',
          })),
        fc.constantFrom('1.5', '10.0', '1e3', '0x10').map((v) => ({
          call: { method: 'GET' as const, url: '/api/user', query: { limit: v } },
          names: 'limit',
        })),
        // Type-ahead (issue 14 §7): ids= is a list of at most 100 whole numbers; q at most 100 characters.
        fc
          .oneof(
            name,
            fc.constantFrom('', '0', '1,,2', '1,-2', '1.5', '99999999999'),
            fc
              .integer({ min: 101, max: 140 })
              .map((n) => Array.from({ length: n }, (_, i) => i + 1).join(',')),
          )
          .map((ids) => ({
            call: { method: 'GET' as const, url: '/api/user', query: { ids } },
            names: 'ids',
          })),
        fc.string({ minLength: 101, maxLength: 300 }).map((q) => ({
          call: { method: 'GET' as const, url: '/api/user', query: { q } },
          names: 'q',
        })),
      ),
    ));

  it('GET /api/user/{id}', () =>
    expectRejected(
      fc.oneof(
        fc
          .oneof(name, fc.constantFrom('0', '-3', '1.5', '99999999999'))
          .map((id) => ({ call: { method: 'GET' as const, url: `/api/user/${id}` }, names: 'id' })),
        name
          .filter((f) => !USER_FIELDS.includes(f))
          .map((f) => ({
            call: { method: 'GET' as const, url: `/api/user/${studentId}`, query: { fields: f } },
            names: f,
          })),
      ),
    ));

  it('GET /api/organisation/{id} and /user', () =>
    expectRejected(
      fc.oneof(
        fc.oneof(name, fc.constantFrom('0', '-1', '2.5')).map((id) => ({
          call: { method: 'GET' as const, url: `/api/organisation/${id}` },
          names: 'id',
        })),
        name
          .filter((k) => k !== 'orgId')
          .map((k) => ({
            call: {
              method: 'GET' as const,
              url: `/api/organisation/${orgId}`,
              query: { [k]: '1' },
            },
            names: k,
          })),
        listQueryCases(`/api/organisation/${orgId}/user`, USER_FIELDS),
      ),
    ));

  it('GET /api/usertag and /api/organisationtag', () =>
    expectRejected(
      fc.oneof(
        listQueryCases('/api/usertag', TAG_FIELDS),
        listQueryCases('/api/organisationtag', TAG_FIELDS),
      ),
    ));

  it('PUT /api/usertag', () =>
    expectRejected(
      fc.oneof(
        tagBodyCases('/api/usertag', {
          user: studentId,
          type: 'keycontacts',
          key: 'keycontacts',
          value: '[]',
        }),
        nonPositiveInt.map((user) => ({
          call: {
            method: 'PUT' as const,
            url: '/api/usertag',
            body: { data: [{ user, type: 'keycontacts', key: 'keycontacts', value: '[]' }] },
          },
          names: 'user',
        })),
      ),
    ));

  it('PUT /api/organisationtag', () =>
    expectRejected(
      tagBodyCases('/api/organisationtag', {
        type: 'besmart',
        key: 'serviceUserTerm',
        value: 'pupil',
      }),
    ));

  it('POST /api/report/generate', () => {
    const url = '/api/report/generate';
    const valid = { submissionType: 'incidentreport', query: [], reports: ['numActiveStudents'] };
    return expectRejected(
      fc.oneof(
        name
          .filter(
            (r) =>
              ![
                'numActiveStudents',
                'totalNumberOfIncidents',
                'behaviourDrafts',
                'incidentsAsCollaborator',
              ].includes(r),
          )
          .map((r) => ({
            call: {
              method: 'POST' as const,
              url,
              body: { data: { ...valid, reports: ['numActiveStudents', r] } },
            },
            names: r,
          })),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null)).map((reports) => ({
          call: { method: 'POST' as const, url, body: { data: { ...valid, reports } } },
          names: 'reports',
        })),
        fc.constant({
          call: { method: 'POST' as const, url, body: { data: { ...valid, reports: [] } } },
          names: 'reports',
        }),
        fc.oneof(fc.string(), fc.integer(), fc.constant(null)).map((query) => ({
          call: { method: 'POST' as const, url, body: { data: { ...valid, query } } },
          names: 'query',
        })),
        nonString.map((submissionType) => ({
          call: { method: 'POST' as const, url, body: { data: { ...valid, submissionType } } },
          names: 'submissionType',
        })),
        name
          .filter((k) => !Object.keys(valid).includes(k))
          .map((k) => ({
            call: { method: 'POST' as const, url, body: { data: { ...valid, [k]: 1 } } },
            names: k,
          })),
        fc
          .oneof(
            fc.string(),
            fc.integer(),
            fc.constant(null),
            fc.array(fc.integer(), { maxLength: 2 }),
          )
          .map((data) => ({
            call: { method: 'POST' as const, url, body: { data } },
            names: 'data',
          })),
      ),
    );
  });

  it('POST /api/formsubmission/{id}/acknowledge', () =>
    expectRejected(
      fc.oneof(
        fc.oneof(name, fc.constantFrom('0', '-1', '3.5')).map((id) => ({
          call: { method: 'POST' as const, url: `/api/formsubmission/${id}/acknowledge`, body: {} },
          names: 'id',
        })),
        fc
          .oneof(
            fc.string(),
            fc.integer(),
            fc.constant(null),
            fc.array(fc.boolean(), { maxLength: 1 }),
          )
          .map((status) => ({
            call: {
              method: 'POST' as const,
              url: `/api/formsubmission/${incidentId}/acknowledge`,
              body: { status },
            },
            names: 'status',
          })),
        name
          .filter((k) => k !== 'status')
          .map((k) => ({
            call: {
              method: 'POST' as const,
              url: `/api/formsubmission/${incidentId}/acknowledge`,
              body: { [k]: true },
            },
            names: k,
          })),
      ),
    ));

  it('answers malformed JSON bodies with 400 on every writing route', async () => {
    const before = await writableState(t.db);
    for (const [method, url] of [
      ['PUT', '/api/usertag'],
      ['PUT', '/api/organisationtag'],
      ['POST', '/api/report/generate'],
      ['POST', `/api/formsubmission/${incidentId}/acknowledge`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url: `${url}?orgId=${orgId}`,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload: '{"data": [',
      });
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: { error: 'Request body is not valid JSON' },
      });
    }
    expect(await writableState(t.db)).toEqual(before);
  });

  it('never answers 500 to arbitrary query strings and bodies', async () => {
    const routes: Call[] = [
      { method: 'GET', url: '/api/user' },
      { method: 'GET', url: `/api/user/${studentId}` },
      { method: 'GET', url: `/api/organisation/${orgId}/user` },
      { method: 'GET', url: '/api/usertag' },
      { method: 'PUT', url: '/api/usertag' },
      { method: 'PUT', url: '/api/organisationtag' },
      { method: 'POST', url: '/api/report/generate' },
      { method: 'POST', url: `/api/formsubmission/${incidentId}/acknowledge` },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), {
          maxKeys: 3,
        }),
        fc.jsonValue({ maxDepth: 3 }),
        async (route, query, body) => {
          const c: Call = {
            ...route,
            query: { ...query },
            ...(route.method === 'GET' ? {} : { body }),
          };
          const res = await call(t.app, token, orgId, c);
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(typeof res.json().error).toBe('string');
        },
      ),
      { numRuns: 60 },
    );
  });
});
