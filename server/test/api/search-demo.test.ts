import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { call } from './client';
import { searchBody } from './fixtures-search';

/** The demo organisations carry enough varied incidents for the search screens. */
describe('demo data for incident search', () => {
  let t: TestApp;
  let token: string;
  let orgId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ token, orgId } = await t.tokenFor('lead@demo-school.test', 'Demo School'));
  });
  afterAll(() => t.close());

  const search = (query: unknown[], reports = ['globalIncidentSearch']) =>
    call(t.app, token, orgId, {
      method: 'POST',
      url: '/api/report/generate',
      body: searchBody(reports, query),
    }).then((res) => {
      expect(res.statusCode).toBe(200);
      return res.json().data;
    });

  it('writes versions consistently: one current version per chain, sharing its reference', async () => {
    const broken = await queryRows<{ chain: number }>(
      t.db,
      sql`select coalesce(root_id, id) as chain from form_submissions
        where type = 'incidentreport'
        group by org_id, coalesce(root_id, id)
        having count(*) filter (where superseded = false) <> 1 or count(distinct reference) <> 1`,
    );
    expect(broken).toEqual([]);
    const [edited] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from form_submissions where root_id is not null and superseded = false`,
    );
    expect(edited!.n).toBeGreaterThan(0);
  });

  it('gives a lead dozens of incidents across people, with CPOMS states and drafts', async () => {
    const { globalIncidentSearch: all } = await search([]);
    expect(all.total).toBeGreaterThanOrEqual(40);
    const people = new Set(all.rows.map((r: { userId: number }) => r.userId));
    expect(people.size).toBeGreaterThanOrEqual(10);
    expect(all.rows.some((r: { cpomsId: string | null }) => r.cpomsId)).toBe(true);
    expect(all.rows.some((r: { cpomsSyncFailed: number }) => r.cpomsSyncFailed === 1)).toBe(true);
    expect(all.rows.some((r: { userCpomsId: string | null }) => r.userCpomsId)).toBe(true);
    const { incidentDrafts } = await search([], ['incidentDrafts']);
    expect(incidentDrafts.total).toBeGreaterThan(0);
  });

  it.each([
    [{ key: 'givingspace', operator: 'exists' }],
    [{ key: 'location', operator: 'is', response: 'playground' }],
    [{ key: 'injury', operator: 'is', response: 'bruised' }],
    [{ key: 'physicalInterventionUsed', operator: 'is', response: 'Yes' }],
    [{ key: 'Bullying', operator: 'is', response: 'Yes' }],
    [{ key: 'serviceuser_academicyear', operator: 'is', response: 'Year 9' }],
  ])('finds some but not all demo incidents for %j', async (row) => {
    const { globalIncidentSearch: all } = await search([]);
    const { globalIncidentSearch: hits } = await search([row]);
    expect(hits.total).toBeGreaterThan(0);
    expect(hits.total).toBeLessThan(all.total);
  });
});
