import { createTestApp, type TestApp } from '../helpers/testApp';
import { send } from './fixtures-incidents';

// The demo organisations' restraint records (seed/restraint.ts): something for the oversight
// screen and the dashboard card to show.
describe('demo restraint records', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['lead@demo-school.test', 'Demo School', 'school'],
    ['admin@demo-care.test', 'Demo Care Home', 'childrensHome'],
  ])('%s sees one overdue sign-off and complete records', async (email, org, setting) => {
    const { token, orgId } = await t.tokenFor(email, org);
    const count = await send(t.app, token, orgId, 'GET', '/api/restraint/overdue-count');
    expect(count.json()).toEqual({ data: { overdue: 1 } });
    const all = await send(t.app, token, orgId, 'GET', '/api/restraint/oversight', undefined, {
      state: 'all',
      pageSize: '200',
    });
    const rows = all.json().data as {
      reference: number;
      items: Record<string, { state: string }>;
    }[];
    expect(rows.length).toBeGreaterThan(2);
    const overdue = rows.filter((r) => Object.values(r.items).some((i) => i.state === 'overdue'));
    expect(overdue).toHaveLength(1);
    expect(overdue[0]!.items.signOff!.state).toBe('overdue');
    expect(overdue[0]!.items.parentsTold!.state).toBe('done');
    const complete = rows.filter((r) =>
      ['parentsTold', 'signOff', 'debrief'].every((k) => r.items[k]!.state === 'done'),
    );
    expect(complete.length).toBe(rows.length - 1);
    const record = await send(t.app, token, orgId, 'GET', `/api/restraint/${rows[1]!.reference}`);
    expect(record.statusCode).toBe(200);
    expect(record.json().data.settingType).toBe(setting);
    expect(record.json().data.staffRoles.length).toBeGreaterThan(0);
  });
});
