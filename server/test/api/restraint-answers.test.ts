import { and, eq } from 'drizzle-orm';
import { formResponses, users } from '../../src/db/schema/index';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { incidentBody, incidentTablesState, pdfText, send } from './fixtures-incidents';
import {
  publishRestraint,
  restraintAnswers,
  restraintWorld,
  type RestraintWorld,
} from './restraint-fixtures';

// The Physical Intervention Report's restraint answers, checked by formsubmissions/rules.ts.
describe('restraint answers on the Physical Intervention Report', () => {
  let t: TestApp;
  let w: RestraintWorld;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await restraintWorld(t, 'school');
  });
  afterAll(() => t.close());

  const publish = (
    overrides: Record<string, string>,
    status: 'Published' | 'Draft' = 'Published',
  ) =>
    send(t.app, w.tokens.author, w.org.orgId, 'POST', '/api/formsubmission', {
      data: {
        type: 'incidentreport',
        subType: 'highlevel',
        status,
        subject: w.childId,
        responses: restraintAnswers(w, overrides),
      },
    });

  const roles = (list: unknown) => ({ staffRoles: JSON.stringify(list) });

  it.each([
    [
      'a role for someone not involved',
      {},
      'responses.staffRoles: 999999 is not one of the staff involved',
    ],
    [
      'roles not a list',
      { staffRoles: '{"a":1}' },
      'responses.staffRoles: must be a JSON list of { userId, role }',
    ],
    ['an unknown role', {}, 'responses.staffRoles: item 1 role must be held or observed'],
    [
      'no interventions',
      { restrictiveInterventions: '[]' },
      'responses.restrictiveInterventions: at least one intervention is required when a physical intervention was used',
    ],
    [
      'an intervention ending when it starts',
      {
        restrictiveInterventions: JSON.stringify([
          { kind: 'seclusion', start: '10:00', end: '10:00' },
        ]),
      },
      'responses.restrictiveInterventions: item 1 end must be after start',
    ],
    [
      'an unknown kind',
      {
        restrictiveInterventions: JSON.stringify([
          { kind: 'timeout', start: '10:00', end: '10:05' },
        ]),
      },
      'responses.restrictiveInterventions: item 1 kind must be physicalRestraint, restraintWithoutForce or seclusion',
    ],
    [
      'a bad time',
      {
        restrictiveInterventions: JSON.stringify([
          { kind: 'seclusion', start: '9am', end: '10:05' },
        ]),
      },
      'responses.restrictiveInterventions: item 1 start must be a time (HH:mm)',
    ],
  ])('refuses %s (400 naming it, nothing written)', async (_name, overrides, message) => {
    const fixed: Record<string, string> = { ...overrides };
    // it.each's table is built before beforeAll: put the real ids in.
    if (_name === 'a role for someone not involved') {
      fixed.staffRoles = JSON.stringify([
        { userId: w.helper.id, role: 'held' },
        { userId: 999999, role: 'observed' },
      ]);
    }
    if (_name === 'an unknown role') {
      fixed.staffRoles = JSON.stringify([{ userId: w.helper.id, role: 'watched' }]);
    }
    const before = await incidentTablesState(t.db);
    const res = await publish(fixed);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await incidentTablesState(t.db)).toEqual(before);
  });

  it('needs a role for every member of staff involved when a physical intervention was used', async () => {
    const res = await publish(roles([{ userId: w.helper.id, role: 'held' }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(
      `responses.staffRoles: staff member ${w.author.id} needs a role (held or observed)`,
    );
    // A draft may be partial; without a physical intervention nothing is asked.
    expect(
      (await publish(roles([{ userId: w.helper.id, role: 'held' }]), 'Draft')).statusCode,
    ).toBe(200);
    const none = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w),
    );
    expect(none.statusCode).toBe(200);
  });

  it("stamps the child's SEN status at publish, ignoring the client's, and keeps it on later versions", async () => {
    await t.db.update(users).set({ senStatus: 'ehcPlan' }).where(eq(users.id, w.childId));
    const first = await publishRestraint(t, w, { overrides: { senStatusAtTime: 'none' } });
    const stamp = async (id: number) =>
      (
        await t.db
          .select({ value: formResponses.response })
          .from(formResponses)
          .where(
            and(
              eq(formResponses.submissionId, id),
              eq(formResponses.questionKey, 'senStatusAtTime'),
            ),
          )
      ).map((r) => r.value);
    expect(await stamp(first.id)).toEqual(['ehcPlan']);
    await t.db.update(users).set({ senStatus: 'none' }).where(eq(users.id, w.childId));
    const second = await publishRestraint(t, w, {
      formId: first.id,
      overrides: { location: 'Hall' },
    });
    expect(await stamp(second.id)).toEqual(['ehcPlan']);
    expect(await stamp(first.id)).toEqual(['ehcPlan']);
    const record = await send(
      t.app,
      w.tokens.lead,
      w.org.orgId,
      'GET',
      `/api/restraint/${first.reference}`,
    );
    expect(record.json().data.senStatusAtTime).toBe('ehcPlan');
  });

  it("prints who held, the interventions and the SEN status on the report's PDF", async () => {
    await t.db.update(users).set({ senStatus: 'senSupport' }).where(eq(users.id, w.childId));
    const res = await publish({});
    expect(res.statusCode).toBe(200);
    const pdfUrl = res.json().data.pdfUrl as string;
    expect(pdfUrl).toMatch(/^\/api\/file\/\d+$/);
    const pdf = await send(t.app, w.tokens.author, w.org.orgId, 'GET', pdfUrl);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Hal Helper: applied a hold');
    expect(text).toContain('Arlo Author: observed');
    expect(text).toContain('Seclusion 10:15-10:30 (15 minutes)');
    expect(text).toContain('SEN support');
  });

  it('refuses the manual parents-informed flag on a restraint record, keeps it for other reports', async () => {
    const restraint = await publishRestraint(t, w);
    const before = await incidentTablesState(t.db);
    const refused = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'PATCH',
      `/api/formsubmission/${restraint.id}`,
      {
        parentsInformed: 'yes',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(
      /^parentsInformed: on a restraint record it follows the parent report/,
    );
    expect(await incidentTablesState(t.db)).toEqual(before);
    const other = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'POST',
      '/api/formsubmission',
      incidentBody(w),
    );
    const ok = await send(
      t.app,
      w.tokens.author,
      w.org.orgId,
      'PATCH',
      `/api/formsubmission/${other.json().data.id}`,
      {
        parentsInformed: 'yes',
      },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.parentsInformed).toBe('yes');
  });
});
