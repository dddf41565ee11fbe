import fc from 'fast-check';
import { EXCLUSION_KEYS, PIL_EXTRA_KEYS } from 'shared-api/incidents';
import { memberships, roles } from '../../src/db/schema/index';
import { createTestApp } from '../helpers/testApp';
import { makeOrg, makeStaff, makeStudent } from './fixtures';
import {
  incidentAnswers,
  incidentBody,
  incidentTablesState,
  incidentWorld,
  send,
  type IncidentWorld,
} from './fixtures-incidents';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('POST /api/formsubmission rejects bad input naming the field, writing nothing', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let token: string;
  let orgId: number;
  let foreignStudent: number;
  let foreignStaff: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db, { enablePILExtras: true });
    orgId = w.org.orgId;
    token = (await t.tokenFor(w.author.email, w.org.name)).token;
    const other = await makeOrg(t.db);
    foreignStudent = await makeStudent(t.db, other);
    foreignStaff = (await makeStaff(t.db, other)).id;
  });
  afterAll(() => t.close());

  const post = (body: unknown, tok = token) =>
    send(t.app, tok, orgId, 'POST', '/api/formsubmission', body);

  const extras = () =>
    Object.fromEntries([...PIL_EXTRA_KEYS, ...EXCLUSION_KEYS].map((k) => [k, 'No']));

  // Each case: answers overridden ('' removes the answer) -> the field the 400 must name.
  const table: [string, Record<string, string>, string][] = [
    ['no date', { dateOfIncident: '' }, 'responses.dateOfIncident: is required'],
    ['bad date', { dateOfIncident: '2026-02-30' }, 'responses.dateOfIncident'],
    ['bad time', { timeOfIncident: '7pm' }, 'responses.timeOfIncident'],
    ['no location', { location: '' }, 'responses.location: is required'],
    ['no completedBy', { completedBy: '' }, 'responses.completedBy: is required'],
    ['no staff', { staffInvolved: '[]' }, 'responses.staffInvolved: is required'],
    ['staff not a list', { staffInvolved: 'Hal' }, 'responses.staffInvolved'],
    ['no children', { studentsInvolved: '' }, 'responses.studentsInvolved: is required'],
    [
      'no injury answer',
      { medicalInterventionRequired: '' },
      'responses.medicalInterventionRequired',
    ],
    [
      'restrictive without duration',
      { restrictedPhysicalInterventionUsed: 'Yes' },
      'responses.physicalInterventionDuration',
    ],
    [
      'first aid No without reason',
      { firstAidFormCompleted: 'No' },
      'responses.whyFirstAidFormNotCompleted',
    ],
    ['no point of view', { studentBehaviour: '' }, 'responses.studentBehaviour: is required'],
    ['no triggers', { likelyTriggers: '' }, 'responses.likelyTriggers: is required'],
    ['extras missing', {}, 'responses.Bullying: is required'],
    ['suspension without days', { ...extras(), Suspension: 'Yes' }, 'responses.SuspensionDays'],
    [
      'staff of another organisation',
      { ...extras(), staffInvolved: JSON.stringify([999999]) },
      'responses.staffInvolved',
    ],
    ['child of the report differs', { ...extras(), studentName: '1' }, 'responses.studentName'],
  ];

  it.each(table)('%s', async (_name, overrides, message) => {
    const before = await incidentTablesState(t.db);
    const res = await post(incidentBody(w, { overrides }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('accepts the same report once every extra is answered (the table above fails only on its field)', async () => {
    const res = await post(incidentBody(w, { overrides: extras() }));
    expect(res.statusCode).toBe(200);
  });

  it("refuses another organisation's child (404) and staff (400), and unknown key contacts", async () => {
    const before = await incidentTablesState(t.db);
    const child = await post({
      ...incidentBody(w),
      data: { ...incidentBody(w).data, subject: foreignStudent },
    });
    expect(child.statusCode).toBe(404);
    expect(child.json().error).toContain('subject');
    const staff = await post(
      incidentBody(w, {
        overrides: { ...extras(), staffInvolved: JSON.stringify([foreignStaff]) },
      }),
    );
    expect(staff.statusCode).toBe(400);
    const mail = await post(
      incidentBody(w, {
        overrides: extras(),
        notify: [{ firstName: 'Eve', lastName: 'Stranger', email: 'eve@evil.test' }],
      }),
    );
    expect(mail.statusCode).toBe(400);
    expect(mail.json().error).toBe(
      'notify: eve@evil.test is not a key contact of this service user',
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('needs permission incidentCreate', async () => {
    const [role] = await t.db
      .insert(roles)
      .values({ orgId, title: 'Viewer', permissions: ['reportsView'] })
      .returning({ id: roles.id });
    // A member of this organisation whose only role lacks incidentCreate.
    const viewerOnly = await makeStaff(t.db, await makeOrg(t.db));
    await t.db.insert(memberships).values({ orgId, userId: viewerOnly.id, roleId: role!.id });
    const tok = (await t.tokenFor(viewerOnly.email, w.org.name)).token;
    const before = await incidentTablesState(t.db);
    const res = await post(incidentBody(w, { overrides: extras() }), tok);
    expect(res.statusCode).toBe(403);
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('answers 4xx naming the field for any malformed body (property based), writing nothing', async () => {
    const valid = incidentBody(w, { overrides: extras() });
    const name = fc.stringMatching(/^[a-z][a-zA-Z]{0,10}$/);
    const nonString = fc.oneof(
      fc.integer(),
      fc.constant(null),
      fc.array(fc.integer(), { maxLength: 2 }),
    );
    const cases = fc.oneof(
      name
        .filter(
          (k) =>
            !['type', 'subType', 'status', 'subject', 'formId', 'notify', 'responses'].includes(k),
        )
        .map((k) => ({ body: { data: { ...valid.data, [k]: 1 } }, names: k })),
      fc
        .oneof(fc.string(), fc.integer())
        .filter((v) => !['incidentreport', 'concern', 'clicker'].includes(String(v)))
        .map((type) => ({ body: { data: { ...valid.data, type } }, names: 'type' })),
      fc
        .oneof(fc.string(), fc.constant('Archived'))
        .filter((s) => s !== 'Draft' && s !== 'Published')
        .map((status) => ({ body: { data: { ...valid.data, status } }, names: 'status' })),
      fc
        .oneof(
          fc.integer({ max: 0 }),
          fc.string(),
          fc.double({ min: 0.1, max: 5, noInteger: true }),
        )
        .map((subject) => ({ body: { data: { ...valid.data, subject } }, names: 'subject' })),
      nonString.map((questionKey) => ({
        body: {
          data: { ...valid.data, responses: [{ questionKey, questionText: 'x', response: 'y' }] },
        },
        names: 'questionKey',
      })),
      fc
        .string({ maxLength: 5 })
        .filter((s) => !s.includes('@') && s.length < 3)
        .map((email) => ({
          body: { data: { ...valid.data, notify: [{ firstName: 'A', lastName: 'B', email }] } },
          names: 'email',
        })),
      fc
        .constantFrom('location', 'completedBy', 'likelyTriggers', 'studentStrategy')
        .map((key) => ({
          body: {
            data: { ...valid.data, responses: incidentAnswers(w, { ...extras(), [key]: '' }) },
          },
          names: key,
        })),
    );
    const before = await incidentTablesState(t.db);
    await fc.assert(
      fc.asyncProperty(cases, async ({ body, names }) => {
        const res = await post(body);
        const error = (res.json() as { error?: string }).error ?? '';
        expect({
          status: res.statusCode >= 400 && res.statusCode < 500,
          names: error.includes(names),
        }).toEqual({
          status: true,
          names: true,
        });
      }),
      { numRuns: 40 },
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
  });
});
