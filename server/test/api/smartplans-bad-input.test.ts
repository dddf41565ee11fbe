import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { roles } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { name } from './bad-input-cases';
import { call, type Call } from './client';
import { writableState } from './fixtures';
import { KEY_CONTACT, incidentWorld, type IncidentWorld } from './fixtures-incidents';
import { api, planAnswers, planBody } from './smartplans-fixtures';

const RUNS = 30;

describe('Smart Plans: bad input and role limits (4xx naming the problem, nothing written)', () => {
  let t: TestApp;
  let w: IncidentWorld;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await incidentWorld(t.db);
    token = (await t.tokenFor(w.author.email, w.org.name)).token;
  });
  afterAll(() => t.close());

  async function expectRejected(arb: fc.Arbitrary<{ call: Call; names: string }>) {
    const before = await writableState(t.db);
    await fc.assert(
      fc.asyncProperty(arb, async ({ call: c, names }) => {
        const res = await call(t.app, token, w.org.orgId, c);
        const body = res.json() as { error?: unknown };
        const summary = { status: res.statusCode, error: body.error, request: c };
        expect(res.statusCode >= 400 && res.statusCode < 500 ? 'rejected' : summary).toBe(
          'rejected',
        );
        expect(String(body.error).toLowerCase()).toContain(names.toLowerCase());
      }),
      { numRuns: RUNS },
    );
    expect(await writableState(t.db)).toEqual(before);
  }

  const post = (body: unknown): Call => ({ method: 'POST', url: '/api/formsubmission', body });
  const PLAN_KEYS = ['dateOfPlan', 'reviewDate', 'triggers', 'lowLevelBehaviour', 'interests'];

  it('plan answers: malformed dates and lists, unknown keys that are not technique choices', () =>
    expectRejected(
      fc.oneof(
        fc
          .tuple(fc.constantFrom('dateOfPlan', 'reviewDate'), fc.string({ minLength: 1 }))
          .filter(([, v]) => v.trim() !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(v.trim()))
          .map(([key, value]) => ({
            call: post(planBody(w.childId, w.author.id, { overrides: { [key]: value } })),
            names: `responses.${key}`,
          })),
        fc
          .tuple(
            fc.constantFrom(...PLAN_KEYS.slice(2)),
            fc.oneof(
              fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''),
              fc.json().filter((s) => s.trim() !== ''),
              fc.constant('{"original":[{"checked":"yes","value":"x"}],"extra":[]}'),
              fc.constant('{"original":[],"extra":[{"checked":true,"value":" "}]}'),
              fc.constant('{"original":[],"extra":[],"more":[]}'),
            ),
          )
          .map(([key, value]) => ({
            call: post(planBody(w.childId, w.author.id, { overrides: { [key]: value } })),
            names: `responses.${key}`,
          })),
        fc
          .tuple(
            name.filter((n) => !PLAN_KEYS.includes(n) && !['Empathy', 'studentName'].includes(n)),
            fc.string({ minLength: 1 }),
          )
          .filter(([, v]) => v.trim() !== '' && !['Try', 'Avoid'].includes(v.trim()))
          .map(([key, value]) => ({
            call: post(planBody(w.childId, w.author.id, { overrides: { [key]: value } })),
            names: `responses.${key}`,
          })),
      ),
    ));

  it('subject, formId, notify, subType and ids in paths and queries', () =>
    expectRejected(
      fc.oneof(
        fc.integer({ min: 1_000_000, max: 2_000_000 }).map((subject) => ({
          call: post({ data: { ...planBody(w.childId, w.author.id).data, subject } }),
          names: 'subject',
        })),
        fc.integer({ min: 1_000_000, max: 2_000_000 }).map((formId) => ({
          call: post(planBody(w.childId, w.author.id, { status: 'Draft', formId })),
          names: 'not found',
        })),
        fc.emailAddress().map((email) => ({
          call: post(
            planBody(w.childId, w.author.id, {
              notify: [{ firstName: 'A', lastName: 'B', email: `x${email}` }],
            }),
          ),
          names: 'notify',
        })),
        name.map((subType) => ({
          call: post({ data: { ...planBody(w.childId, w.author.id).data, subType } }),
          names: 'subType',
        })),
        fc.constantFrom('prefill/', 'latest/', 'versions/').chain((path) =>
          fc.oneof(fc.constant('0'), fc.constant('1.5'), fc.constant('-3'), name).map((id) => ({
            call: { method: 'GET' as const, url: `/api/smartplan/${path}${id}` },
            names: 'userId',
          })),
        ),
        fc.constantFrom('from', 'to').chain((key) =>
          fc.oneof(fc.constant('0'), fc.constant('2.5'), name).map((bad) => ({
            call: {
              method: 'GET' as const,
              url: '/api/smartplan/diff',
              query: { from: 1, to: 1, [key]: bad },
            },
            names: key,
          })),
        ),
      ),
    ));

  it('a role without smartPlanCreate cannot save a plan; a plan id that is not a plan is refused', async () => {
    const a = api(t.app, w.org.orgId);
    await t.db
      .update(roles)
      .set({ permissions: ['incidentCreate'] })
      .where(eq(roles.id, w.org.standardRoleId));
    const res = await a.post(
      token,
      planBody(w.childId, w.author.id, {
        notify: [{ firstName: 'Pat', lastName: 'Parent', email: KEY_CONTACT.email }],
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toContain('Smart Plans');
    // Reading is not writing: the wizard still opens for them.
    expect((await a.get(token, `/api/smartplan/prefill/${w.childId}`)).statusCode).toBe(200);
    await t.db
      .update(roles)
      .set({ permissions: ['incidentCreate', 'smartPlanCreate'] })
      .where(eq(roles.id, w.org.standardRoleId));
    const draft = await a.post(token, {
      data: {
        type: 'behaviourplan',
        status: 'Draft',
        subject: w.childId,
        responses: planAnswers(w.childId, w.author.id),
      },
    });
    expect(draft.statusCode).toBe(200);
    const id = draft.json().data.id;
    expect((await a.get(token, `/api/smartplan/${id}/adherence`)).json().error).toContain(
      'not Published',
    );
    expect((await a.get(token, `/api/smartplan/diff`, { from: id, to: id })).statusCode).toBe(200);
    expect((await a.archive(token, id)).statusCode).toBe(200);
  });
});
