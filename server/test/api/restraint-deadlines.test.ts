import { localInstant } from '../../src/modules/restraint/clock';
import {
  DEADLINES,
  deadlineItems,
  type DeadlineFacts,
} from '../../src/modules/restraint/deadlines';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { send } from './fixtures-incidents';
import {
  atTime,
  publishRestraint,
  resetClock,
  restraintWorld,
  setPublishedAt,
  type RestraintWorld,
} from './restraint-fixtures';

// Deadlines of a restraint record, from the incident's local date and time (Europe/London).
describe('restraint deadlines (pure, injected clock)', () => {
  // 4 March 2026 10:00 in London is 10:00Z (GMT); 1 July 2026 10:00 is 09:00Z (BST).
  const facts = (over: Partial<DeadlineFacts> = {}): DeadlineFacts => ({
    settingType: 'childrensHome',
    incidentAt: localInstant('2026-03-04', '10:00'),
    recordedAt: new Date('2026-03-04T12:00:00Z'),
    latestVersionAt: new Date('2026-03-04T12:00:00Z'),
    parentsToldAt: null,
    signedOffAt: null,
    signOffOutdated: false,
    debriefAt: null,
    ...over,
  });

  it('names a legal source for every item of both settings', () => {
    for (const setting of ['school', 'childrensHome'] as const) {
      for (const rule of Object.values(DEADLINES[setting])) {
        expect(rule.source).toMatch(/Regulations|Act|DfE/);
      }
    }
  });

  it('recorded within 24 hours: on time at 23 h 59, late by N minutes after', () => {
    const now = new Date('2026-03-10T00:00:00Z');
    const onTime = deadlineItems(facts({ recordedAt: new Date('2026-03-05T09:59:00Z') }), now);
    expect(onTime.recorded).toEqual({
      state: 'done',
      dueAt: '2026-03-05T10:00:00.000Z',
      doneAt: '2026-03-05T09:59:00.000Z',
      onTime: true,
      lateByMinutes: 0,
    });
    const late = deadlineItems(facts({ recordedAt: new Date('2026-03-05T13:30:00Z') }), now);
    expect(late.recorded).toMatchObject({ state: 'done', onTime: false, lateByMinutes: 210 });
  });

  it('parents told the same day: due at the end of the incident day (BST and GMT)', () => {
    const winter = deadlineItems(facts(), new Date('2026-03-04T12:00:00Z'));
    expect(winter.parentsTold).toMatchObject({ state: 'due', dueAt: '2026-03-05T00:00:00.000Z' });
    const summer = deadlineItems(
      facts({ incidentAt: localInstant('2026-07-01', '10:00') }),
      new Date('2026-07-01T12:00:00Z'),
    );
    // Midnight in London in summer is 23:00Z the day before.
    expect(summer.parentsTold).toMatchObject({ state: 'due', dueAt: '2026-07-01T23:00:00.000Z' });
    const school = deadlineItems(
      facts({ settingType: 'school' }),
      new Date('2026-03-05T00:30:00Z'),
    );
    expect(school.parentsTold).toMatchObject({ state: 'overdue', lateByMinutes: 30 });
  });

  it('sign-off within 48 hours and debrief within 5 days: open, due within 24 h, overdue', () => {
    const at = (iso: string) => deadlineItems(facts(), new Date(iso));
    expect(at('2026-03-04T12:00:00Z').signOff.state).toBe('open');
    expect(at('2026-03-05T10:00:00Z').signOff.state).toBe('due');
    expect(at('2026-03-06T10:00:00Z').signOff.state).toBe('due');
    expect(at('2026-03-06T10:01:00Z').signOff).toMatchObject({
      state: 'overdue',
      dueAt: '2026-03-06T10:00:00.000Z',
      lateByMinutes: 1,
    });
    expect(at('2026-03-07T12:00:00Z').debrief.state).toBe('open');
    expect(at('2026-03-08T10:00:00Z').debrief.state).toBe('due');
    expect(at('2026-03-09T10:00:00Z').debrief).toMatchObject({
      state: 'due',
      dueAt: '2026-03-09T10:00:00.000Z',
    });
    expect(at('2026-03-09T11:00:00Z').debrief).toMatchObject({
      state: 'overdue',
      lateByMinutes: 60,
    });
  });

  it('done items report whether they were on time', () => {
    const items = deadlineItems(
      facts({
        parentsToldAt: new Date('2026-03-04T16:00:00Z'),
        signedOffAt: new Date('2026-03-06T11:00:00Z'),
        debriefAt: new Date('2026-03-06T09:00:00Z'),
      }),
      new Date('2026-04-01T00:00:00Z'),
    );
    expect(items.parentsTold).toMatchObject({ state: 'done', onTime: true, lateByMinutes: 0 });
    expect(items.signOff).toMatchObject({ state: 'done', onTime: false, lateByMinutes: 60 });
    expect(items.debrief).toMatchObject({ state: 'done', onTime: true });
  });

  it('a new version of a signed record needs signing within 48 hours of that version', () => {
    const items = deadlineItems(
      facts({ signOffOutdated: true, latestVersionAt: new Date('2026-03-20T09:00:00Z') }),
      new Date('2026-03-20T10:00:00Z'),
    );
    expect(items.signOff).toMatchObject({ state: 'open', dueAt: '2026-03-22T09:00:00.000Z' });
  });
});

describe('restraint deadlines through the API', () => {
  let t: TestApp;
  let w: RestraintWorld;

  beforeAll(async () => {
    t = await createTestApp({ seed: false });
    w = await restraintWorld(t, 'childrensHome');
  });
  afterAll(async () => {
    resetClock();
    await t.close();
  });
  afterEach(resetClock);

  const record = async (reference: number) => {
    const res = await send(t.app, w.tokens.lead, w.org.orgId, 'GET', `/api/restraint/${reference}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('a record made 30 hours after the incident shows as 6 hours late', async () => {
    const { id, reference } = await publishRestraint(t, w);
    await setPublishedAt(t, w, id, '2026-03-05T16:00:00Z');
    atTime('2026-03-05T17:00:00Z');
    const data = await record(reference);
    expect(data.incidentAt).toBe('2026-03-04T10:00:00.000Z');
    expect(data.items.recorded).toEqual({
      state: 'done',
      dueAt: '2026-03-05T10:00:00.000Z',
      doneAt: '2026-03-05T16:00:00.000Z',
      onTime: false,
      lateByMinutes: 360,
    });
    expect(data.items.parentsTold).toMatchObject({ state: 'overdue', lateByMinutes: 17 * 60 });
    expect(data.items.signOff).toMatchObject({ state: 'due', dueAt: '2026-03-06T10:00:00.000Z' });
    expect(data.items.debrief).toMatchObject({ state: 'open' });
  });

  it('oversight filters by state and period, and the dashboard counts overdue records', async () => {
    const second = await publishRestraint(t, w, {
      overrides: { dateOfIncident: '2026-03-07', timeOfIncident: '09:00' },
    });
    await setPublishedAt(t, w, second.id, '2026-03-07T10:00:00Z');
    atTime('2026-03-07T12:00:00Z');
    const list = async (query: Record<string, string>) => {
      const res = await send(
        t.app,
        w.tokens.lead,
        w.org.orgId,
        'GET',
        '/api/restraint/oversight',
        undefined,
        query,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { reference: number }[]; page: { total: number } };
    };
    const all = await list({ state: 'all' });
    expect(all.page.total).toBe(2);
    // Newest incident first.
    expect(all.data[0]!.reference).toBe(second.reference);
    // The first record's parents and sign-off are overdue by now; the second has nothing overdue.
    const overdue = await list({ state: 'overdue' });
    expect(overdue.data.map((r) => r.reference)).not.toContain(second.reference);
    expect(overdue.page.total).toBe(1);
    expect((await list({ state: 'due' })).data.map((r) => r.reference)).toContain(second.reference);
    expect((await list({ state: 'open', from: '2026-03-06', to: '2026-03-31' })).page.total).toBe(
      1,
    );
    const count = await send(
      t.app,
      w.tokens.lead,
      w.org.orgId,
      'GET',
      '/api/restraint/overdue-count',
    );
    expect(count.json()).toEqual({ data: { overdue: 1 } });
    const paged = await list({ state: 'all', page: '2', pageSize: '1' });
    expect(paged.data).toHaveLength(1);
    expect(paged.page.total).toBe(2);
  });

  it('refuses a period that ends before it starts', async () => {
    const res = await send(
      t.app,
      w.tokens.lead,
      w.org.orgId,
      'GET',
      '/api/restraint/oversight',
      undefined,
      {
        from: '2026-03-10',
        to: '2026-03-01',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('from: must not be after to');
  });
});
